import { useDesignTokens } from './design-tokens';

const isSpacingToken = (name: string) => /^--(spacing|container|breakpoint)(-|$)/.test(name);
// The steps of Tailwind's scale (p-1 … p-16) the console's layouts use most: each is that many times --spacing.
const STEPS = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16];

/** The spacing unit of the loaded stylesheets drawn as its scale, and any container or breakpoint tokens. */
export function SpacingScale() {
  const tokens = useDesignTokens(isSpacingToken);
  const unit = tokens.find((token) => token.name === '--spacing');
  const others = tokens.filter((token) => token !== unit);
  return (
    <div className="sb-unstyled space-y-8">
      {unit ? (
        <section aria-labelledby="spacing-unit">
          <h3 id="spacing-unit" className="text-lg font-semibold">
            <code>--spacing</code>: {unit.light}
          </h3>
          <table className="mt-2 text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Class step
                </th>
                <th scope="col" className="py-1 pr-4">
                  Size
                </th>
                <th scope="col" className="py-1">
                  Drawn
                </th>
              </tr>
            </thead>
            <tbody>
              {STEPS.map((step) => (
                <tr key={step} className="border-t border-line">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <code>p-{step}</code>, <code>gap-{step}</code>
                  </th>
                  <td className="py-2 pr-4">
                    <code className="text-xs">calc(var(--spacing) * {step})</code>
                  </td>
                  <td className="py-2">
                    <span
                      aria-hidden="true"
                      className="block h-4 rounded-sm bg-accent"
                      style={{ width: `calc(var(--spacing) * ${step})` }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p>No --spacing token is declared.</p>
      )}
      {others.length > 0 ? (
        <section aria-labelledby="spacing-others">
          <h3 id="spacing-others" className="text-lg font-semibold">
            Containers and breakpoints
          </h3>
          <ul className="mt-2 text-sm">
            {others.map((token) => (
              <li key={token.name}>
                <code>{token.name}</code>: {token.light}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
