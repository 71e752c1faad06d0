// `pod-console events listen --forward-to <url>` (docs/decisions/0047-events-listen.md): as payment providers' CLIs
// do, an organization's events reach a program on this machine without a public URL. The CLI opens a receiver on
// 127.0.0.1, adds a webhook endpoint for it (every event type; loopback HTTP is allowed for this machine), forwards
// each delivery — the body and the `webhook-*` headers as they came, so the program verifies them with the printed
// secret — and answers the API with the program's status. When stopped it deletes the endpoint it made.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ConsoleClient, WebhookEventType } from '@pod-console/sdk';

// Every event type of the contract: a record, so a type the contract adds does not compile until it is here.
const EVERY_EVENT_TYPE: Record<WebhookEventType, true> = {
  'license.assigned': true,
  'license.claimed': true,
  'license.released': true,
  'license.revoked': true,
  'license.identifier_changed': true,
  'member.joined': true,
  'member.removed': true,
  'member.left': true,
  'member.role_changed': true,
  'invitation.sent': true,
  'invitation.accepted': true,
  'invitation.declined': true,
  'invitation.cancelled': true,
  'plan.changed': true,
  'payment.failed': true,
  'organization.locked': true,
};

/** What a forwarded delivery carries along besides its body. */
const FORWARDED_HEADERS = ['content-type', 'webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export interface ListenOptions {
  client: ConsoleClient;
  organizationId: string;
  forwardTo: string;
  fetch: typeof globalThis.fetch;
  /** Ends the listening (Ctrl-C in the executable). */
  signal: AbortSignal;
  /** One line per event and the start's lines. */
  log: (line: string) => void;
  /** The receiver's port on 127.0.0.1; 0 picks a free one. */
  port?: number;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/** Listens until `signal` aborts; answers how many deliveries it forwarded. */
export async function listenForEvents(options: ListenOptions): Promise<number> {
  let forwarded = 0;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    let type = 'event';
    try {
      type = (JSON.parse(body) as { type?: string }).type ?? type;
    } catch {
      // Forwarded as it came: the program decides what it makes of it.
    }
    try {
      const answer = await options.fetch(options.forwardTo, { method: 'POST', headers, body });
      forwarded += 1;
      options.log(`${type} ${headers['webhook-id'] ?? ''} → ${answer.status}`);
      response.writeHead(answer.status).end();
    } catch (error) {
      options.log(`${type} ${headers['webhook-id'] ?? ''} → not forwarded: ${(error as Error).message}`);
      // The API tries again later, as it would for any receiver that is down.
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const { webhookEndpoint, secret } = await options.client.webhookEndpoints.create({
    organizationId: options.organizationId,
    url,
    description: `pod-console events listen → ${options.forwardTo}`,
    eventTypes: Object.keys(EVERY_EVENT_TYPE) as WebhookEventType[],
  });
  options.log(`Forwarding this organization's events to ${options.forwardTo} (Ctrl-C stops).`);
  options.log(`Signing secret for this session: ${secret}`);
  try {
    if (!options.signal.aborted) {
      await new Promise<void>((resolve) =>
        options.signal.addEventListener('abort', () => resolve(), { once: true }),
      );
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await options.client.webhookEndpoints.delete({
      organizationId: options.organizationId,
      webhookEndpointId: webhookEndpoint.id,
    });
  }
  return forwarded;
}
