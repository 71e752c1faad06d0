import { createServer } from 'node:net';

import { describe, expect, it } from 'vitest';

import { ephemeralStart, freePort } from './free-port';

describe('freePort', () => {
  it('draws a port below the ephemeral range, which outgoing connections never take', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(ephemeralStart());
    }
    // Drawn, not counted up: twenty draws are not all the same port.
    expect(new Set(ports).size).toBeGreaterThan(1);
  });

  it('gives a port that can be bound at once', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect((server.address() as { port: number }).port).toBe(port);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
