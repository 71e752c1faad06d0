import { zodResolver } from '@hookform/resolvers/zod';
import { type WriteFailureField } from '@pod-console/hooks/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';
import { TextField } from '../../components/ui/text-field';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { useServerFieldErrors } from '../../lib/forms/use-server-field-errors';
import { type PersonalNameValues, personalNameSchema } from '../../lib/forms/schemas';

export interface NameGateProps {
  email: string;
  /** What the user already has, if anything (a first name without a last name, say). */
  initialFirstName?: string;
  initialLastName?: string;
  submitting?: boolean;
  /** Called with trimmed, valid values. The form keeps what was typed whatever the outcome. */
  onSubmit: (values: PersonalNameValues) => void;
  /** The API's messages for the names after a refused save (400). */
  fieldErrors?: readonly WriteFailureField<keyof PersonalNameValues>[];
}

/** spec §2 "Required Information": shown while the first or last name is missing. */
export function NameGate({
  email,
  initialFirstName = '',
  initialLastName = '',
  submitting = false,
  onSubmit,
  fieldErrors,
}: NameGateProps) {
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    resolver: zodResolver(personalNameSchema),
    defaultValues: { firstName: initialFirstName, lastName: initialLastName },
  });
  useServerFieldErrors(form.setError, fieldErrors);
  const submit = form.handleSubmit((values) => {
    if (!submitting) onSubmit(values);
  });

  return (
    <CenteredPage>
      <form onSubmit={submit} noValidate aria-labelledby="name-gate-title">
        <h1 id="name-gate-title" className="text-xl font-semibold text-fg">
          Required Information
        </h1>
        <p className="mt-2 text-sm text-fg-muted">
          We need your name to enforce the terms of service. Please tell us who you are to continue.
        </p>
        <div className="mt-6 space-y-4">
          <TextField label="Email" type="email" value={email} readOnly />
          <TextField label="First Name" autoComplete="given-name" {...textFieldProps(form, 'firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...textFieldProps(form, 'lastName')} />
        </div>
        <Button type="submit" className="mt-6 w-full" busy={submitting}>
          Continue
        </Button>
      </form>
    </CenteredPage>
  );
}
