import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClockOf } from './use-clock-of';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useClockOf', () => {
  it('keeps the time it first read while the data is the same', () => {
    const data = { licenses: [] };
    const { result, rerender } = renderHook(({ value }) => useClockOf(value), {
      initialProps: { value: data },
    });
    const first = result.current;
    expect(first.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    vi.setSystemTime(new Date('2026-03-01T10:00:10Z'));
    rerender({ value: data });
    expect(result.current).toBe(first);
  });

  it('reads the clock again when any of the data changes', () => {
    const organization = { licenses: [] };
    const plan = { plan: 'business' };
    const { result, rerender } = renderHook(({ a, b }) => useClockOf(a, b), {
      initialProps: { a: organization, b: null as object | null },
    });
    vi.setSystemTime(new Date('2026-03-01T10:00:10Z'));
    rerender({ a: organization, b: plan });
    expect(result.current.toISOString()).toBe('2026-03-01T10:00:10.000Z');
    vi.setSystemTime(new Date('2026-03-01T10:00:20Z'));
    rerender({ a: { licenses: [] }, b: plan });
    expect(result.current.toISOString()).toBe('2026-03-01T10:00:20.000Z');
  });

  it('compares by reference: an equal but new object is a change', () => {
    const { result, rerender } = renderHook(({ value }) => useClockOf(value), {
      initialProps: { value: { id: 'org-acme' } },
    });
    vi.setSystemTime(new Date('2026-03-01T10:00:10Z'));
    rerender({ value: { id: 'org-acme' } });
    expect(result.current.toISOString()).toBe('2026-03-01T10:00:10.000Z');
  });
});
