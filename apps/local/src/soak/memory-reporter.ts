// Preloaded into an API process by the soak (`node --expose-gc --import <this file> main.ts`): every
// SOAK_MEMORY_SAMPLE_MS it collects garbage, so that the heap measured is what is still held, and sends its memory to
// the soak over IPC. Nothing of the API changes; without an IPC channel it does nothing.
const sampleMs = Number(process.env.SOAK_MEMORY_SAMPLE_MS ?? 5000);

if (process.send) {
  const timer = setInterval(() => {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    try {
      process.send!({ type: 'soak-memory', at: Date.now(), rss: usage.rss, heapUsed: usage.heapUsed });
    } catch {
      // The soak has gone: nobody to tell.
    }
  }, sampleMs);
  // Neither the timer nor the channel keeps the process alive when it means to exit.
  timer.unref();
  process.channel?.unref();
}
