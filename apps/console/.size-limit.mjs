// size-limit's checks of the built console (docs/architecture.md, "Budgets"): the initial JavaScript and all the
// JavaScript, each with its budget. The initial JavaScript is the entry chunk plus every chunk it
// imports statically, read from dist/.vite/chunks.json (written by vite.config.ts's chunk report); the lazy chunks
// load later, with their routes. `scripts/check-bundle.mjs` runs these checks in `npm test`; `npx size-limit`
// (in apps/console) shows them too. size-limit stays on 12, the last release that supports Node 20.
//
// To lower the budget: once a build measures below the new line, lower INITIAL_BUDGET (and the figure in
// docs/architecture.md, "Budgets"); `npm test` then fails on any change that grows past it.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { readChunks } from './scripts/initial-chunks.mjs';

/**
 * The lines `npm test` holds: initial measured 109.9 KB (107.6 of code, 2.3 of the early-start script that index.html
 * loads beside it, docs/decisions/0030-first-reads-before-the-code.md), heading for 90; all measured 359.2 KB, heading
 * for 260. Idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md) moved them by 0.9 and 3.1 KB: the hooks'
 * domain ships as one module, so its new rules and texts reach the initial chunk with Home's idle filter. Webhooks
 * (docs/decisions/0045-webhooks.md) moved them to 114.7 and 367.5 KB: their rules and texts in that one module, and the
 * client's webhook calls, which the client's single object carries.
 */
// Zero-touch enrolment and usage (docs/decisions/0041-zero-touch-enrolment.md, 0042-usage-against-the-plan.md) left the
// initial line where it was — their rules load from `@pod-console/hooks/fleet` with their screens — and moved all the
// JavaScript to 378.9 KB: visx's scales and bars (about 10 KB) come only with Plan & Billing's usage chart.
// Webhooks' rules then moved to `@pod-console/hooks/webhooks`, loaded with their section as the fleet's are: what the
// first screen still carries of both is the client's calls and the role table's two permissions. Measured together:
// initial 113.8 KB (115.1 with the webhooks' rules in the domain), all 384.0 KB.
// @pod-console/hooks then shipped one module per source file instead of a few bundled files
// (docs/decisions/0052-hooks-module-per-rule.md): a rule only lazy screens use no longer reaches the entry because
// the entry uses another rule of the same file. Measured: initial 113.8 → 103.1 KB; all 384.0 → 387.2 KB, since the
// rules now travel in more, smaller chunks (74 files, was 66), each compressed on its own.
// A first page of licences before the whole answer (docs/decisions/0053-first-page-of-licences.md): initial 103.1 →
// 103.5 KB (the SDK's first-page call and the organization query's order of reads, which the entry starts), all 387.2
// → 388.2 KB (Home's waiting state and useOrganizationLicenses, in the `shared` chunk with the rules it reads).
// Home's last picture (docs/decisions/0054-home-last-picture.md): initial 103.5 → 104.8 KB (the early start, now inline
// in index.html, 2.1 → 2.9 KB with the picture's check; the console's note of its answers and its hand-off, 0.5 KB),
// all 388.4 → 389.9 KB. A busy button that gives the focus back when its request ends (decision 0040's update):
// initial 104.9 KB, all 390.0 KB. The usage chart without visx (decision 0042, "Later"): all 390.0 → 378.4 KB.
const INITIAL_BUDGET = '105.0 KiB';
const TOTAL_BUDGET = '378.5 KiB';

const { initial, all } = readChunks(join(dirname(fileURLToPath(import.meta.url)), 'dist'));

const inDist = (fileName) => `dist/${fileName}`;

export default [
  {
    name: 'initial JavaScript',
    path: [...initial].map(inDist),
    gzip: true,
    limit: INITIAL_BUDGET,
  },
  {
    name: 'all JavaScript',
    path: all.map(inDist),
    gzip: true,
    limit: TOTAL_BUDGET,
  },
];
