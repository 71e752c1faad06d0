// The local provider's webhook signing secret: random per data folder and kept there, so events signed before a
// restart still verify after it, or given by LOCAL_PAYMENTS_WEBHOOK_SECRET (e.g. to replay events with a tool).
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The file, inside the data folder, that holds the secret. */
export const WEBHOOK_SECRET_FILE = 'local-payments-webhook-secret.txt';

export const WEBHOOK_SECRET_ENV = 'LOCAL_PAYMENTS_WEBHOOK_SECRET';

/** Stripe's signing secrets start with whsec_; the local one says where it comes from. */
const PREFIX = 'whsec_local_';

export async function loadOrCreateWebhookSecret(
  dataDir: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<string> {
  const given = env[WEBHOOK_SECRET_ENV]?.trim();
  if (given) return given;

  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, WEBHOOK_SECRET_FILE);
  const existing = await readSecret(file);
  if (existing) return existing;

  const secret = `${PREFIX}${randomBytes(24).toString('hex')}`;
  // Written in full under a temporary name, then linked into place: two processes starting on one folder agree on
  // the first secret, and nobody reads a half-written file (as identity/signing-key.ts does for its key).
  const temporary = join(dataDir, `.${WEBHOOK_SECRET_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`);
  await writeFile(temporary, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(file);
    if (!winner)
      throw new Error(`${file} exists but is empty; delete it to create a new secret`, { cause: error });
    return winner;
  } finally {
    await rm(temporary, { force: true });
  }
  return secret;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text === '' ? undefined : text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
