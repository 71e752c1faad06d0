/** While the first page of entries loads: the shape of the table. */
export function ActivityPageSkeleton() {
  return (
    <div role="status" aria-label="Loading activity" className="space-y-3">
      <div className="h-10 animate-pulse rounded-lg bg-line" />
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="h-14 animate-pulse rounded-lg bg-line" />
      ))}
    </div>
  );
}
