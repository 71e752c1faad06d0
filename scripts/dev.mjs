#!/usr/bin/env node
// `npm run dev`: the product with the console under Vite's hot reload. The identity provider and the API start
// as in `npm start` but leave CONSOLE_PORT to Vite (CONSOLE_DIR=none); sign-in only works with the console on
// that port, the origin the provider knows. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Vite's dev server serves index.html without the runtime configuration the console server inlines, so the
// console falls back to its VITE_ variables (README "Console configuration"): point them at API_PORT and IDP_PORT
// when those are set, unless a VITE_ variable is set already. vite.config.ts reads CONSOLE_PORT itself.
const host = '127.0.0.1';
const viteEnv = { ...process.env };
if (process.env.API_PORT && !process.env.VITE_API_BASE_URL)
  viteEnv.VITE_API_BASE_URL = `http://${host}:${process.env.API_PORT}/admin-console/v1`;
if (process.env.IDP_PORT && !process.env.VITE_AUTH_DOMAIN)
  viteEnv.VITE_AUTH_DOMAIN = `http://${host}:${process.env.IDP_PORT}`;

const children = [
  spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CONSOLE_DIR: 'none' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@pod-console/console'], {
    cwd: root,
    stdio: 'inherit',
    env: viteEnv,
  }),
];

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode == null) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// When either one ends (a crash, a taken port), the other has no use alone.
let running = children.length;
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    running -= 1;
    if (running === 0) process.exit(code ?? 0);
  });
}
