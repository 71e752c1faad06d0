import { BUTTON_SPINNER_SIZE, personalNameSchema, type PersonalNameValues } from '@pod-console/hooks/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors';

export interface NameGateProps {
  email: string;
  /** What the user already has, if anything (a first name without a last name, say). */
  initialFirstName?: string;
  initialLastName?: string;
  submitting?: boolean;
  /** Called with trimmed, valid values. The form keeps what was typed whatever the outcome. */
  onSubmit: (values: PersonalNameValues) => void;
}

/** spec §2 "Required Information": shown while the first or last name is missing. */
export function NameGate({
  email,
  initialFirstName = '',
  initialLastName = '',
  submitting = false,
  onSubmit,
}: NameGateProps) {
  const [firstName, setFirstName] = useState(initialFirstName);
  const [lastName, setLastName] = useState(initialLastName);
  const [errors, setErrors] = useState<FieldErrors<keyof PersonalNameValues>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const result = personalNameSchema.safeParse({ firstName, lastName });
    setErrors(fieldErrorsOf(result));
    if (result.success) onSubmit(result.data);
  };

  return (
    <CenteredPage>
      <form onSubmit={submit} noValidate aria-labelledby="name-gate-title">
        <h1 id="name-gate-title" className="text-xl font-semibold text-gray-900">
          Required Information
        </h1>
        <p className="mt-2 text-sm text-gray-700">
          We need your name to enforce the terms of service. Please tell us who you are to continue.
        </p>
        <div className="mt-6 space-y-4">
          <TextField label="Email" type="email" value={email} readOnly />
          <TextField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            error={errors.firstName}
            onChange={(event) => {
              setFirstName(event.target.value);
              setErrors(({ firstName: _cleared, ...rest }) => rest);
            }}
          />
          <TextField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            error={errors.lastName}
            onChange={(event) => {
              setLastName(event.target.value);
              setErrors(({ lastName: _cleared, ...rest }) => rest);
            }}
          />
        </div>
        <Button
          type="submit"
          className="mt-6 w-full"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? <Spinner size={BUTTON_SPINNER_SIZE} /> : null}
          Continue
        </Button>
      </form>
    </CenteredPage>
  );
}
