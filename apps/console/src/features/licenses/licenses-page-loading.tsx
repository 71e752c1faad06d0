import { Spinner } from '../../components/ui/spinner';

/** While the organization or its plan is on its way. */
export function LicensesPageLoading() {
  return (
    <div className="mx-auto max-w-6xl space-y-6" aria-busy="true">
      <h1 className="text-2xl font-bold text-fg">Home</h1>
      <div className="flex items-center gap-3 text-sm text-fg-muted">
        <Spinner size={24} label="Loading licenses" className="text-accent-fg" />
        Loading licenses…
      </div>
    </div>
  );
}
