import {
  getDisplayName,
  MESSAGES,
  supportAtHostText,
  useCurrentUser,
  useUpdateCurrentUser,
} from '@pod-console/hooks';
import { DeleteAccountController } from '../../components/account-deletion/delete-account-controller';
import { supportHost } from '../../lib/support-host';
import { useThemePreference } from '../../lib/use-theme-preference';
import { toast } from '../../lib/toast';
import { PERSONAL_NAME_FIELDS, toastWriteFailure, useWriteFieldErrors } from '../../lib/write-failure';
import { PersonalSettingsPage } from './personal-settings-page';
import type { PersonalNameValues } from '../../lib/forms/schemas';

export interface PersonalSettingsContainerProps {
  /** The organization the console shows now: a block to deleting the account links to its pages. */
  selectedOrganizationId?: string | null;
}

/**
 * The signed-in user's name, saved through the hooks with spec §8's toasts, and deleting the account
 * (docs/decisions/0038-export-and-account-deletion.md).
 */
export function PersonalSettingsContainer({ selectedOrganizationId = null }: PersonalSettingsContainerProps) {
  const user = useCurrentUser().data?.user ?? null;
  const updateUser = useUpdateCurrentUser();
  const { preference, theme, setPreference } = useThemePreference();

  const save = async ({ firstName, lastName }: PersonalNameValues) => {
    try {
      await updateUser.mutateAsync({ userFirstName: firstName, userLastName: lastName });
      toast({ title: MESSAGES.nameUpdated, variant: 'success' });
    } catch (error) {
      // spec §8: "Update Failed" (a title alone: a server failure adds the support text of the other failure
      // toasts); the form keeps what was typed.
      toastWriteFailure(MESSAGES.nameUpdateFailed, error, {
        supportText: supportAtHostText(supportHost()),
        fields: PERSONAL_NAME_FIELDS,
      });
      throw error;
    }
  };
  const fieldErrors = useWriteFieldErrors(updateUser.error, PERSONAL_NAME_FIELDS);

  if (user == null) return null;
  return (
    <DeleteAccountController email={user.email} selectedOrganizationId={selectedOrganizationId}>
      {(openDeletion) => (
        <PersonalSettingsPage
          userId={user.id}
          displayName={getDisplayName(user)}
          email={user.email}
          firstName={user.firstName}
          lastName={user.lastName}
          saving={updateUser.isPending}
          fieldErrors={fieldErrors}
          onSave={save}
          onDeleteAccount={openDeletion}
          themePreference={preference}
          theme={theme}
          onThemePreferenceChange={setPreference}
        />
      )}
    </DeleteAccountController>
  );
}
