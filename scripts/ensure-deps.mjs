#!/usr/bin/env node
// Makes `npm start` and `npm test` work on a fresh clone: installs dependencies with `npm ci` when
// node_modules is missing or was installed from a different package-lock.json.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
const stampFile = join(root, 'node_modules', '.pod-console-lock.sha256');

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19) || (major === 22 && minor < 12) || major === 21) {
  console.error(`Pod Console needs Node ^20.19.0 or >=22.12.0; this is ${process.versions.node}.`);
  process.exit(1);
}

const lockHash = createHash('sha256').update(readFileSync(lockFile)).digest('hex');
const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';

if (installed !== lockHash) {
  console.log(
    existsSync(join(root, 'node_modules'))
      ? 'package-lock.json changed: npm ci'
      : 'node_modules missing: npm ci',
  );
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, `${lockHash}\n`);
}
