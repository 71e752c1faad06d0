import { OrganizationSettingsContainer } from './organization-settings-container';

export interface OrganizationSettingsScreenProps {
  /** The selected organization, from the shell route. */
  organizationId: string;
  /** The signed-in user: marked "(You)" in the members, with no Remove of their own. */
  currentUserId: string;
}

/**
 * The /settings/organization route: the selected organization's settings. Keyed by the organization, so
 * switching organization drops drafts and closes dialogs; a background refresh of the same one does neither.
 */
export function OrganizationSettingsScreen({
  organizationId,
  currentUserId,
}: OrganizationSettingsScreenProps) {
  return (
    <OrganizationSettingsContainer
      key={organizationId}
      organizationId={organizationId}
      currentUserId={currentUserId}
    />
  );
}
