import { Spinner } from '../../components/ui/spinner';

/** While the organization or its plan is on its way. */
export function LicensesPageLoading() {
  return (
    <div className="mx-auto max-w-6xl space-y-6" aria-busy="true">
      <h1 className="text-2xl font-bold text-gray-900">Home</h1>
      <div className="flex items-center gap-3 text-sm text-gray-700">
        <Spinner size={24} label="Loading licenses" className="text-brand-700" />
        Loading licenses…
      </div>
    </div>
  );
}
