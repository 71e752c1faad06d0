import { useState } from 'react';

/**
 * The time the rules read (the domain takes `now`), taken again only when the data changes: an unchanged poll
 * then re-renders nothing (docs/architecture.md, "Budgets"), and a changed one re-reads the clock.
 */
export function useClockOf(...data: unknown[]): Date {
  const [state, setState] = useState(() => ({ data, now: new Date() }));
  if (data.length !== state.data.length || data.some((value, index) => value !== state.data[index])) {
    const next = { data, now: new Date() };
    setState(next);
    return next.now;
  }
  return state.now;
}
