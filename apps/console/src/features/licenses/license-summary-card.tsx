/** One of the Licences page's summary cards (spec §4 counts). */
export function LicenseSummaryCard({ label, value }: { label: string; value: number }) {
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-5">
      <p className="text-sm font-medium text-gray-700">{label}</p>
      <p className="mt-2 text-3xl font-bold text-gray-900">{value.toLocaleString('en-US')}</p>
    </li>
  );
}
