// Test helpers: an injected fetch that records what the client sent and answers like the API would.
// Nothing is mocked but the network itself (the openapi-fetch style). The answers come from `./testing`.
import type { components } from './generated/v1';
import {
  fixtureIds,
  wireInvitation,
  wireLicense,
  wireOrganization,
  wireOrganizationUser,
  wireTermsDocument,
  wireTermsStatus,
} from './testing';

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

export type Responder = (request: SentRequest) => Response | Promise<Response>;

export function recordingFetch(responder: Responder) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const recorded: SentRequest = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    };
    sent.push(recorded);
    return responder(recorded);
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const problem = (body: components['schemas']['Problem']) =>
  new Response(JSON.stringify(body), {
    status: body.status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

export const noContent = () => new Response(null, { status: 204 });

export { fixtureIds as ids } from './testing';

/** Analytical Engines with what the mappers must carry over: a keyed trial licence and a revoked one. */
export const organizationAnswer = wireOrganization({
  created_at: '2026-01-02T03:04:05Z',
  idle_seat_release_days: 30,
  licenses: [
    wireLicense({
      license_key_hash: 'c2hhMjU2OmFiYw',
      expires_at: '2027-01-31T00:00:00Z',
      trial: true,
      claimed_at: '2026-11-20T09:00:00Z',
      device_name: 'Studio iPad 1',
      last_seen_at: '2026-11-27T08:00:00Z',
    }),
    wireLicense({
      id: fixtureIds.revokedLicense,
      identifier: 'Old phone',
      revoked_at: '2026-10-01T12:00:00Z',
    }),
  ],
  organization_users: [wireOrganizationUser({ last_name: null })],
  pending_invitations: [wireInvitation({ expires_at: '2026-11-30T09:00:00Z', token: 'tok_abc' })],
});

export const termsStatusAnswer = wireTermsStatus({
  currentTermsOfService: wireTermsDocument({ s3_link: 'http://127.0.0.1:4000/static/terms/2026-11.md' }),
});
