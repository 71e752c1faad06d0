/** How many identifiers a bulk confirmation lists before "and N more". */
export const LISTED_IDENTIFIERS = 5;

/**
 * The selected licences a bulk confirmation acts on (revoke, release): the first few by name, as confirming one
 * does (spec §2), then how many more.
 */
export function ListedIdentifiers({ identifiers, label }: { identifiers: readonly string[]; label: string }) {
  const listed = identifiers.slice(0, LISTED_IDENTIFIERS);
  const more = identifiers.length - listed.length;
  return (
    <>
      <ul aria-label={label} className="mt-3 list-disc space-y-1 pl-5 text-sm text-fg">
        {listed.map((identifier, index) => (
          <li key={`${index}-${identifier}`} className="break-words">
            {identifier}
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-1 text-sm text-fg">and {more.toLocaleString('en-US')} more</p> : null}
    </>
  );
}
