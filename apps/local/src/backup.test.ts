// `npm run backup` and `npm run restore` on the offline world's PGlite folder while `npm start` runs
// (docs/decisions/0036-backups.md): the running server answers the backup, and it restores into a fresh folder.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { openDatabase, runBackupCommand } from '@pod-console/api';
import { migratedPgliteSnapshot } from '@pod-console/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startStack, type Stack } from './stack';

let dataDir: string;
let stack: Stack;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pod-console-backup-'));
  stack = await startStack({
    apiPort: 0,
    idpPort: 0,
    dataDir: join(dataDir, 'running'),
    pgliteSnapshot: await migratedPgliteSnapshot(),
  });
});

afterAll(async () => {
  await stack?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('backups of a running PGlite folder', () => {
  it('answers a backup only to the secret in the folder, readable by its owner alone', async () => {
    const controlFile = join(dataDir, 'running', 'backup-control.json');
    expect((await stat(controlFile)).mode & 0o777).toBe(0o600);
    const control = JSON.parse(await readFile(controlFile, 'utf8')) as { url: string; secret: string };
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${control.secret}`]) {
      const refused = await fetch(`${control.url}/control/backup`, {
        method: 'POST',
        ...(authorization && { headers: { authorization } }),
      });
      expect(refused.status, String(authorization)).toBe(404);
      await refused.body?.cancel();
    }
  });

  it('backs up through the running server and restores into a fresh folder, every row', async () => {
    const printed: string[] = [];
    const file = join(dataDir, 'demo.backup.gz');
    await runBackupCommand(['backup', file], { DATA_DIR: join(dataDir, 'running') }, (line) =>
      printed.push(line),
    );
    expect(printed[0]).toMatch(
      /^Backed up PGlite in .+, through the running server to .+demo\.backup\.gz \(\d+ bytes\)\.$/,
    );

    // Restoring into the folder the server runs on is refused, saying why.
    await expect(
      runBackupCommand(['restore', file], { DATA_DIR: join(dataDir, 'running') }, () => {}),
    ).rejects.toThrow(/A server is running on .+: restore into a fresh data folder/);

    await runBackupCommand(['restore', file], { DATA_DIR: join(dataDir, 'restored') }, (line) =>
      printed.push(line),
    );
    expect(printed[1]).toMatch(/^Restored \d+ rows of \d+ tables, taken .+, into PGlite in .+restored/);
    const restored = await openDatabase({ dataDir: join(dataDir, 'restored', 'pglite'), migrate: false });
    try {
      const count = async (db: typeof stack.db) =>
        (await db.selectFrom('users').select('email').orderBy('email').execute()).map((row) => row.email);
      expect(await count(restored.db)).toEqual(await count(stack.db));
      expect((await count(restored.db)).length).toBeGreaterThan(10);
    } finally {
      await restored.close();
    }
  });
});
