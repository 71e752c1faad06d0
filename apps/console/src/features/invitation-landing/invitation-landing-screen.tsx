import type { OrganizationInvitation } from '@pod-console/sdk';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { InvitationsDialogContainer } from '../../components/invitations/invitations-dialog-container';
import { InvitationClosedPage } from './invitation-closed-page';

export interface InvitationLandingScreenProps {
  /** From the address: the invitation the e-mail's link names. */
  invitationId: string;
  /** The signed-in user's pending invitations. */
  invitations: readonly OrganizationInvitation[];
  /** What the dialog opens over: Home. */
  home: ReactNode;
}

/**
 * The link of an invitation e-mail (docs/decisions/0025-invitation-mail.md), for a member of an organization: the
 * invitations dialog over Home while it is pending, else a page saying it is no longer open.
 */
export function InvitationLandingScreen({ invitationId, invitations, home }: InvitationLandingScreenProps) {
  const [, navigate] = useLocation();
  // Decided on arrival: answering the invitation removes it from the list, and the dialog stays until it closes.
  const [pending] = useState(() =>
    invitations.some((invitation) => invitation.pendingInvitationId === invitationId),
  );
  if (!pending) return <InvitationClosedPage />;
  return (
    <>
      {home}
      <InvitationsDialogContainer
        open
        onClose={() => navigate('/', { replace: true })}
        invitations={invitations}
      />
    </>
  );
}
