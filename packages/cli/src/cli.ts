// The `pod-console` executable: the process's arguments, environment and streams handed to run().
import { run } from './run';

// Output piped into `head` closes early; that is the reader's choice, not a failure worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

// Ctrl-C ends a command that runs until stopped (`events listen`), which then cleans up; a second one exits at once.
const stop = new AbortController();
process.once('SIGINT', () => {
  stop.abort();
  process.once('SIGINT', () => process.exit(130));
});

// exitCode rather than exit(): stdout may still be flushing a large CSV into a pipe.
process.exitCode = await run(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: stop.signal,
});
