import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createPollingLoop } from './polling-loop';

/** A run the test ends by hand. */
function controlledRuns() {
  const ends: Array<() => void> = [];
  let active = 0;
  let most = 0;
  return {
    ends,
    get most() {
      return most;
    },
    run: () =>
      new Promise<void>((resolve) => {
        active += 1;
        most = Math.max(most, active);
        ends.push(() => {
          active -= 1;
          resolve();
        });
      }),
  };
}

describe('a polling loop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then the interval after each run ends, never two at once', async () => {
    const runs = controlledRuns();
    const task = createPollingLoop({ tick: runs.run, intervalMs: 1_000, onError: () => {} });
    task.start();
    task.start();
    expect(runs.ends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.ends).toHaveLength(1);
    runs.ends[0]!();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs.ends).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.ends).toHaveLength(2);
    expect(runs.most).toBe(1);
    runs.ends[1]!();
    await task.stop();
  });

  it('reports a tick that throws and goes on', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const errors: unknown[] = [];
    const task = createPollingLoop({ tick: run, intervalMs: 1_000, onError: (error) => errors.push(error) });
    task.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([new Error('database away')]);
    await task.stop();
  });

  it('waits longer after a tick that threw, when asked to', async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const task = createPollingLoop({ tick: run, intervalMs: 200, afterErrorMs: 5_000, onError: () => {} });
    task.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(run).toHaveBeenCalledTimes(3);
    await task.stop();
  });

  it('stops by waiting for the run under way, and starts no other', async () => {
    const runs = controlledRuns();
    const task = createPollingLoop({ tick: runs.run, intervalMs: 1_000, onError: () => {} });
    task.start();
    expect(task.stopping).toBe(false);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(task.stopping).toBe(true);
    expect(stopped).toBe(false);
    runs.ends[0]!();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.ends).toHaveLength(1);
  });
});
