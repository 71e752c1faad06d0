import type { OrganizationSummary, User } from '@pod-console/sdk';
import { useEffect, type ReactNode } from 'react';
import { preloadVirtualRows } from '../components/ui/virtual-rows-on-demand';
import { preloadModal } from '../components/ui/modal';
import { useAddLicenseDialog } from '../features/licenses/use-add-license-dialog';
import { ShellContainer } from '../features/shell/shell-container';
import { preloadAllShellControls } from '../features/shell/shell-controls';
import { afterFirstScreen } from '../lib/lazy-with-preload';

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
  // The code kept off the first screen (dialogs, menus, the drawer) is fetched once that screen has had the network,
  // so a first click does not wait for it.
  useEffect(
    () =>
      afterFirstScreen(() => {
        void preloadModal().catch(() => undefined);
        void preloadVirtualRows().catch(() => undefined);
        void preloadAllShellControls().catch(() => undefined);
      }),
    [],
  );
  return (
    <>
      <ShellContainer user={user} organization={organization} onAddPodCreator={addLicense.open}>
        {children}
      </ShellContainer>
      {addLicense.dialog}
    </>
  );
}
