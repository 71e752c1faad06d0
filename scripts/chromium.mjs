// How every browser test here launches Chromium: Debian's build (no test tool can download its own browser on a
// closed network), headless, as root, with the background services that would try to reach the network turned
// off. Used by the console's stories, its Licences benchmark and the end-to-end journeys.
import { existsSync } from 'node:fs';

// Chromium's headless shell, as Playwright runs by default, when Debian's package is there: the full browser's
// headless mode draws and composites like a window, and cost a third more CPU per journey (decision 0029).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The full browser for what measures load times (the benchmarks, the first screen's guard): a person's Chromium,
// and the one every recorded ratio was measured in. The shell loads Home at 2.2× the floor where this gives 1.8×.
export const MEASURING_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
