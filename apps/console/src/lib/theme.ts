// The person's theme for this browser: stored in local storage, shown as `data-theme` on <html>
// (docs/decisions/0039-design-tokens-and-themes.md). No attribute means System: the stylesheet follows
// `prefers-color-scheme` by itself, so only an explicit choice needs this before the first paint.
import {
  parseThemePreference,
  THEME_STORAGE_KEY,
  themeAttribute,
  type ThemePreference,
} from '@pod-console/hooks/domain';

export function readThemePreference(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    // Storage blocked (private modes, policies): the system's theme.
    return 'system';
  }
}

export function applyThemePreference(
  preference: ThemePreference,
  root: HTMLElement = document.documentElement,
) {
  const theme = themeAttribute(preference);
  if (theme) root.dataset.theme = theme;
  else delete root.dataset.theme;
}

/** Remembers the choice (System as no entry) and shows it at once. */
export function storeThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Not remembered, still shown for this page.
  }
  applyThemePreference(preference);
}

/** The stored choice onto the document: run before anything paints (boot/early-start.ts, main.tsx). */
export function applyStoredThemePreference(): void {
  applyThemePreference(readThemePreference());
}
