import {
  getDisplayName,
  MESSAGES,
  useCurrentUser,
  useUpdateCurrentUser,
  type PersonalNameValues,
} from '@pod-console/hooks';
import { toast } from '../../lib/toast';
import { PersonalSettingsPage } from './personal-settings-page';

/** The signed-in user's name, saved through the hooks with spec §8's toasts. */
export function PersonalSettingsContainer() {
  const user = useCurrentUser().data?.user ?? null;
  const updateUser = useUpdateCurrentUser();

  const save = async ({ firstName, lastName }: PersonalNameValues) => {
    try {
      await updateUser.mutateAsync({ userFirstName: firstName, userLastName: lastName });
      toast({ title: MESSAGES.nameUpdated, variant: 'success' });
    } catch (error) {
      // spec §8: "Update Failed"; the form keeps what was typed.
      toast({ title: MESSAGES.nameUpdateFailed, variant: 'destructive' });
      throw error;
    }
  };

  if (user == null) return null;
  return (
    <PersonalSettingsPage
      userId={user.id}
      displayName={getDisplayName(user)}
      email={user.email}
      firstName={user.firstName}
      lastName={user.lastName}
      saving={updateUser.isPending}
      onSave={save}
    />
  );
}
