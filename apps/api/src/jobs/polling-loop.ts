// The loop every background job of an API process runs (the mail outbox's sender, idle-seat recovery, webhook
// delivery): one tick at start, then one `intervalMs` after the previous tick ended, never two at once; a tick that
// throws is logged and the next one tries again (the database may be away for a while:
// docs/decisions/0018-hardening.md). Which process does a piece of work is the job's own claim in the database.
/** The log calls a background job makes: pino's (the API's logger) fits. Only ids, counts and error texts. */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** A background job of each process: its loop, and one look now (tests; the loop calls it on each tick). */
export interface BackgroundJob<Result> {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<Result>;
}

export interface PollingLoop {
  /** Starts ticking (idempotent). */
  start(): void;
  /** Stops and waits for the tick in flight, if any. */
  stop(): Promise<void>;
  /** Whether stop was asked: a long tick checks it between pieces of work. */
  readonly stopping: boolean;
}

export function createPollingLoop(options: {
  intervalMs: number;
  /**
   * The wait after a tick that threw, when it should be longer than `intervalMs`: a loop that looks every 200 ms
   * would otherwise warn five times a second for as long as the database is away.
   */
  afterErrorMs?: number;
  tick: () => Promise<void>;
  onError: (error: unknown) => void;
}): PollingLoop {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  let running = false;
  let stopping = false;

  const run = () =>
    options.tick().then(
      () => schedule(options.intervalMs),
      (error: unknown) => {
        options.onError(error);
        schedule(Math.max(options.intervalMs, options.afterErrorMs ?? 0));
      },
    );

  function schedule(delayMs: number): void {
    if (stopping) return;
    timer = setTimeout(() => {
      inFlight = run();
    }, delayMs);
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      inFlight = run();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await inFlight.catch(() => undefined);
      running = false;
    },
    get stopping() {
      return stopping;
    },
  };
}
