#!/usr/bin/env node
// Generates src/generated/v1.d.ts from openapi/v1.yaml. `--check` compares instead of writing and fails
// on drift, so a contract edit that was not regenerated cannot pass `npm test`.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const contract = join(here, '../../../openapi/v1.yaml');
const target = join(here, '../src/generated/v1.d.ts');

export async function render() {
  // The contract's hash is part of the output: constraints such as maxLength do not change the types, yet an
  // edit to them must still be regenerated and reviewed.
  const source = readFileSync(contract);
  const hash = createHash('sha256').update(source).digest('hex');
  const header =
    '// Generated from openapi/v1.yaml by packages/sdk/scripts/generate.mjs. Do not edit: run `npm run generate`.\n' +
    `// openapi/v1.yaml sha256: ${hash}\n\n`;
  const ast = await openapiTS(pathToFileURL(contract), { alphabetize: false, exportType: false });
  return header + astToString(ast);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fresh = await render();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(target, 'utf8');
    if (committed !== fresh) {
      console.error('src/generated/v1.d.ts is out of date with openapi/v1.yaml: run `npm run generate`.');
      process.exit(1);
    }
    console.log('generated types match openapi/v1.yaml');
  } else {
    writeFileSync(target, fresh);
    console.log(`wrote ${target}`);
  }
}
