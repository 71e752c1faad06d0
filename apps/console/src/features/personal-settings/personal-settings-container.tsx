import {
  describeWriteFailure,
  getDisplayName,
  MESSAGES,
  supportAtHostText,
  useAccountDeletion,
  useAuthSession,
  useCurrentUser,
  useDeleteAccount,
  useUpdateCurrentUser,
} from '@pod-console/hooks';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { endDeletedAccountSession } from '../../lib/end-deleted-account-session';
import { ACCOUNT_DELETED_PATH } from '../../lib/public-paths';
import { supportHost } from '../../lib/support-host';
import { toast } from '../../lib/toast';
import { PERSONAL_NAME_FIELDS, toastWriteFailure, useWriteFieldErrors } from '../../lib/write-failure';
import { DeleteAccountDialog } from './delete-account-dialog';
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
  const session = useAuthSession();
  const [, navigate] = useLocation();
  const [deleteOpen, setDeleteOpen] = useState(false);
  // Each opening starts with nothing typed (the dialog keeps what was typed while it is open).
  const [deleteOpenings, setDeleteOpenings] = useState(0);

  // Read at each opening, so what the dialog says is true then: no cached answer shows meanwhile, and nothing reads
  // it again while the person types (a new answer would replace the form).
  const deletion = useAccountDeletion({
    enabled: deleteOpen,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const deleteAccount = useDeleteAccount({
    onSuccess: () => {
      // The public page first, so that the session ending starts no sign-in; then the session ends in this tab.
      navigate(ACCOUNT_DELETED_PATH, { replace: true });
      void endDeletedAccountSession(session);
    },
    onError: (error) => {
      // A refusal (409) and a mismatched address (400) are said in the dialog, beside what was typed.
      const { kind } = describeWriteFailure(error);
      if (kind === 'conflict' || kind === 'invalid') return;
      toastWriteFailure(MESSAGES.accountDeleteFailed, error, {
        supportText: supportAtHostText(supportHost()),
      });
    },
  });
  const deleteFailure = deleteAccount.error ? describeWriteFailure(deleteAccount.error) : null;

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
    <>
      <PersonalSettingsPage
        userId={user.id}
        displayName={getDisplayName(user)}
        email={user.email}
        firstName={user.firstName}
        lastName={user.lastName}
        saving={updateUser.isPending}
        fieldErrors={fieldErrors}
        onSave={save}
        onDeleteAccount={() => {
          deleteAccount.reset();
          setDeleteOpenings((openings) => openings + 1);
          setDeleteOpen(true);
        }}
      />
      <DeleteAccountDialog
        key={deleteOpenings}
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        email={user.email}
        status={deletion.isFetching ? 'loading' : deletion.isError ? 'error' : 'ready'}
        onRetry={() => void deletion.refetch()}
        deletion={deletion.data ?? null}
        selectedOrganizationId={selectedOrganizationId}
        deleting={deleteAccount.isPending}
        refusal={deleteFailure?.kind === 'conflict' ? (deleteFailure.description ?? null) : null}
        confirmationError={deleteFailure?.kind === 'invalid' ? (deleteFailure.description ?? null) : null}
        onConfirm={(email) => deleteAccount.mutate({ email })}
      />
    </>
  );
}
