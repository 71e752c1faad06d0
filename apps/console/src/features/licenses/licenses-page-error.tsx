import { Button } from '../../components/ui/button';

/** The organization or its plan could not be read; the poll keeps trying, and so can the member. */
export function LicensesPageError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-bold text-fg">Home</h1>
      <div
        role="alert"
        className="rounded-lg border border-danger bg-danger-subtle px-4 py-3 text-sm text-danger-fg"
      >
        <p className="font-semibold">The licenses could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
