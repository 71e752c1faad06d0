import { resolveTheme, THEME_STORAGE_KEY, type Theme, type ThemePreference } from '@pod-console/hooks/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { applyStoredThemePreference, readThemePreference, storeThemePreference } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const system = window.matchMedia(DARK_QUERY);
  system.addEventListener('change', onChange);
  // Another tab changed the choice: show it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyStoredThemePreference();
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    system.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/** The person's theme choice, the theme it shows now, and a setter that remembers and applies a new choice. */
export function useThemePreference(): {
  preference: ThemePreference;
  theme: Theme;
  setPreference: (preference: ThemePreference) => void;
} {
  const preference = useSyncExternalStore(subscribe, readThemePreference, () => 'system' as const);
  const dark = useSyncExternalStore(subscribe, systemPrefersDark, () => false);
  const setPreference = useCallback((next: ThemePreference) => {
    storeThemePreference(next);
    for (const listener of listeners) listener();
  }, []);
  return { preference, theme: resolveTheme(preference, dark), setPreference };
}
