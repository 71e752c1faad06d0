// The demo organizations' webhook endpoint (docs/decisions/0046-webhook-inbox-and-api-reference.md): each points at
// the local webhook inbox and hears every event type, so a change made in the console shows there at once. The inbox
// moves with the API's port, so each start points the endpoint at this run's inbox; its secret is made once.
import { createHash, randomBytes } from 'node:crypto';

import type { Database } from '@pod-console/api';
import { WEBHOOK_EVENT_TYPES } from '@pod-console/hooks/webhooks';
import type { Kysely } from 'kysely';

import { DEMO_ORGANIZATIONS } from '../seed/demo-data';

/** A stable id per organization, so each start finds the endpoint it made before. */
function endpointIdOf(organizationId: string): string {
  const hex = createHash('sha256').update(`demo-webhook:${organizationId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function pointDemoWebhooksAt(db: Kysely<Database>, url: string, now: Date): Promise<void> {
  for (const organization of DEMO_ORGANIZATIONS) {
    await db
      .insertInto('webhook_endpoints')
      .values({
        id: endpointIdOf(organization.id),
        organization_id: organization.id,
        url,
        description: 'Local webhook inbox (npm start)',
        event_types: JSON.stringify(WEBHOOK_EVENT_TYPES),
        enabled: true,
        secret: `whsec_${randomBytes(32).toString('base64')}`,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ url, updated_at: now }))
      .execute();
  }
}
