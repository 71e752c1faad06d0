// One process's background loop: run a task now and then again a while after each run ends, never two at once,
// and stop by waiting for the run under way. The outbox sender and the idle-seat recovery each run one; the database
// decides which process does a piece of work (row leases and run rows), so each loop only has to keep trying.

export interface RepeatingTask {
  /** Runs the task now, then `intervalMs` after each run ends. A second start does nothing. */
  start(): void;
  /** No new run; resolves when the run under way has ended. */
  stop(): Promise<void>;
}

/**
 * `run` is expected to catch and report its own failures (the database may be away for a while, decision 0018):
 * a run that throws anyway is still followed by the next.
 */
export function createRepeatingTask(options: {
  run: () => Promise<void>;
  intervalMs: number;
}): RepeatingTask {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  let stopping = false;
  let running = false;

  const runAndSchedule = () => {
    inFlight = options
      .run()
      .catch(() => undefined)
      .finally(schedule);
  };

  function schedule(): void {
    if (stopping) return;
    timer = setTimeout(runAndSchedule, options.intervalMs);
    // A waiting loop never keeps the process alive.
    timer.unref();
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      runAndSchedule();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await inFlight;
      running = false;
    },
  };
}
