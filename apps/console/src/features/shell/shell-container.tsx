import {
  getAddLicenseBlockOfCounts,
  getDisplayName,
  getInitials,
  isSuperAdmin,
  MESSAGES,
  supportAtHostText,
  useAuthSession,
  useOrganization,
  useOrganizationLicenses,
  useOrganizationPermissions,
  useSelectOrganization,
  useSubscription,
} from '@pod-console/hooks';
import type { OrganizationSummary, User } from '@pod-console/sdk';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { rememberOrganizationId } from '../../lib/remembered-organization';
import { supportHost } from '../../lib/support-host';
import { toastWriteFailure } from '../../lib/write-failure';
import { useIsNarrow } from '../../lib/use-is-narrow';
import { InvitationsDialogContainer } from '../../components/invitations/invitations-dialog-container';
import { AppShell } from './app-shell';
import type { AddPodCreatorBlock } from './sidebar-card';

export interface ShellContainerProps {
  user: User;
  /** The selected organization (spec §3), resolved once by the shell route. */
  organization: OrganizationSummary;
  /** spec §2: the sidebar card's "Add Pod Creator" opens "Generate Pod Creator License" over any screen. */
  onAddPodCreator: () => void;
  children?: ReactNode;
}

/** Feeds the shell from the hooks: the selected organization (polled), its plan, the switcher and the menu. */
export function ShellContainer({
  user,
  organization: selected,
  onAddPodCreator,
  children,
}: ShellContainerProps) {
  const organizationId = selected.id;
  const session = useAuthSession();
  // Usually already in the cache: the app asks for the organization shown last while the user loads.
  const organization = useOrganization({ organizationId });
  const permissions = useOrganizationPermissions(organizationId);
  // The payment provider changes the plan outside the console (checkout, portal, renewals): the subscription is
  // asked for again whenever the tab comes back into view…
  const subscription = useSubscription({ organizationId }, { refetchOnWindowFocus: 'always' });
  const selectOrganization = useSelectOrganization({
    // spec §8 lists no message; decided: say it (MESSAGES.organizationSwitchFailed), the current one stays.
    onError: (error) => {
      console.error('[console] switching organization failed', error);
      toastWriteFailure(MESSAGES.organizationSwitchFailed, error, {
        supportText: supportAtHostText(supportHost()),
      });
    },
  });
  const [invitationsOpen, setInvitationsOpen] = useState(false);
  const narrow = useIsNarrow();

  useEffect(() => rememberOrganizationId(organizationId), [organizationId]);

  // …and whenever the polled organization changes (a plan's events change its licence count), so the card,
  // the banners and the plan picker follow with no reload. An unchanged poll keeps the same data (structural
  // sharing), so it asks for nothing and re-renders nothing (docs/architecture.md, "Budgets").
  const organizationSeen = useRef(organization.data);
  const refetchSubscription = subscription.refetch;
  useEffect(() => {
    const before = organizationSeen.current;
    organizationSeen.current = organization.data;
    const changed = before != null && organization.data != null && before !== organization.data;
    // Another organization's first answer is no change: its subscription is being fetched already.
    if (changed && before.id === organization.data.id) {
      void refetchSubscription();
    }
  }, [organization.data, refetchSubscription]);

  // The card's name and counts: from a large organization's first page until its whole answer is in
  // (docs/decisions/0053-first-page-of-licences.md).
  const { organization: organizationData, counts = null } = useOrganizationLicenses({ organizationId });
  // spec §4: the domain decides whether a licence can be added now (free licence and an active plan) and, if
  // not, why: the tooltip says it. Read at render: the organization poll re-renders when data changes.
  const addBlockedBy: AddPodCreatorBlock =
    counts == null ? null : getAddLicenseBlockOfCounts(counts, subscription.data, new Date());

  return (
    <>
      <AppShell
        user={{
          displayName: getDisplayName(user),
          initials: getInitials(user),
          superAdmin: isSuperAdmin(user),
        }}
        organizations={user.organizations}
        selectedOrganizationId={organizationId}
        onSelectOrganization={(id) => selectOrganization.mutate({ organizationId: id })}
        switching={selectOrganization.isPending}
        card={
          organizationData && counts && subscription.isSuccess
            ? {
                organizationName: organizationData.name,
                assigned: counts.assigned,
                available: counts.available,
                hasPlan: subscription.data != null,
                addBlockedBy,
                // docs/decisions/0024-organization-roles.md: a role without licenses:manage sees why.
                manageBlockedBecause: permissions.blockedBecause('licenses:manage'),
                onAddPodCreator,
              }
            : null
        }
        invitationCount={user.organizationInvitations.length}
        onOpenInvitations={() => setInvitationsOpen(true)}
        onLogout={() => void session.logout()}
        // docs/decisions/0024-organization-roles.md: the Activity entry only for a role that may read the log.
        canReadActivity={permissions.can('activity:read')}
        narrow={narrow}
      >
        {children}
      </AppShell>
      <InvitationsDialogContainer
        open={invitationsOpen}
        onClose={() => setInvitationsOpen(false)}
        invitations={user.organizationInvitations}
      />
    </>
  );
}
