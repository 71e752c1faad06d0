import {
  formatDate,
  getDisplayName,
  getInvitationStatus,
  getSubscriptionState,
  PLAN_FACTS,
} from '@pod-console/hooks/domain';
import type { AdminOrganizationDetail } from '@pod-console/sdk';
import type { ReactNode } from 'react';
import { organizationLicenseCounts, planLabel } from './admin-organization-columns';

export interface AdminOrganizationDetailsProps {
  organization: AdminOrganizationDetail;
  /** The subscription and invitation rules read the clock through this. */
  now: Date;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h2 className="text-sm font-semibold text-fg">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Facts({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-fg-muted">{term}</dt>
          <dd className="text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An expanded row of the Organizations table (spec §2): its members, pending invitations, licence counts
 * (spec §4) and subscription (spec §4: plan, status, period end and any pending change).
 */
export function AdminOrganizationDetails({ organization, now }: AdminOrganizationDetailsProps) {
  const counts = organizationLicenseCounts(organization);
  const subscription = organization.subscription;
  const { pendingChange } = getSubscriptionState(subscription, now);

  return (
    <div className="grid grid-cols-1 gap-6 @3xl:grid-cols-2 @6xl:grid-cols-4">
      <Section title="Members">
        {organization.members.length === 0 ? (
          <p className="text-fg-muted">No members</p>
        ) : (
          <ul className="space-y-1">
            {organization.members.map((member) => (
              <li key={member.id} className="min-w-0">
                <span className="block truncate text-fg">{getDisplayName(member)}</span>
                <span className="block truncate text-fg-muted">{member.email}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Pending invitations">
        {organization.pendingInvitations.length === 0 ? (
          <p className="text-fg-muted">No pending invitations</p>
        ) : (
          <ul className="space-y-1">
            {organization.pendingInvitations.map((invitation) => (
              <li key={invitation.id} className="min-w-0">
                <span className="block truncate text-fg">{invitation.email}</span>
                <span className="block text-fg-muted">
                  {getInvitationStatus(invitation, now) === 'Expired' ? 'Expired' : 'Expires'}{' '}
                  {formatDate(invitation.expiresAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Licenses">
        <Facts
          facts={[
            ['Assigned', counts.assigned],
            ['Available', counts.available],
            ['Unassigned', counts.unassigned],
            ['Trial', organization.trialLicenseCount],
            ['Assigned trial', organization.assignedTrialLicenseCount],
          ]}
        />
      </Section>
      <Section title="Subscription">
        {subscription == null ? (
          <p className="text-fg-muted">No subscription</p>
        ) : (
          <Facts
            facts={[
              ['Plan', planLabel(organization)],
              ['Status', subscription.status],
              ['Period end', formatDate(subscription.provider.currentPeriodEnd) || '—'],
              [
                'Pending change',
                pendingChange == null
                  ? 'None'
                  : `${PLAN_FACTS[pendingChange.product].name} from ${formatDate(pendingChange.startsAt)}`,
              ],
            ]}
          />
        )}
      </Section>
    </div>
  );
}
