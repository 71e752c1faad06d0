import {
  buildInvitationResponses,
  canSubmitInvitationChoices,
  EMPTY_INVITATION_CHOICES,
  invitationChoicesReducer,
  isEmailVerificationRefusal,
  MESSAGES,
  respondedToInvitations,
  supportTextWithPeriod,
  useRespondToInvitations,
  VERIFY_EMAIL_BEFORE_INVITATIONS,
} from '@pod-console/hooks';
import type { OrganizationInvitation } from '@pod-console/sdk';
import { useEffect, useReducer } from 'react';
import { config } from '../../lib/config';
import { toast } from '../../lib/toast';
import { toastWriteFailure } from '../../lib/write-failure';

/**
 * The choices of spec §4 (unset → ACCEPTED or REJECTED → unset by Undo) and their submission, with the toasts
 * of spec §8. Shared by the organization setup screen and the invitations dialog; `onResponded` runs after a
 * successful answer (the dialog closes).
 */
export function useInvitationResponses(
  invitations: readonly OrganizationInvitation[],
  onResponded?: () => void,
) {
  const [choices, dispatch] = useReducer(invitationChoicesReducer, EMPTY_INVITATION_CHOICES);

  // The user is refetched while the screen is open: drop choices for invitations that are gone.
  const ids = invitations.map((invitation) => invitation.pendingInvitationId).join('\n');
  useEffect(() => {
    dispatch({ type: 'sync', invitationIds: ids === '' ? [] : ids.split('\n') });
  }, [ids]);

  const failed = (error?: unknown) =>
    toastWriteFailure(MESSAGES.respondToInvitationsFailed, error, {
      supportText: supportTextWithPeriod(config.supportEmail),
    });

  const respond = useRespondToInvitations({
    onSuccess: (result) => {
      const processedInvitationIds = result?.processedInvitationIds ?? [];
      // spec §8: an answer without processedInvitationIds is a failure.
      if (processedInvitationIds.length === 0) {
        failed();
        return;
      }
      toast({
        title: MESSAGES.success,
        description: respondedToInvitations(processedInvitationIds.length),
        variant: 'success',
      });
      dispatch({ type: 'reset' });
      onResponded?.();
    },
    // spec §6: an unverified e-mail is refused (403); that is said in place of the generic failure, and the
    // choices stay for when the address is verified.
    onError: (error) => {
      if (!isEmailVerificationRefusal(error)) failed(error);
    },
  });

  return {
    choices,
    onChoice: dispatch,
    canSubmit: canSubmitInvitationChoices(choices, invitations) && !respond.isPending,
    submitting: respond.isPending,
    /** Why the last answer was refused, until the next try. */
    refusal: isEmailVerificationRefusal(respond.error) ? VERIFY_EMAIL_BEFORE_INVITATIONS : null,
    submit: () => respond.mutate({ invitationResponses: buildInvitationResponses(choices, invitations) }),
  };
}
