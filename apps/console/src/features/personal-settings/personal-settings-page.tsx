import type { Theme, ThemePreference, WriteFailureField } from '@pod-console/hooks/domain';
import { TextField } from '../../components/ui/text-field';
import { AppearanceSection } from './appearance-section';
import { DeleteAccountSection } from './delete-account-section';
import { PersonalNameForm } from './personal-name-form';
import type { PersonalNameValues } from '../../lib/forms/schemas';

export interface PersonalSettingsPageProps {
  userId: string;
  /** spec §2: the subheader is the user's display name (the domain's getDisplayName). */
  displayName: string;
  email: string;
  firstName: string;
  lastName: string;
  saving?: boolean;
  onSave: (values: PersonalNameValues) => Promise<unknown>;
  /** The API's messages for the names after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<keyof PersonalNameValues>[];
  /** Opens "Delete account" (docs/decisions/0038-export-and-account-deletion.md). */
  onDeleteAccount: () => void;
  /** The theme chosen on this browser and the one shown (docs/decisions/0039-design-tokens-and-themes.md). */
  themePreference: ThemePreference;
  theme: Theme;
  onThemePreferenceChange: (preference: ThemePreference) => void;
}

/**
 * spec §2 Personal Settings: the display name as subheader, the name form, the account's address, the theme, and
 * deleting the account (docs/decisions/0038-export-and-account-deletion.md).
 */
export function PersonalSettingsPage({
  userId,
  displayName,
  email,
  firstName,
  lastName,
  saving = false,
  onSave,
  fieldErrors,
  onDeleteAccount,
  themePreference,
  theme,
  onThemePreferenceChange,
}: PersonalSettingsPageProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-fg">Personal Settings</h1>
        <p className="mt-1 text-base text-fg-muted" data-testid="personal-subheader">
          {displayName}
        </p>
      </div>
      <PersonalNameForm
        key={userId}
        firstName={firstName}
        lastName={lastName}
        saving={saving}
        onSave={onSave}
        fieldErrors={fieldErrors}
      />
      <section
        aria-labelledby="personal-account-title"
        className="rounded-lg border border-line bg-surface-raised p-4 shadow-raised sm:p-6"
      >
        <h2 id="personal-account-title" className="text-lg font-semibold text-fg">
          Account
        </h2>
        <TextField className="mt-4 max-w-md" label="Email" type="email" value={email} readOnly />
      </section>
      <AppearanceSection preference={themePreference} theme={theme} onChange={onThemePreferenceChange} />
      <DeleteAccountSection onDeleteAccount={onDeleteAccount} />
    </div>
  );
}
