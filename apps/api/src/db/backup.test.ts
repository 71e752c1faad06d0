import { PassThrough, Readable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import { useTestApi, type TestApi } from '../test-support/test-api';
import { TEST_DRIVERS } from '../test-support/test-database';
import { BackupError, restoreBackup, writeBackup } from './backup';

/** Writes a backup into memory; answers its bytes once the backup has finished. */
async function backupOf(api: TestApi): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(api.db, out);
  return Buffer.concat(chunks);
}

describe.each(TEST_DRIVERS)('backups on %s', (driver) => {
  // Two APIs on two databases, emptied before each test: the one backed up, and the one restored into.
  const api = useTestApi(driver, { rateLimits: false });
  const target = useTestApi(driver, { rateLimits: false });

  it('restores a backup taken mid-load with every write acknowledged before it began', async () => {
    const owner = await api.createUser();
    const organizationId = await api.createOrganization(owner, { licenseCount: 1_000 });
    const acknowledged: { licenseId: string; at: number }[] = [];
    let writing = true;
    // Two writers assigning licences one after another until told to stop.
    const writers = Array.from({ length: 2 }, async (_, writer) => {
      for (let index = 0; writing; index++) {
        const answer = await api.call<{ licenseId: string }>('POST', '/licenses/assign-member-to-license', {
          token: owner.token,
          body: { organizationId, identifier: `Writer ${writer} device ${index}`, licenseType: 'POD_ADMIN' },
        });
        expect(answer.status).toBe(201);
        acknowledged.push({ licenseId: answer.body.licenseId, at: performance.now() });
      }
    });
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const backupBegan = performance.now();
    const before = acknowledged.filter((write) => write.at < backupBegan).map((write) => write.licenseId);
    const bytes = await backupOf(api);
    while (acknowledged.length < before.length + 10) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await Promise.all(writers);

    const { header } = await restoreBackup(target.db, Readable.from([bytes]));
    expect(header.tables.licenses).toBeGreaterThanOrEqual(before.length);
    const restored = await target.db
      .selectFrom('licenses')
      .select('id')
      .where('organization_id', '=', organizationId)
      .execute();
    const restoredIds = new Set(restored.map((row) => row.id));
    expect(before.filter((id) => !restoredIds.has(id))).toEqual([]);
    expect(restored.length).toBe(header.tables.licenses);
    // One snapshot: the kept tallies agree with the rows, as they did when it was taken.
    const tally = await target.db
      .selectFrom('organization_tallies')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(tally).toMatchObject({ assigned_licenses: restored.length });
  });

  it('gives a restored database to an API that serves it as before', async () => {
    const owner = await api.createUser({ email: 'owner@example.com' });
    const organizationId = await api.createOrganization(owner, { name: 'Backed Up Ltd', licenseCount: 3 });
    await api.call('POST', '/licenses/assign-member-to-license', {
      token: owner.token,
      body: { organizationId, identifier: 'Front desk iPad', licenseType: 'POD_ADMIN' },
    });
    const original = await api.call<{ name: string; licenses: { identifier: string }[] }>(
      'GET',
      `/organizations/${organizationId}`,
      { token: owner.token },
    );
    const bytes = await backupOf(api);

    // The other API, on the database restored from the backup; its tokens are its own.
    await restoreBackup(target.db, Readable.from([bytes]));
    const token = await target.tokens.mint({ sub: `sub-${owner.id}`, email: owner.email });
    const served = await target.call<typeof original.body>('GET', `/organizations/${organizationId}`, {
      token,
    });
    expect(served.status).toBe(200);
    expect(served.body).toEqual(original.body);
  });

  it('refuses to restore into a database that holds data, and changes nothing there', async () => {
    const owner = await api.createUser();
    await api.createOrganization(owner);
    const bytes = await backupOf(api);
    await expect(restoreBackup(api.db, Readable.from([bytes]))).rejects.toThrow(
      new BackupError(
        'The database to restore into is not empty: restore into a fresh data folder (PGlite) or schema (PostgreSQL).',
      ),
    );
    expect(await api.db.selectFrom('organizations').select('id').execute()).toHaveLength(1);
  });

  it('refuses a file that is not a backup, saying so', async () => {
    const { gzipSync } = await import('node:zlib');
    await expect(restoreBackup(target.db, Readable.from([gzipSync('{"hello":1}\n')]))).rejects.toThrow(
      'This is not a Pod Console backup.',
    );
  });
});
