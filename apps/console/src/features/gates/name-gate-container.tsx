import { MESSAGES, supportAtHostText, useUpdateCurrentUser } from '@pod-console/hooks';
import type { User } from '@pod-console/sdk';
import { supportHost } from '../../lib/support-host';
import { PERSONAL_NAME_FIELDS, toastWriteFailure, useWriteFieldErrors } from '../../lib/write-failure';
import { NameGate } from './name-gate';
import type { PersonalNameValues } from '../../lib/forms/schemas';

/** Saves the name through the hooks (spec §7 PATCH /users/current-user); the refreshed user lifts the gate. */
export function NameGateContainer({ user }: { user: User }) {
  const updateUser = useUpdateCurrentUser({
    // spec §8: "Update Failed", with the line for what failed; the form stays mounted, so what was typed stays.
    onError: (error) =>
      toastWriteFailure(MESSAGES.nameUpdateFailed, error, {
        supportText: supportAtHostText(supportHost()),
        fields: PERSONAL_NAME_FIELDS,
      }),
  });
  const fieldErrors = useWriteFieldErrors(updateUser.error, PERSONAL_NAME_FIELDS);
  const submit = ({ firstName, lastName }: PersonalNameValues) =>
    updateUser.mutate({ userFirstName: firstName, userLastName: lastName });
  return (
    <NameGate
      email={user.email}
      initialFirstName={user.firstName}
      initialLastName={user.lastName}
      submitting={updateUser.isPending}
      fieldErrors={fieldErrors}
      onSubmit={submit}
    />
  );
}
