import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types; it exports render()
import { render } from '../scripts/generate.mjs';

describe('generated types', () => {
  it('match openapi/v1.yaml (run `npm run generate` after editing the contract)', async () => {
    const committed = readFileSync(new URL('./generated/v1.d.ts', import.meta.url), 'utf8');
    const fresh: string = await render();
    expect(committed === fresh, 'src/generated/v1.d.ts is out of date: run `npm run generate`').toBe(true);
  });
});
