#!/usr/bin/env node
// `npm start`: after `turbo run build`, runs the product with its offline world (apps/local/src/main.ts): the
// identity provider, the API on its database (migrated and seeded on start) and, once
// apps/console/dist/index.html exists, the console, a local mail catcher unless SMTP_URL is set, and the Pod Creator
// app simulator unless APP_SIMULATOR=off. Ports from API_PORT (4000), IDP_PORT (4001), CONSOLE_PORT (5173),
// MAIL_SMTP_PORT (1025), MAIL_INBOX_PORT (4002); DATABASE_URL for PostgreSQL.
// Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const local = join(root, 'apps/local/dist/main.js');

if (!existsSync(local)) {
  console.error('apps/local/dist/main.js is missing: the build failed (see the turbo output above).');
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', local], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// Ctrl-C reaches the whole process group; forwarding covers `kill <pid>` of this script too. The server stops
// once, whichever signal arrives first, and this script exits when it has.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
