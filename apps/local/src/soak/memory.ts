// The memory of each API process over the soak, as its preloaded reporter (memory-reporter.ts) sends it, and its
// growth after warm-up: the slope of a least-squares line through the samples, in MiB per hour.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The reporter to preload into each API process (with `--expose-gc`, so that it measures the live heap). */
export const MEMORY_REPORTER = fileURLToPath(new URL('./memory-reporter.ts', import.meta.url));

export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
}

/** One API process from its start to its end: a process restarted is another one. */
export interface ProcessMemory {
  label: string;
  pid: number;
  samples: MemorySample[];
}

export interface MemoryGrowth {
  label: string;
  pid: number;
  samples: number;
  /** The span of the samples fitted (after warm-up), in minutes. */
  minutes: number;
  rssMiB: { first: number; last: number; perHour: number };
  heapMiB: { first: number; last: number; perHour: number };
}

const MiB = 1024 * 1024;

export function watchMemory(label: string, child: ChildProcess): ProcessMemory {
  const memory: ProcessMemory = { label, pid: child.pid ?? -1, samples: [] };
  child.on('message', (message: { type?: string } & Partial<MemorySample>) => {
    if (message?.type === 'soak-memory')
      memory.samples.push({ at: message.at!, rss: message.rss!, heapUsed: message.heapUsed! });
  });
  return memory;
}

/** The least-squares slope of `y` over `x` (units of y per unit of x); 0 with fewer than two points. */
export function slope(points: ReadonlyArray<readonly [number, number]>): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const [x, y] of points) {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  }
  return variance === 0 ? 0 : covariance / variance;
}

/** The growth of a process's memory after `warmUpUntil` (an instant): undefined with fewer than 3 samples after it. */
export function memoryGrowth(memory: ProcessMemory, warmUpUntil: number): MemoryGrowth | undefined {
  const samples = memory.samples.filter((sample) => sample.at >= warmUpUntil);
  if (samples.length < 3) return undefined;
  const hourly = (pick: (sample: MemorySample) => number) =>
    (slope(samples.map((sample) => [sample.at, pick(sample)] as const)) * 3_600_000) / MiB;
  const first = samples[0]!;
  const last = samples.at(-1)!;
  return {
    label: memory.label,
    pid: memory.pid,
    samples: samples.length,
    minutes: (last.at - first.at) / 60_000,
    rssMiB: { first: first.rss / MiB, last: last.rss / MiB, perHour: hourly((sample) => sample.rss) },
    heapMiB: {
      first: first.heapUsed / MiB,
      last: last.heapUsed / MiB,
      perHour: hourly((sample) => sample.heapUsed),
    },
  };
}
