import { colourPairs, type ColourPair } from './colour-pairs';
import { contrastRatio, formatColour, formatRatio, parseColour, type Rgb } from './contrast-ratio';
import { useDesignTokens, type DesignToken, type Theme } from './design-tokens';

const isColour = (name: string) => name.startsWith('--color-');
// Tailwind's own palette variables, which a class may still name while the tokens replace it.
const PALETTE = /^--color-([a-z]+-\d{2,3}|white|black)$/;
/** Stands in for the surfaces while the stylesheet declares none. */
const FALLBACK_SURFACE = '#ffffff';

/** The family of a role: `--color-danger-subtle` → "danger". */
const family = (name: string) =>
  PALETTE.test(name) ? 'palette' : name.replace('--color-', '').split('-')[0]!;

function Swatch({ rgb }: { rgb: Rgb | null }) {
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block size-8 shrink-0 rounded-md border border-line-strong"
        style={{ background: rgb ? formatColour(rgb) : 'transparent' }}
      />
      <code className="text-xs">{rgb ? formatColour(rgb) : '—'}</code>
    </span>
  );
}

function Ratio({
  foreground,
  background,
  minimum,
}: {
  foreground: Rgb | null;
  background: Rgb | null;
  minimum: number | null;
}) {
  if (!foreground || !background) return <span>—</span>;
  const ratio = contrastRatio(foreground, background);
  const verdict = minimum == null ? null : ratio >= minimum ? 'AA' : `below ${minimum}:1`;
  return (
    <span className={verdict != null && verdict !== 'AA' ? 'font-semibold text-danger-fg' : undefined}>
      {formatRatio(ratio)}
      {verdict ? ` ${verdict}` : ''}
    </span>
  );
}

function PairRows({
  token,
  pairs,
  byName,
}: {
  token: DesignToken;
  pairs: ColourPair[];
  byName: Map<string, DesignToken>;
}) {
  const backgroundIn = (background: string, theme: Theme) =>
    background.startsWith('--')
      ? (byName.get(background)?.[theme === 'light' ? 'lightRgb' : 'darkRgb'] ?? null)
      : parseColour(background);
  return (
    <ul className="space-y-0.5">
      {pairs.map(({ background, minimum }) => (
        <li key={background} className="whitespace-nowrap">
          on <code className="text-xs">{background.replace('--color-', '')}</code>: light{' '}
          <Ratio
            foreground={token.lightRgb}
            background={backgroundIn(background, 'light')}
            minimum={minimum}
          />{' '}
          · dark{' '}
          <Ratio foreground={token.darkRgb} background={backgroundIn(background, 'dark')} minimum={minimum} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Every colour token of the loaded stylesheets, grouped by role, with its light and dark value and its contrast
 * ratio on the backgrounds it is used on, computed now from the values the browser resolves.
 */
export function ColourTokens() {
  const tokens = useDesignTokens(isColour);
  const names = tokens.map((token) => token.name);
  const byName = new Map(tokens.map((token) => [token.name, token]));
  const families = [...new Set(tokens.map((token) => family(token.name)))];

  if (tokens.length === 0) return <p>Reading the stylesheets…</p>;
  return (
    <div className="sb-unstyled space-y-8">
      {families.map((name) => (
        <section key={name} aria-labelledby={`colour-family-${name}`}>
          <h3 id={`colour-family-${name}`} className="font-mono text-lg font-semibold">
            {name === 'palette' ? 'Tailwind palette still named directly' : name}
          </h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4">
                  Token
                </th>
                <th scope="col" className="py-1 pr-4">
                  Light
                </th>
                <th scope="col" className="py-1 pr-4">
                  Dark
                </th>
                <th scope="col" className="py-1">
                  Contrast (WCAG 2.2)
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens
                .filter((token) => family(token.name) === name)
                .map((token) => {
                  const pairs = colourPairs(token.name, names, FALLBACK_SURFACE);
                  return (
                    <tr key={token.name} className="border-t border-line align-top">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        <code>{token.name}</code>
                      </th>
                      <td className="py-2 pr-4">
                        <Swatch rgb={token.lightRgb} />
                      </td>
                      <td className="py-2 pr-4">
                        <Swatch rgb={token.darkRgb} />
                      </td>
                      <td className="py-2">
                        {pairs.length > 0 ? (
                          <PairRows token={token} pairs={pairs} byName={byName} />
                        ) : (
                          'a background: see the colours used on it'
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
