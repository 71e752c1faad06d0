// The billing mails to the organization's Owner and Billing members (docs/decisions/0025-invitation-mail.md): the
// payment mail queued by the webhook in its transaction, the trial notice by the sender's periodic check, once per
// organization and trial end (`mail_notices`). The figures are the domain's rules (spec §4).
import {
  getSubscriptionState,
  MS_PER_DAY,
  TRIAL_ENDING_NOTICE_DAYS,
  type SubscriptionStateInput,
} from '@pod-console/hooks/domain';
import type { Kysely } from 'kysely';

import type { Database, Executor, SubscriptionRow } from '../db/schema';
import { billingUrl, paymentFailedMail, trialEndingMail } from './messages';
import { enqueueMail, type MailKind } from './outbox';

/** The roles told of billing: they can change the plan and the payment method. */
const BILLING_CONTACT_ROLES = ['OWNER', 'BILLING'] as const;

/** The addresses of the organization's Owner and Billing members. */
export async function billingContacts(db: Executor, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('users.email')
    .where('memberships.organization_id', '=', organizationId)
    // People only: a service account holds a membership for its role (migration 0014).
    .where('users.kind', '=', 'person')
    .where('memberships.role', 'in', BILLING_CONTACT_ROLES)
    .orderBy('users.email')
    .execute();
  return rows.map((row) => row.email);
}

/** The fields of a subscription row the domain's subscription rules read. */
export type SubscriptionStateRow = Pick<
  SubscriptionRow,
  'product' | 'status' | 'trial_end' | 'current_period_start' | 'current_period_end' | 'cancel_at_period_end'
>;

/** A subscription row as the domain's `getSubscriptionState` reads it. */
export function subscriptionStateInput(row: SubscriptionStateRow): SubscriptionStateInput {
  return {
    product: row.product,
    status: row.status,
    provider: {
      trialEnd: row.trial_end?.toISOString() ?? null,
      currentPeriodStart: row.current_period_start?.toISOString() ?? null,
      currentPeriodEnd: row.current_period_end?.toISOString() ?? null,
      cancelAtPeriodEnd: row.cancel_at_period_end,
    },
  };
}

/**
 * In the transaction of a subscription change: when the change moves the subscription into a payment problem
 * (spec §4: it was none before), queues the payment-failed mail to each billing contact. A change from one payment
 * problem to another (past due, then unpaid) tells nobody again.
 */
export async function enqueuePaymentFailedNotices(
  trx: Executor,
  change: {
    organizationId: string;
    before: SubscriptionStateRow | undefined;
    after: SubscriptionStateRow;
    now: Date;
    consoleOrigin: string;
  },
): Promise<number> {
  const before = change.before
    ? getSubscriptionState(subscriptionStateInput(change.before), change.now).paymentProblem
    : null;
  const after = getSubscriptionState(subscriptionStateInput(change.after), change.now).paymentProblem;
  if (before != null || after == null) return 0;
  const organization = await trx
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', change.organizationId)
    .executeTakeFirst();
  if (!organization) return 0;
  const contacts = await billingContacts(trx, change.organizationId);
  for (const to of contacts) {
    await enqueueMail(
      trx,
      paymentFailedMail({
        to,
        organizationId: change.organizationId,
        organizationName: organization.name,
        graceDaysLeft: after.graceDaysLeft,
        billingUrl: billingUrl(change.consoleOrigin),
      }),
    );
  }
  return contacts.length;
}

const TRIAL_ENDING_KIND: MailKind = 'trial-ending';

/**
 * Queues the trial-ending notice of every trialing organization whose trial ends within TRIAL_ENDING_NOTICE_DAYS,
 * once per organization and trial end: the notice's row in `mail_notices` and its mails are one transaction, so
 * two processes checking at once queue it once. Answers how many organizations were told.
 */
export async function enqueueTrialEndingNotices(
  db: Kysely<Database>,
  options: { consoleOrigin: string; now: Date },
): Promise<number> {
  const { now } = options;
  // A first cut in SQL (trialing, ending within the window); the domain's trial state decides.
  const candidates = await db
    .selectFrom('subscriptions')
    .innerJoin('organizations', 'organizations.id', 'subscriptions.organization_id')
    .select([
      'subscriptions.organization_id',
      'organizations.name',
      'subscriptions.product',
      'subscriptions.status',
      'subscriptions.trial_end',
      'subscriptions.current_period_start',
      'subscriptions.current_period_end',
      'subscriptions.cancel_at_period_end',
    ])
    .where('subscriptions.status_key', '=', 'trialing')
    .where('subscriptions.trial_end', '>', now)
    .where('subscriptions.trial_end', '<=', new Date(now.getTime() + TRIAL_ENDING_NOTICE_DAYS * MS_PER_DAY))
    .execute();

  let told = 0;
  for (const candidate of candidates) {
    const trial = getSubscriptionState(subscriptionStateInput(candidate), now).trial;
    if (trial == null || trial.expired || trial.daysLeft > TRIAL_ENDING_NOTICE_DAYS) continue;
    const trialEnd = candidate.trial_end as Date;
    const queued = await db.transaction().execute(async (trx) => {
      const notice = await trx
        .insertInto('mail_notices')
        .values({
          organization_id: candidate.organization_id,
          kind: TRIAL_ENDING_KIND,
          key: trialEnd.toISOString(),
        })
        .onConflict((oc) => oc.columns(['organization_id', 'kind', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!notice) return false;
      for (const to of await billingContacts(trx, candidate.organization_id)) {
        await enqueueMail(
          trx,
          trialEndingMail({
            to,
            organizationId: candidate.organization_id,
            organizationName: candidate.name,
            trialEnd,
            billingUrl: billingUrl(options.consoleOrigin),
          }),
        );
      }
      return true;
    });
    if (queued) told += 1;
  }
  return told;
}
