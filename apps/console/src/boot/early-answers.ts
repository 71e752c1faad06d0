// The reads of a returning member's first screen, started by early-reads.ts as the page is parsed, before the
// console's code has arrived, and handed to the SDK's first calls (docs/decisions/0030-first-reads-before-the-code.md).
// Only the very requests the SDK would send match: the same GET, URL and access token.

/** Where early-start.ts leaves its answers for the console's code: it is bundled apart, so no module is shared. */
const SLOT = '__podConsoleEarlyReads';

export interface EarlyRead {
  url: string;
  /** The Authorization header sent. */
  authorization: string;
  answer: Promise<Response>;
}

type Slot = { [SLOT]?: EarlyRead[] };

export function offerEarlyReads(reads: EarlyRead[]): void {
  (globalThis as Slot)[SLOT] = reads;
}

/** The early answer to `request`, taken once; null when none was started for it. */
export function claimEarlyRead(request: Request): Promise<Response> | null {
  const reads = (globalThis as Slot)[SLOT];
  if (!reads || request.method !== 'GET' || request.headers.has('If-None-Match')) return null;
  const index = reads.findIndex(
    (read) => read.url === request.url && read.authorization === request.headers.get('Authorization'),
  );
  if (index < 0) return null;
  const [read] = reads.splice(index, 1);
  const { signal } = request;
  // The SDK's deadline and the caller's abort still hold: the answer is given up on as a fetch would be.
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    read!.answer.then(resolve, reject);
  });
}

/** `fetchImpl`, answering from the early reads first. */
export function withEarlyReads(fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    const early = input instanceof Request && init === undefined ? claimEarlyRead(input) : null;
    return early ?? fetchImpl(input, init);
  };
}
