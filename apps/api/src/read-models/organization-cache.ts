// The serialized organization answer per organization and version (migration 0002), so that 10 s polls (spec §9)
// do not rebuild ~1.7 MB of JSON (docs/decisions/0020-serving-and-polling.md). Bounded by bytes, least recently used
// out first; concurrent misses share one build; large answers are also kept gzipped.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Answers smaller than this are not worth compressing. */
const GZIP_MIN_BYTES = 8 * 1024;

export interface CachedAnswer {
  body: Buffer;
  /** The same body gzipped, when it is large enough to be worth it. */
  gzipped: Buffer | null;
}

export interface OrganizationCache {
  /** The cached answer for this version, built once by `build` when missing. */
  get(
    organizationId: string,
    version: string,
    build: () => Promise<Buffer | undefined>,
  ): Promise<CachedAnswer | undefined>;
}

interface Entry extends CachedAnswer {
  version: string;
}

const sizeOf = (entry: CachedAnswer) => entry.body.length + (entry.gzipped?.length ?? 0);

export function createOrganizationCache(maxBytes = 64 * 1024 * 1024): OrganizationCache {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<CachedAnswer | undefined>>();
  let bytes = 0;

  const remove = (organizationId: string) => {
    const entry = entries.get(organizationId);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(organizationId);
  };

  const store = (organizationId: string, version: string, answer: CachedAnswer) => {
    const current = entries.get(organizationId);
    // Never replace a newer version with an older one (builds can finish out of order).
    if (current && BigInt(current.version) > BigInt(version)) return;
    remove(organizationId);
    if (sizeOf(answer) > maxBytes) return;
    entries.set(organizationId, { version, ...answer });
    bytes += sizeOf(answer);
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(key);
    }
  };

  return {
    async get(organizationId, version, build) {
      const entry = entries.get(organizationId);
      if (entry?.version === version) {
        // Re-insert: Map order is the recency order.
        entries.delete(organizationId);
        entries.set(organizationId, entry);
        return entry;
      }
      const key = `${organizationId}@${version}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build()
          .then(async (body) => {
            if (!body) return undefined;
            const answer = { body, gzipped: body.length >= GZIP_MIN_BYTES ? await gzipAsync(body) : null };
            store(organizationId, version, answer);
            return answer;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
  };
}
