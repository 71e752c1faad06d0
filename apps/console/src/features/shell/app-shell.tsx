import type { OrganizationSummary } from '@pod-console/sdk';
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { useOpenedOnce } from '../../lib/lazy-with-preload';
import { InvitationBadge } from './invitation-badge';
import { ShellFooter } from './shell-footer';
import { LazyAccountMenu, LazyNavigationDrawer, LazyOrganizationSwitcher } from './shell-controls';
import { SidebarCard, type SidebarCardProps } from './sidebar-card';
import { SidebarNav } from './sidebar-nav';

export interface ShellUser {
  displayName: string;
  initials: string;
  superAdmin: boolean;
}

export interface AppShellProps {
  user: ShellUser;
  organizations: readonly OrganizationSummary[];
  selectedOrganizationId: string;
  onSelectOrganization: (organizationId: string) => void;
  switching?: boolean;
  /** The sidebar card; null while the organization loads. */
  card: SidebarCardProps | null;
  invitationCount: number;
  onOpenInvitations: () => void;
  onLogout: () => void;
  /** The selected organization's activity log is open to the member's role: the navigation lists it. */
  canReadActivity?: boolean;
  /** Under 1024 px (spec §2): no header, the sidebar becomes a drawer. */
  narrow: boolean;
  /** Stories open the drawer from the start. */
  defaultDrawerOpen?: boolean;
  children?: ReactNode;
}

function Brand() {
  return <p className="px-3 text-lg font-bold text-accent-fg">Pod Console</p>;
}

/**
 * spec §2 shell: sidebar, header, main area, footer; under 1024 px a drawer instead. `children` keeps one position
 * in the tree in both layouts, so crossing the breakpoint never re-mounts the page (an open dialog stays open).
 */
export function AppShell({
  user,
  organizations,
  selectedOrganizationId,
  onSelectOrganization,
  switching = false,
  card,
  invitationCount,
  onOpenInvitations,
  onLogout,
  canReadActivity = false,
  narrow,
  defaultDrawerOpen = false,
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(defaultDrawerOpen);
  const [wasNarrow, setWasNarrow] = useState(narrow);
  // A drawer left open when the window widens must not reappear when it narrows again.
  if (wasNarrow !== narrow) {
    setWasNarrow(narrow);
    if (!narrow) setDrawerOpen(false);
  }
  const closeDrawer = () => setDrawerOpen(false);
  // The drawer's code loads when it first opens (shell-controls.ts), then it stays mounted.
  const drawerOpened = useOpenedOnce(drawerOpen);

  const sidebarBody = (onNavigate?: () => void) => (
    <>
      <SidebarNav superAdmin={user.superAdmin} activity={canReadActivity} onNavigate={onNavigate} />
      {card ? <SidebarCard {...card} /> : null}
    </>
  );

  return (
    <div className="flex min-h-full">
      {narrow ? null : (
        <aside className="flex w-64 shrink-0 flex-col gap-6 border-r border-line bg-surface p-4 print:hidden">
          <Brand />
          {sidebarBody()}
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {narrow ? (
          <header className="flex items-center gap-3 border-b border-line bg-surface-raised px-4 py-3 print:hidden">
            <div className="relative">
              <Button
                variant="ghost"
                aria-label={
                  invitationCount > 0
                    ? `Open navigation, ${invitationCount} pending invitations`
                    : 'Open navigation'
                }
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
                className="px-2"
              >
                <span aria-hidden="true" className="text-xl leading-none">
                  ☰
                </span>
              </Button>
              {invitationCount > 0 ? (
                <InvitationBadge
                  count={invitationCount}
                  className="pointer-events-none absolute -top-1 -right-1"
                />
              ) : null}
            </div>
            <Brand />
          </header>
        ) : (
          <header className="flex items-center justify-end gap-4 border-b border-line bg-surface-raised px-6 py-3 print:hidden">
            {/* Their code comes beside the shell's (shell-controls.ts); until then their room stays empty. */}
            <Suspense fallback={<span aria-hidden="true" className="h-10 w-48" />}>
              <LazyOrganizationSwitcher.Component
                organizations={organizations}
                selectedOrganizationId={selectedOrganizationId}
                onSelect={onSelectOrganization}
                switching={switching}
              />
            </Suspense>
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <LazyAccountMenu.Component
                initials={user.initials}
                displayName={user.displayName}
                invitationCount={invitationCount}
                onOpenInvitations={onOpenInvitations}
                onLogout={onLogout}
              />
            </Suspense>
          </header>
        )}
        {narrow ? (
          drawerOpened ? (
            <Suspense fallback={null}>
              <LazyNavigationDrawer.Component open={drawerOpen} onClose={closeDrawer} title={<Brand />}>
                {sidebarBody(closeDrawer)}
                <div className="mt-auto space-y-3 border-t border-line pt-4">
                  <p className="px-1 text-sm font-semibold text-fg">{user.displayName}</p>
                  <LazyOrganizationSwitcher.Component
                    organizations={organizations}
                    selectedOrganizationId={selectedOrganizationId}
                    onSelect={onSelectOrganization}
                    switching={switching}
                    placement="drawer"
                  />
                  <Button
                    variant="secondary"
                    className="w-full justify-between"
                    onClick={() => {
                      closeDrawer();
                      onOpenInvitations();
                    }}
                  >
                    Organization Invitations
                    {invitationCount > 0 ? (
                      <>
                        <span className="sr-only">, {invitationCount} pending</span>
                        <InvitationBadge count={invitationCount} />
                      </>
                    ) : null}
                  </Button>
                  <Button variant="secondary" className="w-full" onClick={onLogout}>
                    Logout
                  </Button>
                </div>
              </LazyNavigationDrawer.Component>
            </Suspense>
          ) : null
        ) : null}
        <main id="main" className={narrow ? 'flex-1 p-4 print:p-0' : 'flex-1 p-6 print:p-0'}>
          {children}
        </main>
        <ShellFooter />
      </div>
    </div>
  );
}
