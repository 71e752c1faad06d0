import type { User } from '@pod-console/sdk';
import { OrganizationSetupContainer } from './organization-setup-container';

export interface OrganizationSetupScreenProps {
  /** The signed-in user, with their organizations and pending invitations. */
  user: User;
}

/** The /organization route, outside the shell: the way into a first organization (spec §2). */
export function OrganizationSetupScreen({ user }: OrganizationSetupScreenProps) {
  return <OrganizationSetupContainer user={user} />;
}
