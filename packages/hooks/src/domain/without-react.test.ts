// `@pod-console/hooks/domain` is for scripts and servers too (docs/architecture.md): the built entry must load
// where React and TanStack Query cannot be resolved at all. This test loads the published files (dist), through
// the package's own `exports`, in a child Node process whose module resolution refuses both, for import and
// require.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const distDomain = join(packageDir, 'dist/domain/index.js');

beforeAll(() => {
  // turbo builds before it tests; a bare `vitest run` on a fresh clone builds here, once.
  if (existsSync(distDomain)) return;
  const tsdownPackage = createRequire(import.meta.url).resolve('tsdown/package.json');
  execFileSync(process.execPath, [join(dirname(tsdownPackage), 'dist/run.mjs')], {
    cwd: packageDir,
    stdio: 'ignore',
  });
}, 60_000);

// Runs in the child: refuse React and TanStack, prove the refusal works, then use the rules both ways.
const CHILD = String.raw`
import Module, { createRequire, register } from 'node:module';
const blocked = /^(react|react-dom)(\/|$)|^@tanstack\//;
register('data:text/javascript,' + encodeURIComponent(
  'const blocked = ' + blocked + ';' +
  'export async function resolve(specifier, context, next) {' +
  '  if (blocked.test(specifier)) throw new Error("blocked import: " + specifier);' +
  '  return next(specifier, context);' +
  '}'
));
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (blocked.test(request)) throw new Error('blocked require: ' + request);
  return resolveFilename.call(this, request, ...rest);
};
const require = createRequire(process.cwd() + '/');

const refused = [];
try { await import('react'); } catch { refused.push('import react'); }
try { require('@tanstack/react-query'); } catch { refused.push('require @tanstack/react-query'); }

const esm = await import('@pod-console/hooks/domain');
const cjs = require('@pod-console/hooks/domain');
const organization = {
  licenses: [
    { identifier: 'Ada', revokedAt: null, trial: true },
    { identifier: null, revokedAt: null, trial: false },
  ],
  licenseCounts: { POD_ADMIN: 2 },
};
console.log(JSON.stringify({
  refused,
  esmCounts: esm.getLicenseCounts(organization),
  cjsCounts: cjs.getLicenseCounts(organization),
  safe: cjs.isSafeReturnPath('//evil.example', 'https://console.example'),
  hash: await esm.hashTerms('  terms  '),
  graceDays: cjs.PAYMENT_GRACE_DAYS,
}));
`;

/** The module specifiers a built file imports or requires. */
function specifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found = source.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm,
  );
  return [...found].map((match) => match[1]!);
}

/** Every bare package a built entry reaches, following its own relative modules. */
function reachedPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiers(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('@pod-console/hooks/domain', () => {
  it('reaches neither React nor TanStack Query, nor zod, from its built ESM and CJS entries', () => {
    for (const entry of ['dist/domain/index.js', 'dist/domain/index.cjs']) {
      const reached = [...reachedPackages(join(packageDir, entry))].sort();
      expect(reached).toEqual(['@pod-console/sdk']);
    }
    // zod comes with the forms entry only, and only its tree-shakeable zod/mini (a third of the classic API's size).
    for (const entry of ['dist/forms.js', 'dist/forms.cjs']) {
      const reached = [...reachedPackages(join(packageDir, entry))].sort();
      expect(reached).toEqual(['zod/mini']);
    }
  });

  it('loads and works in Node where React and TanStack Query cannot be resolved', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', CHILD], {
      cwd: packageDir,
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({
      refused: ['import react', 'require @tanstack/react-query'],
      esmCounts: { assigned: 1, available: 3, unassigned: 2 },
      cjsCounts: { assigned: 1, available: 3, unassigned: 2 },
      safe: false,
      // base64 of SHA-256("terms") as `openssl dgst -sha256 -binary | base64` gives it: trimmed first (spec §5).
      hash: 'UdI2H0+uo7yPn6zbx9mau1VVlqLlH3sl/TtByTWH5hY=',
      graceDays: 7,
    });
  });
});
