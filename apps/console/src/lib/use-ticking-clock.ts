import { useEffect, useState } from 'react';

/** How often a countdown on screen moves on. */
const TICK_MS = 1000;

/**
 * `now` (the time useClockOf read), moved on once a second while `ticking(now)` holds, a countdown being on screen
 * (a resend's cooldown), and left as it is otherwise, so that an unchanged poll still re-renders nothing
 * (docs/architecture.md, "Budgets").
 */
export function useTickingClock(now: Date, ticking: (now: Date) => boolean): Date {
  const [tick, setTick] = useState<Date | null>(null);
  const current = tick != null && tick.getTime() > now.getTime() ? tick : now;
  const active = ticking(current);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setTick(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [active]);
  return current;
}
