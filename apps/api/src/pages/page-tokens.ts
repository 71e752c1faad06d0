// The console's design tokens for the pages the servers render themselves: the identity provider's sign-in and
// sign-up here, the payment pages, the app simulator and the mail inbox in apps/local
// (docs/decisions/0039-design-tokens-and-themes.md). The same light and dark values as the console's
// apps/console/src/styles/tokens.css (page-tokens.test.ts holds them equal); these pages have no theme setting, so
// they follow the system's.

/** Each role's value, light then dark. */
export const PAGE_COLOR_TOKENS = {
  surface: ['#f9fafb', '#111318'],
  'surface-raised': ['#ffffff', '#1b1e25'],
  fg: ['#111827', '#f3f4f6'],
  'fg-muted': ['#374151', '#d1d5db'],
  'fg-on-accent': ['#ffffff', '#ffffff'],
  line: ['#e5e7eb', '#2e333d'],
  'line-strong': ['#d1d5db', '#464d5a'],
  'line-input': ['#7d838f', '#6b7280'],
  accent: ['#4338ca', '#4f46e5'],
  'accent-hover': ['#3730a3', '#4338ca'],
  'accent-subtle': ['#eef2ff', '#25224f'],
  'accent-fg': ['#4338ca', '#a5b4fc'],
  focus: ['#4338ca', '#a5b4fc'],
  danger: ['#b91c1c', '#dc2626'],
  'danger-subtle': ['#fef2f2', '#3b1417'],
  'danger-fg': ['#b91c1c', '#fca5a5'],
  'warning-subtle': ['#fffbeb', '#35270b'],
  'warning-fg': ['#78350f', '#fcd34d'],
  success: ['#15803d', '#22c55e'],
  'success-subtle': ['#ecfdf3', '#10301d'],
  'success-fg': ['#166534', '#86efac'],
} as const satisfies Record<string, readonly [string, string]>;

const declarations = (theme: 0 | 1) =>
  Object.entries(PAGE_COLOR_TOKENS)
    .map(([name, values]) => `--color-${name}:${values[theme]}`)
    .join(';');

/**
 * The tokens as custom properties (`var(--color-surface)`, …), light by default and dark under a dark system
 * preference, for the top of a page's one inline style. `color-scheme` gives form controls and scroll bars the
 * same theme.
 */
export const PAGE_TOKENS_CSS =
  `:root{color-scheme:light dark;${declarations(0)};--shadow-raised:0 1px 3px rgba(0,0,0,.15)}` +
  `@media (prefers-color-scheme:dark){:root{${declarations(1)};--shadow-raised:0 1px 3px rgba(0,0,0,.5)}}`;
