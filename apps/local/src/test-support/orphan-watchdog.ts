// A watchdog outside this process for what a test started outside it (a server, a child process): 'exit' handlers run
// only when this process ends normally, while a test worker torn down or killed ends without them, and would leave a
// PostgreSQL server or an API process running for good.
import { spawn } from 'node:child_process';

export interface Watchdog {
  /** The thing was cleaned up normally: the watchdog is no longer needed. */
  cancel(): void;
}

/** A word for `sh`, quoted. */
export const shellWord = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;

/** Runs the shell `command` once this process is gone, checked every 2 s, unless cancelled first. */
export function whenOrphaned(command: string): Watchdog {
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; ${command}`;
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watchdog.unref();
  return {
    cancel() {
      if (watchdog.exitCode === null && watchdog.signalCode === null) watchdog.kill('SIGKILL');
    },
  };
}
