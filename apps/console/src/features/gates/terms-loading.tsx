import { Spinner } from '../../components/ui/spinner';

/** spec §2: "while loading a spinner shows" (terms gate). */
export function TermsLoading() {
  return (
    <main className="flex min-h-full items-center justify-center p-4">
      <Spinner label="Loading the terms of service" className="text-accent-fg" />
    </main>
  );
}
