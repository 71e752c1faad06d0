import { zodResolver } from '@hookform/resolvers/zod';
import { type WriteFailureField } from '@pod-console/hooks/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';
import { TextField } from '../../components/ui/text-field';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import { type OrganizationCreationValues, organizationCreationSchema } from '../../lib/forms/schemas';

export interface OrganizationFormProps {
  submitting?: boolean;
  /** Called with the trimmed, valid name. */
  onSubmit: (values: OrganizationCreationValues) => void;
  /** Shown when the user came from the invitations screen. */
  onBackToInvitations?: () => void;
  /** The API's message for the name after a refused creation (400). */
  fieldErrors?: readonly WriteFailureField<'organizationName'>[];
  /**
   * Opens the deletion of the person's account: someone without an organization cannot reach Personal Settings
   * (docs/decisions/0038-export-and-account-deletion.md).
   */
  onDeleteAccount?: () => void;
}

/** spec §2 organization setup, creation form "Organization Information". */
export function OrganizationForm({
  submitting = false,
  onSubmit,
  onBackToInvitations,
  fieldErrors,
  onDeleteAccount,
}: OrganizationFormProps) {
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(organizationCreationSchema),
    defaultValues: { organizationName: '' },
  });
  useServerFieldErrors(form.setError, fieldErrors);
  const submit = form.handleSubmit((values) => {
    if (!submitting) onSubmit(values);
  });

  return (
    <CenteredPage>
      <form onSubmit={submit} noValidate aria-labelledby="organization-form-title">
        <h1 id="organization-form-title" className="text-xl font-semibold text-fg">
          Organization Information
        </h1>
        <p className="mt-2 text-sm text-fg-muted">
          The name of your organization is visible to all license holders and organization members. Licenses
          are assigned and managed inside the organization.
        </p>
        <TextField
          className="mt-6"
          label="Name"
          placeholder="Organization name"
          autoComplete="organization"
          {...textFieldProps(form, 'organizationName')}
        />
        <Button type="submit" className="mt-6 w-full" busy={submitting}>
          Continue
        </Button>
        {onBackToInvitations ? (
          <p className="mt-4 text-center text-sm">
            <button
              type="button"
              onClick={onBackToInvitations}
              className="font-semibold text-accent-fg underline hover:text-accent-fg-hover focus-visible:outline-2 focus-visible:outline-focus"
            >
              Back to invitations
            </button>
          </p>
        ) : null}
      </form>
      {onDeleteAccount ? (
        <p className="mt-8 border-t border-line pt-4 text-center text-sm text-fg-muted">
          Not staying?{' '}
          <button
            type="button"
            onClick={onDeleteAccount}
            className="font-semibold text-danger-fg underline hover:text-danger-fg focus-visible:outline-2 focus-visible:outline-focus"
          >
            Delete your account
          </button>
        </p>
      ) : null}
    </CenteredPage>
  );
}
