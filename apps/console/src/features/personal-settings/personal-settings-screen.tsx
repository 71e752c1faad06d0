import { PersonalSettingsContainer } from './personal-settings-container';

export interface PersonalSettingsScreenProps {
  /** The selected organization, from the shell route: deleting the account links to its pages. */
  organizationId: string;
}

/** The /settings/personal route: the signed-in user's own settings, the same whichever organization is selected. */
export function PersonalSettingsScreen({ organizationId }: PersonalSettingsScreenProps) {
  return <PersonalSettingsContainer selectedOrganizationId={organizationId} />;
}
