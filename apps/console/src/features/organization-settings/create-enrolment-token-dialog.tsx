import { zodResolver } from '@hookform/resolvers/zod';
import type { WriteFailureField } from '@pod-console/hooks/domain';
import type { CreatedEnrolmentToken } from '@pod-console/sdk';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { ShownOnceDialog } from '../../components/ui/shown-once-dialog';
import { TextField } from '../../components/ui/text-field';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import {
  enrolmentTokenSchema,
  type EnrolmentTokenInput,
  type EnrolmentTokenValues,
} from '../../lib/forms/schemas';
import { CopyField } from './copy-field';
import { ManagedAppConfig } from './managed-app-config';

export type CreateEnrolmentTokenValues = EnrolmentTokenValues;

export interface CreateEnrolmentTokenDialogProps {
  open: boolean;
  onClose: () => void;
  creating?: boolean;
  /** Called with the trimmed name and the limits (null: none). On failure the dialog keeps what was typed. */
  onCreate: (values: CreateEnrolmentTokenValues) => void;
  /** The token just created: the dialog then shows it and its configuration, this once. Held in component state only. */
  created?: CreatedEnrolmentToken | null;
  apiUrl: string;
  organizationId: string;
  /** The API's messages after a refused create (400). */
  fieldErrors?: readonly WriteFailureField<'name' | 'maxUses' | 'lifetimeDays'>[];
  /** Stories open the dialog with a name already typed. */
  defaultName?: string;
}

function CreateForm({
  onClose,
  creating,
  onCreate,
  fieldErrors,
  defaultName = '',
}: Pick<
  CreateEnrolmentTokenDialogProps,
  'onClose' | 'creating' | 'onCreate' | 'fieldErrors' | 'defaultName'
>) {
  const form = useForm<EnrolmentTokenInput, unknown, EnrolmentTokenValues>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(enrolmentTokenSchema),
    defaultValues: { name: defaultName, maxUses: '', lifetimeDays: '' },
  });
  useServerFieldErrors(form.setError, fieldErrors);
  const submit = form.handleSubmit((values) => {
    if (!creating) onCreate(values);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Name"
        autoComplete="off"
        readOnly={creating}
        data-autofocus
        {...textFieldProps(form, 'name')}
      />
      <TextField
        label="Most devices it may enrol (optional)"
        inputMode="numeric"
        autoComplete="off"
        readOnly={creating}
        {...textFieldProps(form, 'maxUses')}
      />
      <TextField
        label="Days it enrols for (optional)"
        inputMode="numeric"
        autoComplete="off"
        readOnly={creating}
        {...textFieldProps(form, 'lifetimeDays')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={creating}>
          Cancel
        </Button>
        <Button type="submit" busy={creating}>
          Create
        </Button>
      </div>
    </form>
  );
}

/**
 * "Create enrolment token" (docs/decisions/0041-zero-touch-enrolment.md): a name and optional limits; once created, the
 * same dialog shows the token and the managed app configuration that carries it, this once.
 */
export function CreateEnrolmentTokenDialog({
  open,
  onClose,
  creating = false,
  onCreate,
  created = null,
  apiUrl,
  organizationId,
  fieldErrors,
  defaultName,
}: CreateEnrolmentTokenDialogProps) {
  return (
    <ShownOnceDialog
      open={open}
      onClose={onClose}
      busy={creating}
      title="Create enrolment token"
      description="Name the fleet it is for. Leave a limit empty for none; you can revoke it at any time."
      shown={
        created
          ? {
              title: `${created.enrolmentToken.name} created`,
              warning: 'Copy the configuration now: the token is not shown again.',
              children: (
                <>
                  <CopyField label="Enrolment token" value={created.token} />
                  <ManagedAppConfig apiUrl={apiUrl} organizationId={organizationId} token={created.token} />
                </>
              ),
            }
          : null
      }
    >
      <CreateForm
        onClose={onClose}
        creating={creating}
        onCreate={onCreate}
        fieldErrors={fieldErrors}
        defaultName={defaultName}
      />
    </ShownOnceDialog>
  );
}
