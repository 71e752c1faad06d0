/** spec §2: Plan & Billing's loading skeleton, the shapes of the current plan card and the three plans. */
export function BillingPageSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading plan and billing"
      className="space-y-6"
      data-testid="billing-skeleton"
    >
      <div className="h-36 animate-pulse rounded-lg bg-line" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-80 animate-pulse rounded-lg bg-line" />
        ))}
      </div>
    </div>
  );
}
