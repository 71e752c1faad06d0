import { formatDate } from '@pod-console/hooks/domain';
import { planUsage, USAGE_MESSAGES } from '@pod-console/hooks/fleet';
import type { OrganizationUsage, PlanType } from '@pod-console/sdk';
import { lazy, Suspense } from 'react';
import { Card } from '../../components/ui/card';
import { LoadFailed } from '../../components/ui/load-failed';

// The chart's code comes with the section, not with the console's first screen.
const UsageChart = lazy(() => import('./usage-chart').then((module) => ({ default: module.UsageChart })));

export interface UsageSectionProps {
  /** The usage query: loading shows a placeholder, error offers a retry. */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  usage: OrganizationUsage | null;
  /** The organization's plan, whose monthly-active-user allowance the month is measured against (spec §9). */
  plan: PlanType | null;
}

const TITLE_ID = 'usage-title';
const CHART_HEIGHT = 'h-40';

function Figure({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <div className="rounded-md border border-line p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-fg">{value}</dd>
      {note ? <dd className="mt-1 text-sm text-warning-fg">{note}</dd> : null}
    </div>
  );
}

/**
 * Plan & Billing, "Usage" (docs/decisions/0042-usage-against-the-plan.md): the month's active devices against the
 * plan's monthly active users, the seats claimed in the last 90 days, the idle seats, and a chart of the 90 days'
 * active devices with the table of the same figures behind it.
 */
export function UsageSection({ status, onRetry, usage, plan }: UsageSectionProps) {
  const against = usage ? planUsage(usage.monthlyActiveDevices, plan) : null;
  return (
    <Card title={USAGE_MESSAGES.title} titleId={TITLE_ID}>
      {status === 'loading' ? (
        <div role="status" aria-label="Loading usage" className="space-y-3">
          <div className="h-20 animate-pulse rounded-md bg-line" />
          <div className={`${CHART_HEIGHT} animate-pulse rounded-md bg-line`} />
        </div>
      ) : null}
      {status === 'error' ? <LoadFailed message={USAGE_MESSAGES.loadFailed} onRetry={onRetry} /> : null}
      {status === 'ready' && usage && against ? (
        <div className="space-y-4">
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure
              label={USAGE_MESSAGES.monthlyActive}
              value={USAGE_MESSAGES.againstAllowance(usage.monthlyActiveDevices, against)}
              note={USAGE_MESSAGES.over(against)}
            />
            <Figure label={USAGE_MESSAGES.claims} value={usage.seatsClaimed90Days.toLocaleString('en-US')} />
            <Figure
              label={USAGE_MESSAGES.idle}
              value={`${usage.idleSeats.toLocaleString('en-US')} of ${usage.claimedSeats.toLocaleString('en-US')} claimed`}
              note={null}
            />
          </dl>
          <figure>
            <figcaption className="mb-2 text-sm font-medium text-fg">{USAGE_MESSAGES.chartTitle}</figcaption>
            <Suspense fallback={<div className={`${CHART_HEIGHT} rounded-md bg-surface-sunken`} />}>
              <UsageChart days={usage.days} label={USAGE_MESSAGES.chartTitle} />
            </Suspense>
          </figure>
          <details className="rounded-md border border-line">
            <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-focus">
              Show the figures as a table
            </summary>
            <div role="region" aria-label="Usage table" tabIndex={0} className="max-h-80 overflow-y-auto">
              <table className="w-full text-left text-sm text-fg">
                <caption className="sr-only">{USAGE_MESSAGES.chartTitle}</caption>
                <thead className="sticky top-0 bg-surface-raised">
                  <tr>
                    <th scope="col" className="px-4 py-2 font-semibold">
                      Day
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-semibold">
                      Active devices
                    </th>
                    <th scope="col" className="px-4 py-2 text-right font-semibold">
                      Seats claimed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...usage.days].reverse().map((day) => (
                    <tr key={day.day} className="border-t border-line">
                      <th scope="row" className="px-4 py-1.5 font-normal">
                        {formatDate(`${day.day}T00:00:00Z`)}
                      </th>
                      <td className="px-4 py-1.5 text-right tabular-nums">{day.activeDevices}</td>
                      <td className="px-4 py-1.5 text-right tabular-nums">{day.claims}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      ) : null}
    </Card>
  );
}
