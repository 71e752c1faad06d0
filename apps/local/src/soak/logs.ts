// What each API process logged at warn and above (pino's JSON lines on its stdout), counted by message: the soak's
// report says how often a process saw the database go away, and shows any error it logged.
import type { ChildProcess } from 'node:child_process';

/** pino's levels: 40 warn, 50 error, 60 fatal. */
const WARN = 40;
const ERROR = 50;

export interface ProcessLog {
  label: string;
  /** Lines at warn and above by level and message, e.g. `warn database unavailable`. */
  counts: Map<string, number>;
  /** The first error or fatal lines, with their error's message. */
  errors: string[];
}

export function watchLogs(label: string, child: ChildProcess): ProcessLog {
  const log: ProcessLog = { label, counts: new Map(), errors: [] };
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      let entry: { level?: number; msg?: string; err?: { message?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      if (typeof entry.level !== 'number' || entry.level < WARN) continue;
      const key = `${entry.level >= ERROR ? 'error' : 'warn'} ${entry.msg ?? ''}`;
      log.counts.set(key, (log.counts.get(key) ?? 0) + 1);
      if (entry.level >= ERROR && log.errors.length < 5)
        log.errors.push(`${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`);
    }
  });
  return log;
}
