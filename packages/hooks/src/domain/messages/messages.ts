// The texts of spec §2 and §8 that are pure text, so the console, its stories and its tests share one
// spelling. Where the spec prints a trailing "." or not, it is kept exactly.
import { LICENSE_TYPE_LABEL } from '../constants';

export const MESSAGES = {
  success: 'Success!',
  // spec §8: assigning a licence
  assignFailed: 'Failed to assign License.',
  assignSucceeded: 'License Key assigned.',
  // spec §8: responding to invitations
  respondToInvitationsFailed: 'Failed to respond to invitations.',
  // spec §8: revoking a licence
  revokeFailed: 'Something went wrong.',
  revokeSucceeded: 'License Key is now available for assignment.',
  // spec §8: organization and name updates
  organizationUpdateFailed: 'Failed to update Organization.',
  organizationUpdated: 'Organization updated successfully',
  nameUpdateFailed: 'Update Failed',
  nameUpdated: 'Name updated successfully',
  // spec §8: platform admin
  licenseCountUpdateFailed: 'Failed to update license count.',
  trialLicensesDeleteFailed: 'Failed to delete trial licenses.',
  // spec §8: billing
  checkoutFailed: 'Failed to start checkout. Please try again.',
  customerPortalFailed: 'Failed to open customer portal. Please try again.',
  paymentSucceeded: 'Payment Successful!',
  paymentCancelled: 'Payment Cancelled',
  // spec §2 /subscription/success waits for the payment provider's event; the spec gives no texts for the wait
  // or for an event that has not landed in time (PAYMENT_CONFIRMATION_TIMEOUT_MS). Decided: say so, and say
  // that paying again is not needed.
  confirmingPayment: 'Confirming your payment…',
  paymentStillConfirming: 'Your payment is still being confirmed',
  paymentStillConfirmingHint:
    'Your plan will show here as soon as the payment provider confirms it. There is no need to pay again.',
  // spec §2: user-info without a stored plan goes back to the plan picker; the spec gives no text. Decided:
  onboardingPlanMissing: 'Please choose a plan to continue.',
  // spec §8: onboarding success page
  onboardingUserNotFound: 'User information not found. Please try again.',
  onboardingOrganizationNotFound: 'Organization not found. Please contact support.',
  onboardingNameRequired: 'Name information is required. Please update your profile.',
  onboardingSetupFailed: 'Failed to complete setup. Please contact support.',
  // spec §2: screens and gates
  pageNotFound: 'Page not found',
  loadingUser: 'Loading user information...',
  profileLoadFailed: "Error loading profile, please reload page or reach out to the provider's support.",
  termsUpdatedTitle: 'Updated Terms of Service',
  termsUpdatedBody: 'We have updated our terms of service. Please review and agree to continue.',
  noInvitations: 'No Invitations',
  noPodCreators: 'No Pod Creators',
  noPodCreatorsHint: 'Add Pod Creators to your organization.',
  noLicensesToAssign: 'You do not have any licenses to assign. Contact the provider to add licenses.',
  // spec §4 forbids adding a licence while the plan is not active (expired trial, payment problem, locked) but
  // gives no tooltip for it; decided: point to Plan & Billing, where each of those states is resolved.
  planNotActiveToAssign: 'Your plan is not active. Go to Plan & Billing to add Pod Creators.',
  linkCopied: 'Link copied to clipboard',
  podCreatorLicensesAvailable: 'Pod Creator Licenses Available',
  // Spec §8 is silent on removing a member, inviting and cancelling an invitation. Decided: their failures
  // reuse §8's generic failure title ("Something went wrong.", shown with supportAtHostText), and only a sent
  // invitation toasts on success ("Success!" with invitationSent); a removal or a cancellation closes its
  // dialog and the table shows the change.
  memberRemoveFailed: 'Something went wrong.',
  invitationFailed: 'Something went wrong.',
  invitationCancelFailed: 'Something went wrong.',
  // Spec §8 lists neither of these two failures (accepting the terms, switching the organization). Decided: say
  // when the write failed, so the user knows to try again. (A failed organization creation is only logged, §8.)
  termsSignFailed: 'Failed to accept the Terms of Service.',
  organizationSwitchFailed: 'Failed to switch Organization.',
  // The activity log (docs/decisions/0026-activity-log.md) is not in the spec: its empty states and the export's
  // failure are decided here.
  noActivity: 'No activity yet',
  noActivityMatches: 'No activity matches these filters',
  activityExportFailed: 'Failed to export the activity log.',
  // An invitation e-mail's link (/invitations/{id}) to an invitation the person can no longer answer. Not in the
  // spec; decided: say so without guessing which of the four it was, and who can help.
  invitationNotOpen: 'This invitation is no longer open',
  invitationNotOpenHint:
    'It may have been accepted, declined or cancelled, or it has expired. Ask the person who invited you to send it again.',
  // Roles and invitations sent again (docs/decisions/0024-organization-roles.md) are not in spec §8. Decided: each
  // failure names its write, like §8's titles; a role change closes its dialog and the table shows it, while a
  // transfer, which changes the sender's own role too, and a resend, which the table does not show, say so.
  memberRoleChangeFailed: 'Failed to change role.',
  ownershipTransferFailed: 'Failed to transfer ownership.',
  ownershipTransferred: 'Ownership transferred',
  leaveOrganizationFailed: 'Failed to leave Organization.',
  invitationResendFailed: 'Failed to send the invitation again.',
  // Downloading the organization's data and deleting one's account are not in spec §8
  // (docs/decisions/0038-export-and-account-deletion.md). Decided: each failure names its write, like §8's titles;
  // a deleted account ends signed out, on a page whose title says what happened.
  organizationDataExportFailed: "Failed to download the organization's data.",
  accountDeleteFailed: 'Failed to delete your account.',
  accountDeleted: 'Your account was deleted',
} as const;

/**
 * The line under a failed write's title, by what failed (describeWriteFailure). Spec §8 gives the title of each
 * write and, for a server failure, its support text; it is silent on every other failure, so these are decided
 * here. Each says what happened and what to do; none blames the user; what was typed is always kept.
 */
export const WRITE_FAILURE_MESSAGES = {
  // 400 without field messages to show.
  invalid: 'What you entered was not accepted. Check it and try again.',
  // 401 after the silent renewal failed (the SDK has already tried a fresh token once).
  sessionEnded: 'Your session has ended. Sign in again to continue: reload the page.',
  // 403 without a reason from the API.
  forbidden: "You don't have permission to do this.",
  // 404: the row or organization went while the page showed it.
  gone: 'This no longer exists; the page has been refreshed.',
  // 409 without a reason from the API.
  conflict: 'This was changed meanwhile. Check the page and try again.',
  network: 'Could not reach Pod Console. Check your connection and try again.',
  timeout: 'Pod Console did not answer in time. Check whether your change shows, then try again.',
  offline: 'You are offline. Your changes are kept; try again when you are back online.',
} as const;

const inSeconds = (seconds: number | undefined) =>
  seconds == null ? 'in a moment' : `in ${seconds} second${seconds === 1 ? '' : 's'}`;

/** 429: "Too many requests. Try again in N seconds." (N from `Retry-After`; "in a moment" without it). */
export function tooManyRequests(retryAfterSeconds: number | undefined): string {
  return `Too many requests. Try again ${inSeconds(retryAfterSeconds)}.`;
}

/** 503: "Pod Console is briefly unavailable. Try again in N seconds." */
export function brieflyUnavailable(retryAfterSeconds: number | undefined): string {
  return `Pod Console is briefly unavailable. Try again ${inSeconds(retryAfterSeconds)}.`;
}

const TRY_AGAIN = 'Please try again. If the problem persists, please reach out to support';

/** spec §8 (assign licence): "… support at {email}", no trailing period. */
export function supportText(email: string): string {
  return `${TRY_AGAIN} at ${email}`;
}

/** spec §8 (respond to invitations): "… support at {email}." with a trailing period. */
export function supportTextWithPeriod(email: string): string {
  return `${supportText(email)}.`;
}

/**
 * spec §8 (revoke licence; organization update, which has "the same support text" as the row above it):
 * "… support@{host}", the address built from the site's host.
 */
export function supportAtHostText(host: string): string {
  return `${TRY_AGAIN}@${host}`;
}

/** spec §8: "Responded to N invitation(s)", plural when more than 1. */
export function respondedToInvitations(count: number): string {
  return `Responded to ${count} invitation${count > 1 ? 's' : ''}`;
}

/** Not in spec §8 (see MESSAGES.invitationFailed): the description of the "Success!" toast after inviting. */
export function invitationSent(email: string): string {
  return `Invitation sent to ${email}`;
}

/** Not in spec §8: the "Success!" toast after inviting several addresses at once, counting those invited. */
export function invitationsSent(count: number): string {
  return count === 1 ? '1 invitation sent' : `${count} invitations sent`;
}

/** Not in spec §8: the toast after leaving an organization, naming it. */
export function leftOrganization(organizationName: string): string {
  return `You left ${organizationName}`;
}

/**
 * Why no Pod Creator can be added after a downgrade (spec §4: licences are kept, and new ones wait until the
 * organization is back within its limit). The spec gives no text; decided: the two counts, how many to revoke,
 * and the other way out. Only for assigned > available.
 */
export function overLicenseLimit({ assigned, available }: { assigned: number; available: number }): string {
  const included = `${available} ${LICENSE_TYPE_LABEL}${available === 1 ? '' : 's'}`;
  const are = assigned === 1 ? 'is' : 'are';
  return `Your plan includes ${included} and ${assigned} ${are} assigned. Revoke ${assigned - available} to assign new ones, or upgrade your plan.`;
}

/**
 * Why licences cannot be added now, in the words of the sidebar card's "Add Pod Creator" (spec §2's tooltip with no
 * free licence; the over-limit notice of Home; spec §4's active plan), for `getAddLicenseBlock`'s answer. Null when
 * adding is allowed.
 */
export function addLicenseBlockedText(
  block: 'plan-not-active' | 'over-limit' | 'no-free-licence' | null,
  counts: { assigned: number; available: number },
): string | null {
  switch (block) {
    case null:
      return null;
    case 'no-free-licence':
      return MESSAGES.noLicensesToAssign;
    case 'over-limit':
      return overLicenseLimit(counts);
    case 'plan-not-active':
      return MESSAGES.planNotActiveToAssign;
  }
}

/**
 * The API's 409 detail when licences cannot be assigned, for `getAssignLicensesBlock`'s answer. `plan` is the
 * organization's subscription, null when it has none.
 */
export function licenseAssignmentRefused(
  block: 'plan-not-active' | 'over-limit' | 'no-free-licence' | 'too-few-free',
  counts: { assigned: number; available: number; unassigned: number },
  plan: { status: string } | null,
  requested: number,
): string {
  switch (block) {
    case 'plan-not-active':
      return plan == null
        ? `The organization has no plan: choose a plan before assigning a ${LICENSE_TYPE_LABEL} licence.`
        : `The organization's plan is not active (status ${plan.status}): no ${LICENSE_TYPE_LABEL} licence can be assigned.`;
    case 'over-limit':
    case 'no-free-licence':
      return `All licences are assigned: ${counts.assigned} of ${counts.available}.`;
    case 'too-few-free': {
      const free =
        counts.unassigned === 1 ? 'Only 1 licence is free' : `Only ${counts.unassigned} licences are free`;
      return `${free}: ${requested} identifiers were sent.`;
    }
  }
}
