// How every browser test here launches Chromium: Debian's build (no test tool can download its own browser on a
// closed network), headless, as root, with the background services that would try to reach the network turned
// off. Used by the console's stories, its Licences benchmark and the end-to-end journeys.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
