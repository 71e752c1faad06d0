// Deleting one's own account (docs/decisions/0038-export-and-account-deletion.md): when it is refused, what it
// does to each organization, and how the person confirms it. The API decides with these rules and the console
// shows the same words before anyone types anything.
import { ACTIVE_SUBSCRIPTION_STATUSES, PAYMENT_PROBLEM_STATUSES } from '../constants';
import { formatDate } from '../dates/dates';
import type { OrganizationRole } from '../roles/permissions';

/** One organization the person owns, as far as deleting their account is concerned. */
export interface OwnedOrganizationFacts {
  organizationId: string;
  organizationName: string;
  /** People other than the owner (service accounts are the organization's tools, not people, and go with it). */
  otherPeople: number;
  /** Its plan, or null when it never had one. */
  plan: {
    status: string;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
  } | null;
}

export type AccountDeletionBlockReason = 'other_members' | 'plan_renews';

export interface AccountDeletionBlock {
  organizationId: string;
  organizationName: string;
  reason: AccountDeletionBlockReason;
  /** What to do first, in words for the person. */
  message: string;
}

export const ACCOUNT_DELETION_MESSAGES = {
  otherMembers: (name: string) =>
    `You own ${name}, which has other members. Transfer its ownership in Organization Settings, or remove its other members, first.`,
  planRenews: (name: string, renewsOn: string | null) =>
    `The plan of ${name} ${renewsOn ? `renews on ${renewsOn}` : 'is still running'}. Cancel it in Plan & Billing first, so that nothing is charged after your account is gone.`,
  confirmationMismatch: 'Type the e-mail address of your account to confirm.',
  /** What the activity log shows instead of the person, once their account is deleted. */
  erasedPerson: 'a deleted account',
} as const;

const normalise = (status: string) => status.trim().toLowerCase();

/**
 * Whether the plan would charge again: active, trialing or in payment trouble (the provider keeps retrying), and
 * not cancelled at the end of its period. A cancelled or ended plan charges nothing more.
 */
export function planWouldChargeAgain(plan: OwnedOrganizationFacts['plan']): boolean {
  if (plan == null || plan.cancelAtPeriodEnd) return false;
  const status = normalise(plan.status);
  return (
    (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ||
    (PAYMENT_PROBLEM_STATUSES as readonly string[]).includes(status)
  );
}

/**
 * Why the person may not delete their account yet, one entry per organization in the way; empty when they may.
 * An organization they own with other people needs a new owner first (it must always have one); one they own
 * alone is deleted with the account, so its plan must not go on charging a card nobody can reach.
 */
export function accountDeletionBlocks(owned: readonly OwnedOrganizationFacts[]): AccountDeletionBlock[] {
  const blocks: AccountDeletionBlock[] = [];
  for (const organization of owned) {
    const { organizationId, organizationName } = organization;
    if (organization.otherPeople > 0) {
      blocks.push({
        organizationId,
        organizationName,
        reason: 'other_members',
        message: ACCOUNT_DELETION_MESSAGES.otherMembers(organizationName),
      });
    } else if (planWouldChargeAgain(organization.plan)) {
      const end = organization.plan?.currentPeriodEnd ?? null;
      blocks.push({
        organizationId,
        organizationName,
        reason: 'plan_renews',
        message: ACCOUNT_DELETION_MESSAGES.planRenews(organizationName, end ? formatDate(end) : null),
      });
    }
  }
  return blocks;
}

/** A membership of the person's, as deleting their account sees it. */
export interface AccountMembershipFacts {
  organizationId: string;
  organizationName: string;
  role: OrganizationRole;
  /** People in the organization other than this one. */
  otherPeople: number;
}

export interface AccountDeletionPlan<T extends AccountMembershipFacts> {
  blocks: AccountDeletionBlock[];
  /** Organizations the person owns alone: deleted with the account. */
  deleted: T[];
  /** Every other membership: it ends, the organization stays. */
  ended: T[];
}

/**
 * What deleting the account does to each membership, given the blocks of the organizations it owns: an organization
 * in the way appears only among the blocks; one owned alone goes with the account; every other membership ends.
 */
export function planAccountDeletion<T extends AccountMembershipFacts>(
  memberships: readonly T[],
  blocks: readonly AccountDeletionBlock[],
): AccountDeletionPlan<T> {
  const blocking = new Set(blocks.map((block) => block.organizationId));
  const open = memberships.filter((m) => !blocking.has(m.organizationId));
  const deleted = open.filter((m) => m.role === 'OWNER' && m.otherPeople === 0);
  const ended = open.filter((m) => !deleted.includes(m));
  return { blocks: [...blocks], deleted, ended };
}

/** The typed confirmation matches the account's address: trimmed, in any case. */
export function accountDeletionConfirmed(typed: string, email: string): boolean {
  const a = typed.trim().toLowerCase();
  return a.length > 0 && a === email.trim().toLowerCase();
}
