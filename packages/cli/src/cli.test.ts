// The built executable, as npm's bin link runs it. The turbo `test` task depends on `build`, so dist is there.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

it('dist/cli.js --help exits 0 and prints the usage', async () => {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, '--help']);
  expect(stdout).toContain('Usage: pod-console <command> [options]');
  expect(stderr).toBe('');
});
