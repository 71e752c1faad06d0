import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { ConsoleClient } from '@pod-console/sdk';
import { expect, it, vi } from 'vitest';

import { listenForEvents } from './listen';

it('adds an endpoint on this machine, forwards each delivery as it came, and deletes the endpoint when stopped', async () => {
  const received: Array<{ body: string; headers: Record<string, unknown> }> = [];
  const program = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body, headers: request.headers });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => program.listen(0, '127.0.0.1', resolve));
  const forwardTo = `http://127.0.0.1:${(program.address() as AddressInfo).port}/hooks`;

  let receiverUrl = '';
  const created = vi.fn(async (input: { url: string; eventTypes: string[] }) => {
    receiverUrl = input.url;
    return { webhookEndpoint: { id: 'endpoint-1' }, secret: 'whsec_session' };
  });
  const deleted = vi.fn(async () => undefined);
  const client = { webhookEndpoints: { create: created, delete: deleted } } as unknown as ConsoleClient;
  const stop = new AbortController();
  const lines: string[] = [];
  const listening = listenForEvents({
    client,
    organizationId: 'org-1',
    forwardTo,
    fetch: globalThis.fetch,
    signal: stop.signal,
    log: (line) => lines.push(line),
  });
  await vi.waitFor(() => expect(receiverUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/));
  expect(created.mock.calls[0]![0].eventTypes).toContain('license.claimed');

  const body = JSON.stringify({ id: 'evt-1', type: 'license.claimed' });
  const answer = await fetch(receiverUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': 'evt-1',
      'webhook-timestamp': '1765000000',
      'webhook-signature': 'v1,abc',
    },
    body,
  });
  expect(answer.status).toBe(204);
  expect(received).toEqual([
    {
      body,
      headers: expect.objectContaining({
        'webhook-id': 'evt-1',
        'webhook-timestamp': '1765000000',
        'webhook-signature': 'v1,abc',
      }),
    },
  ]);

  stop.abort();
  await expect(listening).resolves.toBe(1);
  expect(deleted).toHaveBeenCalledWith({ organizationId: 'org-1', webhookEndpointId: 'endpoint-1' });
  expect(lines).toContain('Signing secret for this session: whsec_session');
  expect(lines).toContain('license.claimed evt-1 → 204');
  await new Promise<void>((resolve) => program.close(() => resolve()));
});
