// Sending an invitation again (docs/decisions/0025-invitation-mail.md): at most once per cooldown, and only while
// it is pending; a resend renews the expiry, so an invitation that expired unseen can be sent again.
import { INVITATION_RESEND_COOLDOWN_SECONDS } from '../constants';
import { toTime } from '../dates/dates';

export const RESEND_MESSAGES = {
  wait: (seconds: number) =>
    `This invitation was just sent. You can send it again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  sent: 'Invitation sent again.',
} as const;

/**
 * The line under a refused resend (429): the same words as the disabled Resend, with the API's `Retry-After`, or
 * the whole cooldown when it gives none.
 */
export function resendRateLimited(retryAfterSeconds: number | undefined): string {
  return RESEND_MESSAGES.wait(retryAfterSeconds ?? INVITATION_RESEND_COOLDOWN_SECONDS);
}

/** Whole seconds until the invitation may be sent again (0: now), from when it was last sent. */
export function invitationResendWaitSeconds(
  lastSentAt: string | Date | null | undefined,
  now: number,
): number {
  if (lastSentAt == null) return 0;
  const sentAt = toTime(lastSentAt);
  if (sentAt === null) return 0;
  const readyAt = sentAt + INVITATION_RESEND_COOLDOWN_SECONDS * 1000;
  return Math.max(0, Math.ceil((readyAt - now) / 1000));
}
