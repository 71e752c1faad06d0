// Test helpers: an injected fetch that records what the client sent and answers like the API would.
// Nothing is mocked but the network itself (the openapi-fetch style).
import type { components } from './generated/v1';

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

export const ids = {
  user: '0b8e7c1a-2d4f-4e6a-9b1c-3d5e7f9a1b2c',
  otherUser: '1c9f8d2b-3e5a-4f7b-8c2d-4e6f8a0b2c3d',
  organization: '2da09e3c-4f6b-4a8c-9d3e-5f7a9b1c3d4e',
  otherOrganization: '3eb1af4d-5a7c-4b9d-8e4f-6a8b0c2d4e5f',
  license: '4fc2b05e-6b8d-4cae-9f5a-7b9c1d3e5f6a',
  revokedLicense: '5ad3c16f-7c9e-4dbf-8a6b-8cad2e4f6a7b',
  invitation: '6be4d27a-8daf-4ec0-9b7c-9dbe3f5a7b8c',
  terms: '7cf5e38b-9eb0-4fd1-8c8d-aecf4a6b8c9d',
} as const;

export const wireUser: components['schemas']['CurrentUser'] = {
  id: ids.user,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  selected_organization_id: ids.organization,
  system_role: 'USER',
  organizations: [
    { id: ids.organization, name: 'Analytical Engines' },
    { id: ids.otherOrganization, name: 'Difference Ltd' },
  ],
  pending_organizations: [
    {
      pending_invitation_id: ids.invitation,
      organization_id: ids.otherOrganization,
      organization_name: 'Difference Ltd',
    },
  ],
};

export const wireOrganization: components['schemas']['Organization'] = {
  id: ids.organization,
  name: 'Analytical Engines',
  license_counts: { POD_ADMIN: 5 },
  licenses: [
    {
      id: ids.license,
      license_key_hash: 'c2hhMjU2OmFiYw',
      identifier: 'Studio iPad',
      expires_at: '2027-01-31T00:00:00Z',
      revoked_at: null,
      trial: true,
    },
    {
      id: ids.revokedLicense,
      license_key_hash: null,
      identifier: 'Old phone',
      expires_at: null,
      revoked_at: '2026-10-01T12:00:00Z',
      trial: false,
    },
  ],
  organization_users: [{ user_id: ids.user, email: 'ada@example.com', first_name: 'Ada', last_name: null }],
  pending_invitations: [
    {
      id: ids.invitation,
      email: 'charles@example.com',
      expires_at: '2026-11-30T09:00:00Z',
      token: 'tok_abc',
    },
  ],
  created_at: '2026-01-02T03:04:05Z',
  owner_user_id: ids.user,
};

export const wireTermsStatus: components['schemas']['TermsOfServiceStatus'] = {
  currentTermsOfService: {
    id: ids.terms,
    version: '2026-11',
    s3_link: 'http://127.0.0.1:4000/static/terms/2026-11.md',
  },
  signedTermsOfService: [],
};
