import { ACCOUNT_DELETION_MESSAGES, accountDeletionConfirmed } from '@pod-console/hooks/domain';
import type { AccountDeletion } from '@pod-console/sdk';
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { LoadFailed } from '../ui/load-failed';
import { Modal } from '../ui/modal';
import { TextField } from '../ui/text-field';
import { AccountDeletionBlocks } from './account-deletion-blocks';
import { AccountDeletionEffects } from './account-deletion-effects';

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** The account's address: typing it confirms. */
  email: string;
  /** What deleting would do, read when the dialog opens: loading, failed (with a retry), or `deletion`. */
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  deletion: AccountDeletion | null;
  /** The organization the console shows now: a block of that one links to where it is resolved. */
  selectedOrganizationId?: string | null;
  deleting?: boolean;
  /** The API's refusal (409: an organization came in the way meanwhile), in its words. */
  refusal?: string | null;
  /** The API's word on the typed address (400), while it is the one sent. */
  confirmationError?: string | null;
  /** Called with the typed address once it is the account's. */
  onConfirm: (typedEmail: string) => void;
  /** Stories open the dialog with an address already typed. */
  defaultTyped?: string;
}

const FORM_ID = 'delete-account-form';

/**
 * "Delete account" (docs/decisions/0038-export-and-account-deletion.md): what it would do, read as the dialog opens;
 * when something is in the way, only what to do first; otherwise what ends and what is deleted, and the account's
 * address typed to confirm. What was typed lives as long as the dialog is open, so a refusal keeps it.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  email,
  status,
  onRetry,
  deletion,
  selectedOrganizationId = null,
  deleting = false,
  refusal = null,
  confirmationError = null,
  onConfirm,
  defaultTyped = '',
}: DeleteAccountDialogProps) {
  const [typed, setTyped] = useState(defaultTyped);
  const [sent, setSent] = useState<string | null>(null);
  const [leftField, setLeftField] = useState(false);
  const confirmed = accountDeletionConfirmed(typed, email);
  const allowed = status === 'ready' && deletion?.allowed === true;
  const blocked = status === 'ready' && deletion != null && !deletion.allowed;
  // The mismatch is said once the person leaves the field, not at every keystroke; the API's word while it is about
  // the address sent.
  const fieldError =
    (sent === typed ? confirmationError : null) ??
    (leftField && typed.trim() !== '' && !confirmed ? ACCOUNT_DELETION_MESSAGES.confirmationMismatch : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setSent(typed);
    onConfirm(typed.trim());
  };

  return (
    <Modal
      open={open}
      onClose={deleting ? () => undefined : onClose}
      title="Delete account"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={deleting}>
            {blocked || status === 'error' ? 'Close' : 'Cancel'}
          </Button>
          {allowed ? (
            <Button type="submit" form={FORM_ID} variant="danger" disabled={!confirmed} busy={deleting}>
              Delete account
            </Button>
          ) : null}
        </>
      }
    >
      {status === 'loading' ? (
        <div role="status" aria-label="Loading what deleting your account would do" className="space-y-3">
          <div className="h-5 w-3/4 animate-pulse rounded bg-line" />
          <div className="h-5 animate-pulse rounded bg-line" />
          <div className="h-10 animate-pulse rounded-md bg-line" />
        </div>
      ) : null}
      {status === 'error' ? (
        <LoadFailed message="What deleting your account would do could not be loaded." onRetry={onRetry} />
      ) : null}
      {blocked ? (
        <AccountDeletionBlocks blocks={deletion.blocks} selectedOrganizationId={selectedOrganizationId} />
      ) : null}
      {allowed ? (
        <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-5">
          <AccountDeletionEffects
            membershipsEnded={deletion.membershipsEnded}
            organizationsDeleted={deletion.organizationsDeleted}
          />
          <TextField
            label="Type your e-mail address to confirm"
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => setLeftField(true)}
            readOnly={deleting}
            error={fieldError}
          />
          {refusal ? (
            <p
              role="alert"
              className="rounded-md border border-danger bg-danger-subtle p-3 text-sm text-danger-fg"
            >
              {refusal}
            </p>
          ) : null}
        </form>
      ) : null}
    </Modal>
  );
}
