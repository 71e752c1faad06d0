// Part of this workspace's build: the API reference (docs/decisions/0046-webhook-inbox-and-api-reference.md), one
// HTML file made by Redocly from openapi/v1.yaml with Redoc's code inside it (--inlineBundle), so `npm start` serves
// it with no CDN, offline. Written to dist/reference/index.html.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const output = join(here, '../dist/reference/index.html');
mkdirSync(dirname(output), { recursive: true });
const result = spawnSync(
  join(root, 'node_modules/.bin/redocly'),
  [
    'build-docs',
    join(root, 'openapi/v1.yaml'),
    '--inlineBundle',
    '--title',
    'Pod Console API reference',
    '--output',
    output,
  ],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
if (result.status !== 0) process.exit(result.status ?? 1);
