import { MESSAGES, useUpdateCurrentUser, type PersonalNameValues } from '@pod-console/hooks';
import type { User } from '@pod-console/sdk';
import { toast } from '../../lib/toast';
import { NameGate } from './name-gate';

/** Saves the name through the hooks (spec §7 PATCH /users/current-user); the refreshed user lifts the gate. */
export function NameGateContainer({ user }: { user: User }) {
  const updateUser = useUpdateCurrentUser({
    // spec §8: "Update Failed"; the form stays mounted, so what was typed stays.
    onError: () => toast({ title: MESSAGES.nameUpdateFailed, variant: 'destructive' }),
  });
  const submit = ({ firstName, lastName }: PersonalNameValues) =>
    updateUser.mutate({ userFirstName: firstName, userLastName: lastName });
  return (
    <NameGate
      email={user.email}
      initialFirstName={user.firstName}
      initialLastName={user.lastName}
      submitting={updateUser.isPending}
      onSubmit={submit}
    />
  );
}
