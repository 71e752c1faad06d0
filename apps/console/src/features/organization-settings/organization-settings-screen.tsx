import { useCurrentUser } from '@pod-console/hooks';
import { OrganizationSettingsContainer } from './organization-settings-container';

/**
 * The /settings/organization route: the selected organization's settings. Keyed by the organization, so
 * switching organization drops drafts and closes dialogs; a background refresh of the same one does neither.
 */
export function OrganizationSettingsScreen() {
  const current = useCurrentUser().data;
  const selected = current?.selectedOrganization ?? null;
  if (current == null || selected == null) return null;
  return (
    <OrganizationSettingsContainer
      key={selected.id}
      organizationId={selected.id}
      currentUserId={current.user.id}
    />
  );
}
