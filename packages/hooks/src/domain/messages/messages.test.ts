import { describe, expect, it } from 'vitest';
import {
  addLicenseBlockedText,
  invitationSent,
  invitationsSent,
  leftOrganization,
  licenseAssignmentRefused,
  MESSAGES,
  overLicenseLimit,
  respondedToInvitations,
  supportAtHostText,
  supportText,
  supportTextWithPeriod,
} from './messages';

describe('support texts', () => {
  it('prints the assign-failure support text without a trailing period', () => {
    expect(supportText('help@example.com')).toBe(
      'Please try again. If the problem persists, please reach out to support at help@example.com',
    );
  });

  it('prints the invitations support text with a trailing period', () => {
    expect(supportTextWithPeriod('help@example.com')).toBe(
      'Please try again. If the problem persists, please reach out to support at help@example.com.',
    );
  });

  it('prints the revoke support text as support@{host}', () => {
    expect(supportAtHostText('console.example.com')).toBe(
      'Please try again. If the problem persists, please reach out to support@console.example.com',
    );
  });
});

describe('respondedToInvitations', () => {
  it('is singular for one invitation and plural for more', () => {
    expect(respondedToInvitations(1)).toBe('Responded to 1 invitation');
    expect(respondedToInvitations(3)).toBe('Responded to 3 invitations');
  });
});

describe('MESSAGES', () => {
  it('spells the error catalogue of spec §8 exactly', () => {
    expect(MESSAGES).toMatchObject({
      success: 'Success!',
      assignFailed: 'Failed to assign License.',
      assignSucceeded: 'License Key assigned.',
      respondToInvitationsFailed: 'Failed to respond to invitations.',
      revokeFailed: 'Something went wrong.',
      revokeSucceeded: 'License Key is now available for assignment.',
      organizationUpdateFailed: 'Failed to update Organization.',
      organizationUpdated: 'Organization updated successfully',
      nameUpdateFailed: 'Update Failed',
      nameUpdated: 'Name updated successfully',
      licenseCountUpdateFailed: 'Failed to update license count.',
      trialLicensesDeleteFailed: 'Failed to delete trial licenses.',
      checkoutFailed: 'Failed to start checkout. Please try again.',
      customerPortalFailed: 'Failed to open customer portal. Please try again.',
      paymentSucceeded: 'Payment Successful!',
      paymentCancelled: 'Payment Cancelled',
      onboardingUserNotFound: 'User information not found. Please try again.',
      onboardingOrganizationNotFound: 'Organization not found. Please contact support.',
      onboardingNameRequired: 'Name information is required. Please update your profile.',
      onboardingSetupFailed: 'Failed to complete setup. Please contact support.',
      pageNotFound: 'Page not found',
    });
  });

  it('spells the screen texts of spec §2 exactly', () => {
    expect(MESSAGES).toMatchObject({
      loadingUser: 'Loading user information...',
      profileLoadFailed: "Error loading profile, please reload page or reach out to the provider's support.",
      termsUpdatedTitle: 'Updated Terms of Service',
      termsUpdatedBody: 'We have updated our terms of service. Please review and agree to continue.',
      noInvitations: 'No Invitations',
      noPodCreators: 'No Pod Creators',
      noPodCreatorsHint: 'Add Pod Creators to your organization.',
      noLicensesToAssign: 'You do not have any licenses to assign. Contact the provider to add licenses.',
      linkCopied: 'Link copied to clipboard',
      podCreatorLicensesAvailable: 'Pod Creator Licenses Available',
    });
  });
});

describe('the texts spec §8 does not name (product decisions)', () => {
  it('titles the failures of removing a member, inviting and cancelling an invitation with the generic failure', () => {
    expect(MESSAGES.memberRemoveFailed).toBe('Something went wrong.');
    expect(MESSAGES.invitationFailed).toBe('Something went wrong.');
    expect(MESSAGES.invitationCancelFailed).toBe('Something went wrong.');
  });

  it('explains a disabled Add Pod Creator while the plan is not active (spec §4 gives no text)', () => {
    expect(MESSAGES.planNotActiveToAssign).toBe(
      'Your plan is not active. Go to Plan & Billing to add Pod Creators.',
    );
  });

  it("names the activity log's empty states and its export failure", () => {
    expect(MESSAGES.noActivity).toBe('No activity yet');
    expect(MESSAGES.noActivityMatches).toBe('No activity matches these filters');
    expect(MESSAGES.activityExportFailed).toBe('Failed to export the activity log.');
  });

  it('says an invitation link is no longer open, the ways it may have closed, and who can send it again', () => {
    expect(MESSAGES.invitationNotOpen).toBe('This invitation is no longer open');
    expect(MESSAGES.invitationNotOpenHint).toBe(
      'It may have been accepted, declined or cancelled, or it has expired. Ask the person who invited you to send it again.',
    );
  });

  it('describes a sent invitation with its address', () => {
    expect(invitationSent('margaret@example.com')).toBe('Invitation sent to margaret@example.com');
  });

  it('counts the invitations sent at once, singular for one', () => {
    expect(invitationsSent(1)).toBe('1 invitation sent');
    expect(invitationsSent(3)).toBe('3 invitations sent');
  });

  it('titles the failures of the role, transfer, leave and resend writes after their write', () => {
    expect(MESSAGES).toMatchObject({
      memberRoleChangeFailed: 'Failed to change role.',
      ownershipTransferFailed: 'Failed to transfer ownership.',
      ownershipTransferred: 'Ownership transferred',
      leaveOrganizationFailed: 'Failed to leave Organization.',
      invitationResendFailed: 'Failed to send the invitation again.',
    });
  });

  it("titles the data download's and the account deletion's failures, and the deleted account's page", () => {
    expect(MESSAGES).toMatchObject({
      organizationDataExportFailed: "Failed to download the organization's data.",
      accountDeleteFailed: 'Failed to delete your account.',
      accountDeleted: 'Your account was deleted',
    });
  });

  it('names the organization left', () => {
    expect(leftOrganization('Acme Robotics')).toBe('You left Acme Robotics');
  });
});

describe('overLicenseLimit', () => {
  it('gives both counts, how many to revoke, and the upgrade', () => {
    expect(overLicenseLimit({ available: 1, assigned: 5 })).toBe(
      'Your plan includes 1 Pod Creator and 5 are assigned. Revoke 4 to assign new ones, or upgrade your plan.',
    );
    expect(overLicenseLimit({ available: 5, assigned: 7 })).toBe(
      'Your plan includes 5 Pod Creators and 7 are assigned. Revoke 2 to assign new ones, or upgrade your plan.',
    );
    expect(overLicenseLimit({ available: 0, assigned: 1 })).toBe(
      'Your plan includes 0 Pod Creators and 1 is assigned. Revoke 1 to assign new ones, or upgrade your plan.',
    );
  });
});

describe('why licences cannot be added', () => {
  it("uses the sidebar card's words for each block, and nothing when adding is allowed", () => {
    const counts = { assigned: 6, available: 5 };
    expect(addLicenseBlockedText(null, counts)).toBeNull();
    expect(addLicenseBlockedText('no-free-licence', counts)).toBe(MESSAGES.noLicensesToAssign);
    expect(addLicenseBlockedText('plan-not-active', counts)).toBe(MESSAGES.planNotActiveToAssign);
    expect(addLicenseBlockedText('over-limit', counts)).toBe(
      'Your plan includes 5 Pod Creators and 6 are assigned. Revoke 1 to assign new ones, or upgrade your plan.',
    );
  });
});

describe('licenseAssignmentRefused', () => {
  const counts = (assigned: number, available: number) => ({
    assigned,
    available,
    unassigned: Math.max(available - assigned, 0),
  });

  it("words the API's 409 for each block", () => {
    expect(licenseAssignmentRefused('plan-not-active', counts(0, 1), { status: 'unpaid' }, 1)).toBe(
      "The organization's plan is not active (status unpaid): no Pod Creator licence can be assigned.",
    );
    expect(licenseAssignmentRefused('plan-not-active', counts(0, 0), null, 1)).toBe(
      'The organization has no plan: choose a plan before assigning a Pod Creator licence.',
    );
    expect(licenseAssignmentRefused('no-free-licence', counts(5, 5), { status: 'active' }, 1)).toBe(
      'All licences are assigned: 5 of 5.',
    );
    expect(licenseAssignmentRefused('over-limit', counts(5, 1), { status: 'active' }, 1)).toBe(
      'All licences are assigned: 5 of 1.',
    );
    expect(licenseAssignmentRefused('too-few-free', counts(1, 5), { status: 'active' }, 5)).toBe(
      'Only 4 licences are free: 5 identifiers were sent.',
    );
    expect(licenseAssignmentRefused('too-few-free', counts(4, 5), { status: 'active' }, 2)).toBe(
      'Only 1 licence is free: 2 identifiers were sent.',
    );
  });
});
