// index.html loads this with `async`, bundled on its own (vite.config.ts, `earlyStartScript`), so a returning
// member's first reads leave while the console's code downloads (docs/decisions/0030-first-reads-before-the-code.md).
import { readConfig, readRuntimeConfig } from '../lib/read-config';
import { showPictureIfCurrent } from '../lib/first-screen-picture';
import { applyStoredThemePreference } from '../lib/theme';
import { offerEarlyReads } from './early-answers';
import { startEarlyReads } from './early-reads';
import { warmUpIntl } from './warm-up-intl';

// First, before anything paints: the person's theme (index.html marks this script render-blocking, so the browser
// paints nothing before it has run; docs/decisions/0039-design-tokens-and-themes.md).
applyStoredThemePreference();

try {
  const reads = startEarlyReads({
    config: readConfig(import.meta.env, readRuntimeConfig(document)),
    search: window.location.search,
    storage: window.localStorage,
    fetch: (input, init) => window.fetch(input, init),
    nowMs: Date.now(),
  });
  offerEarlyReads(reads);
  // Home's last picture, if these reads answer exactly what it was drawn from (docs/decisions/
  // 0054-home-last-picture.md).
  if (reads.length > 0)
    showPictureIfCurrent({
      storage: window.localStorage,
      document,
      path: window.location.pathname + window.location.search,
      width: window.innerWidth,
      nowMs: Date.now(),
      answers: reads.map((read) => read.answer),
    }).catch(() => false);
} catch {
  // Storage or configuration that cannot be read: the console starts as it would without this script.
}

// Then, while the entry is still downloading, the browser's first Intl formatting, which every first screen does
// (counts, dates) and which costs ~0.2 s at the phone profile's CPU whatever is formatted first: paid here, on an
// idle main thread, it is not paid again while the entry evaluates and renders (docs/decisions/0030).
warmUpIntl();
