// Readers of the environment variables both starts take (apps/api's main.ts and apps/local's).

/** A port number from `name`, or `fallback` when it is unset; anything else stops the start. */
export function portFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = env[name];
  if (value == null || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535)
    throw new Error(`${name} must be a port number (got ${value})`);
  return parsed;
}

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For tells the client's address (the identity provider's limits
 * count per address): `true` for any, or addresses and CIDR ranges separated by commas, as Fastify reads them.
 */
export function trustProxyFromEnv(value: string): boolean | string {
  return value === 'true' ? true : value;
}

/** A whole number of milliseconds (at least 1) from `name`, or undefined when it is unset; anything else stops the start. */
export function millisecondsFromEnv(name: string, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[name];
  if (value == null || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a whole number of milliseconds (got ${value})`);
  return parsed;
}
