import { useDesignTokens } from './design-tokens';

const isRadiusToken = (name: string) => name.startsWith('--radius-');

/** Every `--radius-*` token of the loaded stylesheets, drawn on a box. */
export function RadiusTokens() {
  const tokens = useDesignTokens(isRadiusToken);
  return (
    <ul className="sb-unstyled flex flex-wrap gap-6">
      {tokens.map((token) => (
        <li key={token.name} className="flex w-36 flex-col items-start gap-2 text-sm">
          <span
            aria-hidden="true"
            className="block size-24 border-2 border-accent bg-accent-subtle"
            style={{ borderRadius: `var(${token.name})` }}
          />
          <code>{token.name}</code>
          <span>{token.light}</span>
        </li>
      ))}
    </ul>
  );
}
