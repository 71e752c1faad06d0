// Test support: a port nothing listens on, found by binding port 0 and letting it go. A child process or a stack
// started later may then bind it (or a test may use it as a port that refuses connections).
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
