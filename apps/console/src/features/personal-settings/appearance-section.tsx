import { THEME_PREFERENCES, type Theme, type ThemePreference } from '@pod-console/hooks/domain';
import { useId } from 'react';

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

export interface AppearanceSectionProps {
  preference: ThemePreference;
  /** The theme shown now: for System, the device's. */
  theme: Theme;
  onChange: (preference: ThemePreference) => void;
}

/**
 * The console's theme on this browser (docs/decisions/0039-design-tokens-and-themes.md): Light, Dark, or System,
 * which follows the device. Saved at once, with no Save button: the page itself shows the change.
 */
export function AppearanceSection({ preference, theme, onChange }: AppearanceSectionProps) {
  const id = useId();
  const descriptions: Record<ThemePreference, string> = {
    light: 'Dark text on light backgrounds.',
    dark: 'Light text on dark backgrounds.',
    system: `Follows this device's setting (now ${LABELS[theme]}).`,
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-line bg-surface-raised p-4 shadow-raised sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-fg">
        Appearance
      </h2>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-fg">Theme</legend>
        <p className="text-sm text-fg-muted">Kept on this browser, also after you sign out.</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {THEME_PREFERENCES.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
                preference === option
                  ? 'border-accent bg-accent-subtle'
                  : 'border-line-strong hover:bg-surface'
              }`}
            >
              <input
                type="radio"
                name={`${id}-theme`}
                value={option}
                checked={preference === option}
                onChange={() => onChange(option)}
                aria-labelledby={`${id}-${option}-label`}
                aria-describedby={`${id}-${option}`}
                className="mt-0.5 size-4 shrink-0 accent-accent"
              />
              <span>
                <span id={`${id}-${option}-label`} className="block font-medium text-fg">
                  {LABELS[option]}
                </span>
                <span id={`${id}-${option}`} className="block text-fg-muted">
                  {descriptions[option]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
