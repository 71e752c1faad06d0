// The identity provider's secrets in its data directory (the signing key, the cookie keys): created once, then
// read by every later start and by every other process sharing the directory
// (docs/decisions/0004-identity-provider-and-token-cache.md).
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CreateOnceFile<T> {
  /** The file's name inside the data directory. */
  name: string;
  /** Reads the file's text; throws, saying how to recover, when it holds no usable value. */
  parse(text: string, file: string): T;
  /** A new value and the text that stores it. */
  create(): Promise<{ value: T; text: string }>;
}

/**
 * The value stored in `dataDir/file.name`, creating it on first use. `created` says whether this call wrote it.
 * Written in full under a temporary name, then linked into place: link() fails when the file exists, so two
 * processes starting on one directory at once agree on the first value, and nobody reads a half-written file.
 */
export async function readOrCreateOnce<T>(
  dataDir: string,
  file: CreateOnceFile<T>,
): Promise<{ value: T; created: boolean }> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, file.name);

  const existing = await readText(path);
  if (existing !== undefined) return { value: file.parse(existing, path), created: false };

  const { value, text } = await file.create();
  const temporary = join(dataDir, `.${file.name}.${process.pid}.${randomBytes(6).toString('hex')}`);
  await writeFile(temporary, text, { flag: 'wx', mode: 0o600 });
  try {
    await link(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readText(path);
    if (winner === undefined)
      throw new Error(`${path} vanished while it was being created`, { cause: error });
    return { value: file.parse(winner, path), created: false };
  } finally {
    await rm(temporary, { force: true });
  }
  return { value, created: true };
}

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
