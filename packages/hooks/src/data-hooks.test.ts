// Hooks never toast or navigate: they return state and accept callbacks, and the console decides what the user
// sees (docs/architecture.md, "Where a rule lives"). The data hooks (queries and mutations) may import only the
// SDK, React Query, React and this package, and touch neither the address bar nor a notification.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceDir = fileURLToPath(new URL('.', import.meta.url));
const dataHookFiles = ['queries', 'mutations'].flatMap((folder) =>
  readdirSync(join(sourceDir, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(sourceDir, folder, name)),
);

// Comments may say "toast" (to tell the console where to); code may not.
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

describe('the data hooks', () => {
  it('import only the SDK, React Query, React and this package', () => {
    expect(dataHookFiles.length).toBeGreaterThan(25);
    const imported = new Set(
      dataHookFiles.flatMap((file) =>
        [...code(file).matchAll(/from\s+['"]([^'"]+)['"]/g)].map(([, specifier]) => specifier!),
      ),
    );
    const outside = [...imported].filter(
      (specifier) =>
        !specifier.startsWith('.') &&
        !['@pod-console/sdk', '@tanstack/react-query', 'react'].includes(specifier),
    );
    expect(outside).toEqual([]);
  });

  it('neither navigate nor notify', () => {
    const forbidden =
      /\b(?:window\.location|location\.(?:assign|replace|href)|history\.(?:pushState|replaceState)|toast|alert|confirm)\b/;
    const offenders = dataHookFiles.filter((file) => forbidden.test(code(file)));
    expect(offenders).toEqual([]);
  });
});
