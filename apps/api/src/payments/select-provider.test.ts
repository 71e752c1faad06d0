import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { selectPaymentProvider } from './select-provider';
import { openTestDatabase } from '../test-support/test-database';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  STRIPE_PRICE_STARTER_MONTHLY: 'price_sm',
  STRIPE_PRICE_STARTER_ANNUALLY: 'price_sa',
  STRIPE_PRICE_BUSINESS_MONTHLY: 'price_bm',
  STRIPE_PRICE_BUSINESS_ANNUALLY: 'price_ba',
};

let database: OpenDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  dataDir = await mkdtemp(join(tmpdir(), 'pod-console-payments-'));
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const select = (env: Record<string, string | undefined>) =>
  selectPaymentProvider({
    db: database.db,
    publicUrl: 'http://127.0.0.1:4000',
    webhookUrl: 'http://127.0.0.1:4000/admin-console/v1/webhooks/payments',
    dataDir,
    env,
  });

describe('selectPaymentProvider', () => {
  it('is Stripe with STRIPE_SECRET_KEY and every other Stripe variable, verifying with STRIPE_WEBHOOK_SECRET', async () => {
    const selected = await select(STRIPE);
    expect(selected.kind).toBe('stripe');
    expect(selected.provider.kind).toBe('stripe');
    expect(selected.provider.describePrice('price_ba')).toMatchObject({
      plan: 'business',
      period: 'annually',
    });
    const payload = '{"id":"evt_3"}';
    const local = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_local_other' });
    expect(() => selected.provider.constructEvent(payload, local)).toThrow();
  });

  it('refuses to start with STRIPE_SECRET_KEY but a missing Stripe variable, naming it', async () => {
    await expect(select({ ...STRIPE, STRIPE_PRICE_BUSINESS_ANNUALLY: undefined })).rejects.toThrow(
      /STRIPE_PRICE_BUSINESS_ANNUALLY/,
    );
  });

  it('refuses to start without STRIPE_SECRET_KEY when no fallback is given (the API alone)', async () => {
    await expect(
      selectPaymentProvider({
        db: database.db,
        publicUrl: 'http://127.0.0.1:4000',
        webhookUrl: 'http://127.0.0.1:4000/admin-console/v1/webhooks/payments',
        dataDir,
        env: {},
      }),
    ).rejects.toThrow(/STRIPE_SECRET_KEY/);
  });
});
