/**
 * Calls `close` on SIGINT or SIGTERM, letting requests in flight finish (docs/decisions/0018-hardening.md); a second
 * signal exits at once. `name` is what the log line says is stopping.
 */
export function stopOnSignals(name: string, close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.log(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping ${name} (requests in flight may finish, up to 10 s)…`);
    try {
      await close();
      process.exit(0);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
