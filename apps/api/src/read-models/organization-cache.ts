// The serialized organization answer, per organization and version (migration 0002 bumps the version on every
// change the answer shows). An organization with 10,000 licences is ~1.7 MB of JSON: rebuilding it on every 10 s
// poll (spec §9) of every console would dominate the server. Bounded by bytes, least recently used out first;
// concurrent misses for one version share a single build.

export interface OrganizationCache {
  /** The cached answer for this version, built once by `build` when missing. */
  get(
    organizationId: string,
    version: string,
    build: () => Promise<Buffer | undefined>,
  ): Promise<Buffer | undefined>;
}

interface Entry {
  version: string;
  body: Buffer;
}

export function createOrganizationCache(maxBytes = 64 * 1024 * 1024): OrganizationCache {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Buffer | undefined>>();
  let bytes = 0;

  const remove = (organizationId: string) => {
    const entry = entries.get(organizationId);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(organizationId);
  };

  const store = (organizationId: string, version: string, body: Buffer) => {
    const current = entries.get(organizationId);
    // Never replace a newer version with an older one (builds can finish out of order).
    if (current && BigInt(current.version) > BigInt(version)) return;
    remove(organizationId);
    if (body.length > maxBytes) return;
    entries.set(organizationId, { version, body });
    bytes += body.length;
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
        return entry.body;
      }
      const key = `${organizationId}@${version}`;
      let pending = building.get(key);
      if (!pending) {
        pending = build()
          .then((body) => {
            if (body) store(organizationId, version, body);
            return body;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
  };
}
