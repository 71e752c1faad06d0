// index.html loads this with `async`, bundled on its own (vite.config.ts, `earlyStartScript`), so a returning
// member's first reads leave while the console's code downloads (docs/decisions/0030-first-reads-before-the-code.md).
import { readConfig, readRuntimeConfig } from '../lib/read-config';
import { offerEarlyReads } from './early-answers';
import { startEarlyReads } from './early-reads';

try {
  offerEarlyReads(
    startEarlyReads({
      config: readConfig(import.meta.env, readRuntimeConfig(document)),
      search: window.location.search,
      storage: window.localStorage,
      fetch: (input, init) => window.fetch(input, init),
      nowMs: Date.now(),
    }),
  );
} catch {
  // Storage or configuration that cannot be read: the console starts as it would without this script.
}
