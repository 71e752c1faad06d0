import { useDesignTokens } from './design-tokens';
import { ThemePanel } from './theme-panel';

const isShadowToken = (name: string) => name.startsWith('--shadow-');

/** Every shadow token of the loaded stylesheets, on a raised card in the light and in the dark theme. */
export function ElevationTokens() {
  const tokens = useDesignTokens(isShadowToken);
  return (
    <div className="sb-unstyled grid gap-6 md:grid-cols-2">
      {(['light', 'dark'] as const).map((theme) => (
        <ThemePanel key={theme} theme={theme}>
          <ul className="grid grid-cols-2 gap-6">
            {tokens.map((token) => (
              <li
                key={token.name}
                className="rounded-lg bg-surface-raised p-4 text-sm"
                style={{ boxShadow: `var(${token.name})` }}
              >
                <code>{token.name}</code>
              </li>
            ))}
          </ul>
        </ThemePanel>
      ))}
    </div>
  );
}
