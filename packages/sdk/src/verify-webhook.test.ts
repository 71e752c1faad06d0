import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';

import { verifyWebhook, WebhookSignatureError } from './verify-webhook';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const OTHER = 'whsec_dGhpcyBpcyBhbm90aGVyIHNlY3JldCBrZXk=';
const BODY = JSON.stringify({
  id: '01938a6e-5f00-7c2a-9b1e-3d4f5a6b7c8d',
  type: 'license.claimed',
  timestamp: '2026-12-07T09:15:00.000Z',
  organization_id: '8c1e4b2a-3f5d-4e6a-9b7c-1d2e3f4a5b6c',
  data: {
    subject: 'ana@example.com',
    actor: { type: 'device', name: 'Studio iPad 3', email: null },
    before: null,
    after: null,
  },
});

function signed(secrets: string[], at = new Date(), body = BODY) {
  const id = '01938a6e-5f00-7c2a-9b1e-3d4f5a6b7c8d';
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  };
}

describe('verifyWebhook', () => {
  it('answers the event in camelCase when the signature holds', () => {
    const event = verifyWebhook(BODY, signed([SECRET]), SECRET);
    expect(event).toMatchObject({
      type: 'license.claimed',
      organizationId: '8c1e4b2a-3f5d-4e6a-9b7c-1d2e3f4a5b6c',
      data: { subject: 'ana@example.com' },
    });
  });

  it('verifies with either secret while a rotation signs with both, and reads a fetch Headers', () => {
    const headers = new Headers(signed([OTHER, SECRET]));
    expect(verifyWebhook(BODY, headers, SECRET).id).toBe('01938a6e-5f00-7c2a-9b1e-3d4f5a6b7c8d');
    expect(verifyWebhook(BODY, headers, OTHER).id).toBe('01938a6e-5f00-7c2a-9b1e-3d4f5a6b7c8d');
  });

  it('refuses another secret, an altered body and an old timestamp', () => {
    expect(() => verifyWebhook(BODY, signed([OTHER]), SECRET)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhook(BODY.replace('ana', 'bob'), signed([SECRET]), SECRET)).toThrow(
      WebhookSignatureError,
    );
    const old = new Date(Date.now() - 10 * 60_000);
    expect(() => verifyWebhook(BODY, signed([SECRET], old), SECRET)).toThrow('Message timestamp too old');
  });
});
