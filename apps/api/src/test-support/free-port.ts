// Test support: a port nothing listens on, for a child process or a stack started later (or a test's port that
// refuses connections). It is drawn below the kernel's ephemeral range: a port the kernel handed out for `listen(0)`
// is also the kind it gives every outgoing connection, so in the seconds before the child binds it, a database or
// HTTP client of another suite could take it (seen in CI as EADDRINUSE). Below that range only another listener
// can, and a random draw among ~20,000 ports makes that vanishingly rare.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The lowest port drawn: above the usual development servers (PostgreSQL 5432, Vite 5173, 8080, …). */
const LOWEST = 10_000;
/** Linux's default start of the ephemeral range, when the machine does not say. */
const DEFAULT_EPHEMERAL_START = 32_768;
const ATTEMPTS = 50;

/** The first port of the kernel's ephemeral range (Linux's file, or its default where there is none). */
export function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > LOWEST + 1_000 ? start : DEFAULT_EPHEMERAL_START;
  } catch {
    return DEFAULT_EPHEMERAL_START;
  }
}

function bindable(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const below = ephemeralStart();
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST + Math.floor(Math.random() * (below - LOWEST));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${below - 1} after ${ATTEMPTS} tries`);
}
