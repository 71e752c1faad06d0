// The local provider as the API's payment fallback: chosen without STRIPE_SECRET_KEY, its webhook secret kept in
// the data folder.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { selectPaymentProvider, type OpenDatabase } from '@pod-console/api';
import { openTestDatabase } from '@pod-console/api/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localPaymentProvider } from './provider-factory';
import { WEBHOOK_SECRET_FILE } from './webhook-secret';

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
    fallback: localPaymentProvider,
  });

describe('selectPaymentProvider with the local fallback', () => {
  it('is the local provider without STRIPE_SECRET_KEY, with a webhook secret kept in the data folder', async () => {
    const first = await select({});
    expect(first.kind).toBe('local');
    expect(first.provider.kind).toBe('local');
    const secret = (await readFile(join(dataDir, WEBHOOK_SECRET_FILE), 'utf8')).trim();
    expect(secret).toMatch(/^whsec_/);
    // The same folder keeps its secret across restarts: the second provider verifies what the first would sign.
    const second = await select({});
    const payload = JSON.stringify({ id: 'evt_1', type: 'invoice.paid', created: 1, data: { object: {} } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(second.provider.constructEvent(payload, header)).toMatchObject({ id: 'evt_1' });
  });

  it('takes the local secret from LOCAL_PAYMENTS_WEBHOOK_SECRET when given', async () => {
    const selected = await select({ LOCAL_PAYMENTS_WEBHOOK_SECRET: 'whsec_given' });
    const payload = '{"id":"evt_2"}';
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_given' });
    expect(selected.provider.constructEvent(payload, header)).toEqual({ id: 'evt_2' });
  });
});
