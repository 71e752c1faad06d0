import type { OrganizationSummary, User } from '@pod-console/sdk';
import type { ReactNode } from 'react';
import { useAddLicenseDialog } from '../features/licenses/use-add-license-dialog';
import { ShellContainer } from '../features/shell/shell-container';

export interface ShellLayoutProps {
  user: User;
  organization: OrganizationSummary;
  children?: ReactNode;
}

/**
 * The shell with what it opens from other features: the sidebar card's "Add Pod Creator" opens the Licences
 * feature's add-licence dialog over whichever screen is showing (spec §2). Composed here, so features stay apart.
 */
export function ShellLayout({ user, organization, children }: ShellLayoutProps) {
  const addLicense = useAddLicenseDialog(organization);
  return (
    <>
      <ShellContainer user={user} organization={organization} onAddPodCreator={addLicense.open}>
        {children}
      </ShellContainer>
      {addLicense.dialog}
    </>
  );
}
