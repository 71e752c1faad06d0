/** While the organization loads: the shapes of the name form, Members and Pending Members. */
export function OrganizationSettingsPageSkeleton() {
  return (
    <div role="status" aria-label="Loading organization settings" className="space-y-6">
      <div className="h-44 animate-pulse rounded-lg bg-line" />
      <div className="h-48 animate-pulse rounded-lg bg-line" />
      <div className="h-32 animate-pulse rounded-lg bg-line" />
    </div>
  );
}
