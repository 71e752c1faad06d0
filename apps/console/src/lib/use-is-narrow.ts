import { useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MAX_WIDTH_PX } from './ui-constants';

// spec §2, §9: under 1024 px the header hides and the sidebar becomes a drawer.
const QUERY = `(max-width: ${NARROW_SCREEN_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(QUERY).matches;

/** Whether the window is under the breakpoint now (outside React: what to load before the first render). */
export const isNarrowScreen = getSnapshot;

/** True under the narrow-screen breakpoint; follows the window as it resizes. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
