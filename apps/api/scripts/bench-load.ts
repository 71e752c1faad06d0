// What the API benchmarks share for their load: autocannon in a child process (this file again), so the server
// has the main thread of its own process and the client's parsing, timers and garbage collection never run on the
// server's event loop. Each connection may send requests of its own (another user's token, another organization),
// given round-robin from `clients`.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Per connection, in turn: headers replacing `headers`, and a body replacing `body`. */
  clients?: Array<{ headers: Record<string, string>; body?: string }>;
}

export type LoadResult = Pick<
  Awaited<ReturnType<typeof autocannon>>,
  'latency' | 'requests' | 'non2xx' | 'errors' | 'duration' | '2xx' | 'statusCodeStats'
>;

const SELF = fileURLToPath(import.meta.url);

/** Runs autocannon in a child process and answers its result. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, SELF, '--load'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process exited with ${code}`));
      else resolve(JSON.parse(output) as LoadResult);
    });
    // The options go through stdin: a hundred tokens would make a long command line.
    child.stdin.end(JSON.stringify(options));
  });
}

/** The child's side: the load, its result as JSON on stdout. */
async function load(): Promise<void> {
  let input = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) input += chunk as string;
  const { clients, ...options } = JSON.parse(input) as LoadOptions;
  let next = 0;
  const result = await autocannon({
    ...options,
    ...(clients?.length && {
      setupClient: (client) => {
        const own = clients[next % clients.length]!;
        next += 1;
        client.setHeadersAndBody(own.headers, own.body);
      },
    }),
  });
  const { latency, requests, non2xx, errors, duration, statusCodeStats } = result;
  process.stdout.write(
    JSON.stringify({ latency, requests, non2xx, errors, duration, '2xx': result['2xx'], statusCodeStats }),
  );
}

if (process.argv[1] === SELF && process.argv[2] === '--load') {
  load().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
