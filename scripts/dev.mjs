#!/usr/bin/env node
// `npm run dev`: the product with the console under Vite's hot reload. The identity provider and the API start
// as in `npm start` but leave CONSOLE_PORT to Vite (CONSOLE_DIR=none); sign-in only works with the console on
// that port, the origin the provider knows. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const children = [
  spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CONSOLE_DIR: 'none' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@pod-console/console'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
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
