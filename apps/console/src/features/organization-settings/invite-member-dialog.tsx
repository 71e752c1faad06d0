import { zodResolver } from '@hookform/resolvers/zod';
import { type WriteFailureField } from '@pod-console/hooks/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextField } from '../../components/ui/text-field';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import { type InviteEmailValues, inviteEmailSchema } from '../../lib/forms/schemas';

export interface InviteMemberDialogProps {
  open: boolean;
  onClose: () => void;
  sending?: boolean;
  /** Called with the trimmed, valid e-mail. On failure the dialog stays open with what was typed. */
  onInvite: (values: InviteEmailValues) => void;
  /** Stories open the dialog with text already typed. */
  defaultEmail?: string;
  /** The API's message for the e-mail after a refused invitation (400). */
  fieldErrors?: readonly WriteFailureField<'email'>[];
}

function InviteForm({
  onClose,
  sending,
  onInvite,
  defaultEmail = '',
  fieldErrors,
}: Omit<InviteMemberDialogProps, 'open'>) {
  // spec §5: "Email is required"; "Invalid email format" (the domain's schema); the error clears on typing.
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(inviteEmailSchema),
    defaultValues: { email: defaultEmail },
  });
  useServerFieldErrors(form.setError, fieldErrors);
  const submit = form.handleSubmit((values) => {
    if (!sending) onInvite(values);
  });
  return (
    <form id="invite-member-form" onSubmit={submit} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        data-autofocus
        {...textFieldProps(form, 'email')}
      />
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" busy={sending}>
          Send Invitation
        </Button>
      </div>
    </form>
  );
}

/** spec §2 "Invite to Organization": asks for an e-mail. The typed text lives as long as the dialog is open. */
export function InviteMemberDialog({
  open,
  onClose,
  sending = false,
  onInvite,
  defaultEmail,
  fieldErrors,
}: InviteMemberDialogProps) {
  return (
    <Modal
      open={open}
      onClose={sending ? () => undefined : onClose}
      title="Invite to Organization"
      description="Enter the e-mail address of the person you want to invite. They can accept the invitation after signing in."
    >
      <InviteForm
        onClose={onClose}
        sending={sending}
        onInvite={onInvite}
        defaultEmail={defaultEmail}
        fieldErrors={fieldErrors}
      />
    </Modal>
  );
}
