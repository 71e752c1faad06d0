#!/usr/bin/env node
// `npm start`: after `turbo run build`, runs the product: the API server with its database and local identity
// provider (apps/api), and the console once it exists. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'apps/api/dist/main.js');

if (!existsSync(api)) {
  console.log('Built the workspace packages (see turbo output above); there is no server to start yet.');
  process.exit(0);
}

const child = spawn(process.execPath, ['--enable-source-maps', api], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
