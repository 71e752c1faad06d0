/** One of the Licences page's summary cards (spec §4 counts). */
export function LicenseSummaryCard({ label, value }: { label: string; value: number }) {
  return (
    <li className="rounded-lg border border-line bg-surface-raised p-5">
      <p className="text-sm font-medium text-fg-muted">{label}</p>
      <p className="mt-2 text-3xl font-bold text-fg">{value.toLocaleString('en-US')}</p>
    </li>
  );
}
