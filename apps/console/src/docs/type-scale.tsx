import { useDesignTokens } from './design-tokens';

const isTypeToken = (name: string) => /^--(text-[a-z0-9]+|font-[a-z]+|font-weight-[a-z]+)$/.test(name);
const SAMPLE = 'Studio iPad holds a Pod Creator licence';

/** The type tokens of the loaded stylesheets: each size with its line height, the font families and weights. */
export function TypeScale() {
  const tokens = useDesignTokens(isTypeToken);
  const sizes = tokens.filter((token) => token.name.startsWith('--text-'));
  const families = tokens.filter((token) => /^--font-[a-z]+$/.test(token.name));
  const weights = tokens.filter((token) => token.name.startsWith('--font-weight-'));
  return (
    <div className="sb-unstyled space-y-8">
      <section aria-labelledby="type-families">
        <h3 id="type-families" className="text-lg font-semibold">
          Font
        </h3>
        {families.map((token) => (
          <p key={token.name} className="mt-2 text-sm">
            <code>{token.name}</code>: <span style={{ fontFamily: `var(${token.name})` }}>{token.light}</span>
          </p>
        ))}
      </section>
      <section aria-labelledby="type-sizes">
        <h3 id="type-sizes" className="text-lg font-semibold">
          Sizes
        </h3>
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-4">
                Token
              </th>
              <th scope="col" className="py-1 pr-4">
                Size / line height
              </th>
              <th scope="col" className="py-1">
                Sample
              </th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((token) => (
              <tr key={token.name} className="border-t border-line align-baseline">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <code>{token.name}</code>
                </th>
                <td className="py-2 pr-4">
                  <code className="text-xs">{token.light}</code>
                </td>
                <td
                  className="py-2"
                  style={{
                    fontSize: `var(${token.name})`,
                    lineHeight: `var(${token.name}--line-height, normal)`,
                  }}
                >
                  {SAMPLE}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {weights.length > 0 ? (
        <section aria-labelledby="type-weights">
          <h3 id="type-weights" className="text-lg font-semibold">
            Weights
          </h3>
          {weights.map((token) => (
            <p key={token.name} className="mt-2" style={{ fontWeight: `var(${token.name})` }}>
              <code>{token.name}</code> ({token.light}): {SAMPLE}
            </p>
          ))}
        </section>
      ) : null}
    </div>
  );
}
