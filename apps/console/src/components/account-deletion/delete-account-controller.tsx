import {
  describeWriteFailure,
  MESSAGES,
  supportAtHostText,
  useAccountDeletion,
  useAuthSession,
  useDeleteAccount,
} from '@pod-console/hooks';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { endDeletedAccountSession } from '../../lib/end-deleted-account-session';
import { ACCOUNT_DELETED_PATH } from '../../lib/public-paths';
import { supportHost } from '../../lib/support-host';
import { toastWriteFailure } from '../../lib/write-failure';
import { DeleteAccountDialog } from './delete-account-dialog';

export interface DeleteAccountControllerProps {
  /** The signed-in person's address, which they type to confirm. */
  email: string;
  /** The organization the console shows now, if any: a block to deleting the account links to its pages. */
  selectedOrganizationId?: string | null;
  /** What opens the dialog: Personal Settings' section, or the link under Organization Setup. */
  children: (openDialog: () => void) => ReactNode;
}

/**
 * Deleting one's own account (docs/decisions/0038-export-and-account-deletion.md), wherever a signed-in person can
 * ask for it: with organizations from Personal Settings, without one from Organization Setup. What it would do is
 * read at each opening; once deleted, the console leaves for the public page and the session ends.
 */
export function DeleteAccountController({
  email,
  selectedOrganizationId = null,
  children,
}: DeleteAccountControllerProps) {
  const session = useAuthSession();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  // Each opening starts with nothing typed (the dialog keeps what was typed while it is open).
  const [openings, setOpenings] = useState(0);

  // Read at each opening, so what the dialog says is true then: no cached answer shows meanwhile, and nothing reads
  // it again while the person types (a new answer would replace the form).
  const deletion = useAccountDeletion({
    enabled: open,
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
  const failure = deleteAccount.error ? describeWriteFailure(deleteAccount.error) : null;

  return (
    <>
      {children(() => {
        deleteAccount.reset();
        setOpenings((count) => count + 1);
        setOpen(true);
      })}
      <DeleteAccountDialog
        key={openings}
        open={open}
        onClose={() => setOpen(false)}
        email={email}
        status={deletion.isFetching ? 'loading' : deletion.isError ? 'error' : 'ready'}
        onRetry={() => void deletion.refetch()}
        deletion={deletion.data ?? null}
        selectedOrganizationId={selectedOrganizationId}
        deleting={deleteAccount.isPending}
        refusal={failure?.kind === 'conflict' ? (failure.description ?? null) : null}
        confirmationError={failure?.kind === 'invalid' ? (failure.description ?? null) : null}
        onConfirm={(typed) => deleteAccount.mutate({ email: typed })}
      />
    </>
  );
}
