import type { License, Organization, Subscription } from '@pod-console/sdk';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const domainDir = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // What ships: tests may name React on purpose (without-react.test.ts refuses it in a child process).
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the domain layer', () => {
  it('imports neither React nor TanStack anywhere', () => {
    const files = sourceFiles(domainDir);
    expect(files.length).toBeGreaterThan(10);
    const forbidden =
      /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](?:react(?:-dom)?(?:\/[^'"]*)?|@tanstack\/[^'"]*)['"]/;
    const offenders = files.filter((file) => forbidden.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('leaves zod to the forms entry: only form-schemas.ts imports it, and the domain exports no schema', async () => {
    const importsZod = /(?:from\s+|import\s*\(\s*)['"]zod(?:\/[^'"]*)?['"]/;
    const importers = sourceFiles(domainDir)
      .filter((file) => importsZod.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(domainDir.length));
    expect(importers).toEqual(['validation/form-schemas.ts']);
    const [domain, forms] = await Promise.all([import('./index'), import('../forms')]);
    expect(Object.keys(domain).filter((name) => name.endsWith('Schema'))).toEqual([]);
    expect(forms.licenseIdentifierSchema.safeParse({ identifier: ' Ada ' })).toEqual({
      success: true,
      data: { identifier: 'Ada' },
    });
  });

  it('loads in plain Node and exposes its rules', async () => {
    const domain = await import('../domain/index');
    expect(typeof domain.getLicenseCounts).toBe('function');
    expect(typeof domain.getSubscriptionState).toBe('function');
    expect(typeof domain.hashTerms).toBe('function');
    expect(typeof domain.isSafeReturnPath).toBe('function');
    expect(domain.checkTextField('licenseIdentifier', ' Ada ')).toEqual({ success: true, value: 'Ada' });
    expect(domain.PAYMENT_GRACE_DAYS).toBe(7);
    expect(typeof globalThis.window).toBe('undefined');
  });

  it('is what the package root re-exports', async () => {
    const [domain, root] = await Promise.all([import('./index'), import('../index')]);
    for (const name of Object.keys(domain)) {
      expect(root[name as keyof typeof root]).toBe(domain[name as keyof typeof domain]);
    }
  });
});

describe('the SDK entities', () => {
  it('fit the rules as they come from the client', async () => {
    const { getLicenseCounts, getLicenseStatus, getSubscriptionState, canAddLicense, formatInvoiceAmount } =
      await import('./index');
    const license: License = {
      id: 'l1',
      licenseId: 'l1',
      identifier: 'Ada',
      licenseKey: null,
      expiresAt: null,
      revokedAt: null,
      trial: true,
      claimedAt: null,
      deviceName: null,
      lastSeenAt: null,
    };
    const organization: Organization = {
      id: 'o1',
      name: 'Acme',
      licenseCounts: { POD_ADMIN: 1 },
      licenses: [license],
      users: [],
      pendingInvitations: [],
      createdAt: '2026-01-01T00:00:00Z',
      ownerUserId: 'u1',
      idleSeatReleaseDays: null,
    };
    const subscription: Subscription = {
      product: 'starter',
      status: 'active',
      provider: {
        priceInterval: 'month',
        trialEnd: null,
        currentPeriodStart: '2026-06-01T00:00:00Z',
        currentPeriodEnd: '2026-07-01T00:00:00Z',
        canceledAt: null,
        cancelAtPeriodEnd: false,
        priceAmount: 2900,
      },
      schedule: null,
    };
    const now = new Date('2026-06-15T00:00:00Z');
    expect(getLicenseCounts(organization)).toEqual({ assigned: 1, available: 2, unassigned: 1 });
    expect(canAddLicense(organization, subscription, now)).toBe(true);
    expect(getLicenseStatus(license, now).typeLabel).toBe('Trial');
    expect(getSubscriptionState(subscription, now).isActive).toBe(true);
    expect(formatInvoiceAmount(subscription)).toBe('$29.00');
  });
});
