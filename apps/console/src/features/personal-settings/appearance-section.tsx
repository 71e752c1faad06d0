import { THEME_PREFERENCES, type Theme, type ThemePreference } from '@pod-console/hooks/domain';
import { Card } from '../../components/ui/card';
import { RadioGroup } from '../../components/ui/radio-group';

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
  const descriptions: Record<ThemePreference, string> = {
    light: 'Dark text on light backgrounds.',
    dark: 'Light text on dark backgrounds.',
    system: `Follows this device's setting (now ${LABELS[theme]}).`,
  };
  return (
    <Card title="Appearance">
      <RadioGroup
        legend="Theme"
        hint="Kept on this browser, also after you sign out."
        layout="row"
        className="mt-4"
        value={preference}
        onChange={onChange}
        options={THEME_PREFERENCES.map((option) => ({
          value: option,
          label: LABELS[option],
          description: descriptions[option],
        }))}
      />
    </Card>
  );
}
