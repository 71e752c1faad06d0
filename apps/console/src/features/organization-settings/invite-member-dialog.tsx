import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MEMBER_ROLE, type AssignableRole, type WriteFailureField } from '@pod-console/hooks/domain';
import type { InvitationResult } from '@pod-console/sdk';
import { useController, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/text-area-field';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import {
  type InviteMembersInput,
  type InviteMembersValues,
  inviteMembersSchema,
} from '../../lib/forms/schemas';
import { InvitationResults } from './invitation-results';
import { RoleRadioGroup } from './role-radio-group';

export interface InviteMemberDialogProps {
  open: boolean;
  onClose: () => void;
  sending?: boolean;
  /** Called with the distinct valid addresses and the role. On failure the dialog stays with what was typed. */
  onInvite: (values: InviteMembersValues) => void;
  /** What became of each address once sent; the dialog then shows them instead of the form. */
  results?: readonly InvitationResult[] | null;
  /** Stories open the dialog with text already typed and a role chosen. */
  defaultEmails?: string;
  defaultRole?: AssignableRole;
  /** The API's message for the addresses after a refused invitation (400). */
  fieldErrors?: readonly WriteFailureField<'emails'>[];
}

function InviteForm({
  onClose,
  sending,
  onInvite,
  defaultEmails = '',
  defaultRole = DEFAULT_MEMBER_ROLE,
  fieldErrors,
}: Omit<InviteMemberDialogProps, 'open' | 'results'>) {
  // spec §5: "Email is required"; "Invalid email format" naming the addresses (the domain's parseInviteAddresses,
  // through its schema); the message clears on typing.
  const form = useForm<InviteMembersInput, unknown, InviteMembersValues>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(inviteMembersSchema),
    defaultValues: { emails: defaultEmails, role: defaultRole },
  });
  const role = useController({ control: form.control, name: 'role' });
  useServerFieldErrors(form.setError, fieldErrors);
  const submit = form.handleSubmit((values) => {
    if (!sending) onInvite(values);
  });
  return (
    <form id="invite-member-form" onSubmit={submit} noValidate className="space-y-5">
      <TextAreaField
        label="Email addresses"
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        {...textFieldProps(form, 'emails')}
      />
      <RoleRadioGroup
        legend="Role"
        value={role.field.value}
        onChange={role.field.onChange}
        disabled={sending}
      />
      <div className="flex justify-end gap-3">
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

/**
 * spec §2 "Invite to Organization": one or several addresses and the role they get; once sent, what became of
 * each address. What was typed lives as long as the dialog is open, so a failed send keeps it for a retry.
 */
export function InviteMemberDialog({
  open,
  onClose,
  sending = false,
  onInvite,
  results = null,
  defaultEmails,
  defaultRole,
  fieldErrors,
}: InviteMemberDialogProps) {
  return (
    <Modal
      open={open}
      onClose={sending ? () => undefined : onClose}
      title="Invite to Organization"
      description={
        results
          ? undefined
          : 'Enter the e-mail addresses of the people you want to invite, separated by commas, spaces or new lines. They can accept the invitation after signing in.'
      }
    >
      {results ? (
        <InvitationResults results={results} onDone={onClose} />
      ) : (
        <InviteForm
          onClose={onClose}
          sending={sending}
          onInvite={onInvite}
          defaultEmails={defaultEmails}
          defaultRole={defaultRole}
          fieldErrors={fieldErrors}
        />
      )}
    </Modal>
  );
}
