import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { CHECK_ON_SUBMIT, textFieldProps } from '../../lib/forms/check-on-submit';
import { OnboardingLayout } from './onboarding-layout';
import { type OnboardingUserInfoValues, onboardingUserInfoSchema } from '../../lib/forms/schemas';

export interface UserInfoFormProps {
  webview: boolean;
  /** Names the user already has (from an earlier attempt or the profile). */
  initialFirstName?: string;
  initialLastName?: string;
  submitting?: boolean;
  /** Called with trimmed, valid values. */
  onSubmit: (values: OnboardingUserInfoValues) => void;
}

/** spec §2 /onboarding/user-info "Organization Setup": the name and the organization's name, then checkout. */
export function UserInfoForm({
  webview,
  initialFirstName = '',
  initialLastName = '',
  submitting = false,
  onSubmit,
}: UserInfoFormProps) {
  const form = useForm({
    ...CHECK_ON_SUBMIT,
    // spec §5: Continue stays disabled while a field is empty, so submitting cannot show the "… is required"
    // messages: each shows as soon as its field is left (blurred) empty, and goes when it is typed in.
    mode: 'onTouched',
    resolver: zodResolver(onboardingUserInfoSchema),
    defaultValues: { firstName: initialFirstName, lastName: initialLastName, organizationName: '' },
  });
  const [firstName, lastName, organizationName] = form.watch(['firstName', 'lastName', 'organizationName']);
  // spec §5: Continue stays disabled until all three are filled.
  const filled = firstName !== '' && lastName !== '' && organizationName !== '';
  const submit = form.handleSubmit((values) => {
    if (!submitting) onSubmit(values);
  });

  return (
    <OnboardingLayout webview={webview}>
      <div className="mx-auto w-full max-w-md rounded-xl border border-line bg-surface-raised p-6 shadow-raised sm:p-8">
        <form onSubmit={submit} noValidate aria-labelledby="user-info-title">
          <h1 id="user-info-title" className="text-xl font-semibold text-fg">
            Organization Setup
          </h1>
          <p className="mt-2 text-sm text-fg-muted">
            Tell us who you are and name your organization. Next, you pay for your plan.
          </p>
          <div className="mt-6 space-y-4">
            <TextField label="First Name" autoComplete="given-name" {...textFieldProps(form, 'firstName')} />
            <TextField label="Last Name" autoComplete="family-name" {...textFieldProps(form, 'lastName')} />
            <TextField
              label="Organization Name"
              autoComplete="organization"
              {...textFieldProps(form, 'organizationName')}
            />
          </div>
          <Button type="submit" className="mt-6 w-full" disabled={!filled} busy={submitting}>
            Continue
          </Button>
        </form>
      </div>
    </OnboardingLayout>
  );
}
