import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_MEMBER_ROLE,
  SERVICE_ACCOUNT_MESSAGES,
  SERVICE_ACCOUNT_ROLES,
  serviceAccountEnvironment,
  type AssignableRole,
  type WriteFailureField,
} from '@pod-console/hooks/domain';
import type { CreatedServiceAccount } from '@pod-console/sdk';
import { useController, useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { ShownOnceDialog } from '../../components/ui/shown-once-dialog';
import { TextField } from '../../components/ui/text-field';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import {
  serviceAccountSchema,
  type ServiceAccountInput,
  type ServiceAccountValues,
} from '../../lib/forms/schemas';
import { CopyField } from './copy-field';
import { RoleRadioGroup } from './role-radio-group';

export type CreateServiceAccountValues = ServiceAccountValues;

/** Where the `pod-console` command line gets its tokens and calls the API: the console's own configuration. */
export interface ServiceAccountEndpoints {
  apiUrl: string;
  tokenUrl: string;
  audience: string;
}

export interface CreateServiceAccountDialogProps {
  open: boolean;
  onClose: () => void;
  creating?: boolean;
  /** Called with the trimmed name and the role. On failure the dialog stays with what was typed. */
  onCreate: (values: CreateServiceAccountValues) => void;
  /**
   * The account just created, with its client secret: the dialog then shows the secret, this once. Held by the
   * caller in component state only, and dropped when the dialog closes.
   */
  created?: CreatedServiceAccount | null;
  endpoints: ServiceAccountEndpoints;
  /** The API's message for the name after a refused create (400). */
  fieldErrors?: readonly WriteFailureField<'name'>[];
  /** Stories open the dialog with a name already typed and a role chosen. */
  defaultName?: string;
  defaultRole?: AssignableRole;
}

function CreateForm({
  onClose,
  creating,
  onCreate,
  fieldErrors,
  defaultName = '',
  defaultRole = DEFAULT_MEMBER_ROLE,
}: Pick<
  CreateServiceAccountDialogProps,
  'onClose' | 'creating' | 'onCreate' | 'fieldErrors' | 'defaultName' | 'defaultRole'
>) {
  const form = useForm<ServiceAccountInput, unknown, ServiceAccountValues>({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(serviceAccountSchema),
    defaultValues: { name: defaultName, role: defaultRole },
  });
  const role = useController({ control: form.control, name: 'role' });
  useServerFieldErrors(form.setError, fieldErrors);
  const submit = form.handleSubmit((values) => {
    if (!creating) onCreate(values);
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Name"
        autoComplete="off"
        spellCheck={false}
        readOnly={creating}
        data-autofocus
        {...textFieldProps(form, 'name')}
      />
      <RoleRadioGroup
        legend="Role"
        roles={SERVICE_ACCOUNT_ROLES}
        value={role.field.value}
        onChange={role.field.onChange}
        disabled={creating}
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

/** What the command line needs, shown this once: the client id, the secret and the environment to paste. */
function CreatedSecret({
  created,
  endpoints,
}: {
  created: CreatedServiceAccount;
  endpoints: ServiceAccountEndpoints;
}) {
  const { clientId } = created.serviceAccount;
  const environment = serviceAccountEnvironment({
    ...endpoints,
    clientId,
    clientSecret: created.clientSecret,
  });
  return (
    <>
      <CopyField label="Client ID" value={clientId} />
      <CopyField label="Client secret" value={created.clientSecret} />
      <CopyField label="Environment for the pod-console command line" value={environment} rows={5} />
    </>
  );
}

/**
 * "Create service account" (docs/decisions/0028-service-accounts.md): a name and the role its tokens act with; once
 * created, the same dialog shows the client id and the client secret, this once, with the shell environment the
 * command line reads. What was typed lives as long as the dialog is open, so a failed create keeps it for a retry.
 */
export function CreateServiceAccountDialog({
  open,
  onClose,
  creating = false,
  onCreate,
  created = null,
  endpoints,
  fieldErrors,
  defaultName,
  defaultRole,
}: CreateServiceAccountDialogProps) {
  return (
    <ShownOnceDialog
      open={open}
      onClose={onClose}
      busy={creating}
      title="Create service account"
      description="Give the tool a name you will recognise and the role its requests act with in this organization."
      shown={
        created
          ? {
              title: `${created.serviceAccount.name} created`,
              warning: SERVICE_ACCOUNT_MESSAGES.secretOnce,
              children: <CreatedSecret created={created} endpoints={endpoints} />,
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
        defaultRole={defaultRole}
      />
    </ShownOnceDialog>
  );
}
