import { PersonalSettingsContainer } from './personal-settings-container';

/** The /settings/personal route: the signed-in user's own settings, the same whichever organization is selected. */
export function PersonalSettingsScreen() {
  return <PersonalSettingsContainer />;
}
