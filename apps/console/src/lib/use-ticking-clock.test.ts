import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTickingClock } from './use-ticking-clock';

const START = new Date('2026-03-01T10:00:00Z');
/** A countdown that ends 3 seconds after START. */
const untilThreeSeconds = (now: Date) => now.getTime() < START.getTime() + 3000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useTickingClock', () => {
  it('moves on once a second while the countdown runs, and stops when it is over', () => {
    const { result } = renderHook(() => useTickingClock(START, untilThreeSeconds));
    expect(result.current).toBe(START);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.toISOString()).toBe('2026-03-01T10:00:01.000Z');
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.toISOString()).toBe('2026-03-01T10:00:03.000Z');
    const ended = result.current;
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(ended);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the time it was given, with no timer, while nothing counts down', () => {
    const { result } = renderHook(() => useTickingClock(START, () => false));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(START);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a later time read when the data changed', () => {
    const later = new Date('2026-03-01T10:00:10Z');
    const { result, rerender } = renderHook(({ now }) => useTickingClock(now, untilThreeSeconds), {
      initialProps: { now: START },
    });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ now: later });
    expect(result.current).toBe(later);
  });
});
