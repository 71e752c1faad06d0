// The local webhook inbox (docs/decisions/0046-webhook-inbox-and-api-reference.md): what an organization's own
// system would be, offline. It receives the deliveries sent to its URL, checks each signature with the SDK's
// verifyWebhook against the secrets of the endpoints pointed at it, and shows them newest first. "Stop receiving"
// makes it answer 503, so retries can be watched: the missed events arrive once it receives again.
import type { ApiContext, ApiPlugin } from '@pod-console/api';
import { verifyWebhook } from '@pod-console/sdk/webhooks';

import { html, renderPage } from '../payments/html';
import { fromThisSite } from '../pages/from-this-site';

export const WEBHOOK_INBOX_PATH = '/webhook-inbox';
const RECEIVE_PATH = `${WEBHOOK_INBOX_PATH}/receive`;
const EVENTS_PATH = `${WEBHOOK_INBOX_PATH}/events`;
const TOGGLE_PATH = `${WEBHOOK_INBOX_PATH}/toggle`;
/** The deliveries kept (in memory, for this run). */
const KEPT = 200;
const BODY_LIMIT = 256 * 1024;
const FORM_BODY_LIMIT = 1024;

export interface ReceivedWebhook {
  receivedAt: string;
  /** `webhook-id`: the event's id. */
  id: string | null;
  type: string | null;
  organizationId: string | null;
  subject: string | null;
  verified: boolean;
  /** Why it did not verify. */
  problem: string | null;
}

export interface WebhookInbox {
  plugin: ApiPlugin;
  /** What it received, newest first. */
  received(): readonly ReceivedWebhook[];
}

/** The URL deliveries are sent to, on the API's origin. */
export const webhookInboxReceiveUrl = (apiOrigin: string) => `${apiOrigin}${RECEIVE_PATH}`;

export function createWebhookInbox(): WebhookInbox {
  const received: ReceivedWebhook[] = [];
  let receiving = true;

  /** The secrets of every endpoint pointed at this inbox (a rotation's replaced one too). */
  async function secretsFor(db: ApiContext['db'], url: string): Promise<string[]> {
    const rows = await db
      .selectFrom('webhook_endpoints')
      .select(['secret', 'previous_secret'])
      .where('url', '=', url)
      .execute();
    return rows.flatMap((row) => [row.secret, ...(row.previous_secret ? [row.previous_secret] : [])]);
  }

  const plugin: ApiPlugin = async (app, context) => {
    await app.register(async (scope) => {
      // The signature covers the body as sent: read it as text, parse it only once verified.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: BODY_LIMIT },
        (_r, body, done) => done(null, body),
      );
      scope.post(RECEIVE_PATH, async (request, reply) => {
        if (!receiving) return reply.code(503).header('retry-after', '60').send('The inbox is stopped.');
        const url = `${context.publicUrl}${RECEIVE_PATH}`;
        const secrets = await secretsFor(context.db, url);
        const headers = request.headers as Record<string, string>;
        let entry: ReceivedWebhook = {
          receivedAt: new Date().toISOString(),
          id: headers['webhook-id'] ?? null,
          type: null,
          organizationId: null,
          subject: null,
          verified: false,
          problem:
            secrets.length === 0 ? 'No endpoint points at this inbox.' : 'No secret verifies its signature.',
        };
        for (const secret of secrets) {
          try {
            const event = verifyWebhook(String(request.body), headers, secret);
            entry = {
              ...entry,
              type: event.type,
              organizationId: event.organizationId,
              subject: event.data.subject,
              verified: true,
              problem: null,
            };
            break;
          } catch (error) {
            entry.problem = error instanceof Error ? error.message : String(error);
          }
        }
        received.unshift(entry);
        received.length = Math.min(received.length, KEPT);
        return reply.code(entry.verified ? 204 : 400).send();
      });
    });
    app.get(EVENTS_PATH, async () => ({ receiving, received }));
    await app.register(async (scope) => {
      // The page's Stop / Start button is a form: its (empty) body is read and ignored.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        (_r, _body, done) => done(null, null),
      );
      scope.post(TOGGLE_PATH, async (request, reply) => {
        if (!fromThisSite(request)) return reply.code(403).send('This form was sent from another site.');
        receiving = !receiving;
        return reply.redirect(WEBHOOK_INBOX_PATH, 303);
      });
    });
    app.get(WEBHOOK_INBOX_PATH, async (_request, reply) => {
      const rows = received.map(
        (entry) =>
          html`<tr>
            <td>${entry.receivedAt.replace('T', ' ').slice(0, 19)}</td>
            <td>${entry.type ?? '—'}</td>
            <td>${entry.subject ?? '—'}</td>
            <td>${entry.verified ? 'Signature valid' : `Refused: ${entry.problem ?? ''}`}</td>
            <td><code>${entry.id ?? '—'}</code></td>
          </tr>`,
      );
      const page = renderPage({
        title: 'Webhook inbox',
        brand: 'Pod Console webhook inbox',
        width: 'wide',
        body: html`<h1>Webhook inbox</h1>
          <p>
            Deliveries sent to <code>${context.publicUrl}${RECEIVE_PATH}</code>, newest first, each checked
            with the SDK's <code>verifyWebhook</code>.
            ${receiving ? 'Receiving.' : 'Stopped: deliveries are answered 503 and retried later.'}
          </p>
          <form method="post" action="${TOGGLE_PATH}">
            <button type="submit">${receiving ? 'Stop receiving' : 'Start receiving'}</button>
          </form>
          ${
            rows.length === 0
              ? html`<p>Nothing received yet.</p>`
              : html`<table>
                  <thead>
                    <tr>
                      <th>Received</th>
                      <th>Event</th>
                      <th>Subject</th>
                      <th>Signature</th>
                      <th>Event id</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows}
                  </tbody>
                </table>`
          }`,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', page.csp)
        .header('cache-control', 'no-store')
        .send(page.html);
    });
  };

  return { plugin, received: () => received };
}
