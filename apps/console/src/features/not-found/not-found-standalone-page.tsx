import { NotFoundPage } from './not-found-page';

/** The same, as a page of its own, for a user without an organization (no shell to sit in). */
export function NotFoundStandalonePage() {
  return (
    <main className="flex min-h-full items-center justify-center p-4">
      <NotFoundPage />
    </main>
  );
}
