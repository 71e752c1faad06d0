// Appearance: the person's theme choice for this browser (docs/decisions/0039-design-tokens-and-themes.md).

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = Exclude<ThemePreference, 'system'>;

/**
 * The local-storage key of the choice. Not in STORAGE_KEYS: sign-out clears those, and the theme is a setting of the
 * device (like the browser's own), which says nothing about the person and should outlive a session.
 */
export const THEME_STORAGE_KEY = 'pod_console_theme';

/** What was stored, or System when nothing (or something unknown, from an older or tampered browser) was. */
export function parseThemePreference(stored: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.find((preference) => preference === stored) ?? 'system';
}

/** The theme shown: the person's choice, or the system's when they chose System. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference !== 'system') return preference;
  return systemPrefersDark ? 'dark' : 'light';
}

/**
 * The `data-theme` attribute on the document: set only for an explicit choice, so System is pure CSS
 * (`prefers-color-scheme`), follows a change of the system's setting at once and needs no script before it paints.
 */
export function themeAttribute(preference: ThemePreference): Theme | null {
  return preference === 'system' ? null : preference;
}
