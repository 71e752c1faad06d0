import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAgreement, hashTerms } from './terms-hash';

describe('hashTerms', () => {
  it('gives the base64 SHA-256 of the text', async () => {
    expect(await hashTerms('abc')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    expect(await hashTerms('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
  });

  it('trims the text before hashing', async () => {
    expect(await hashTerms('  \n abc \t\n')).toBe(await hashTerms('abc'));
  });

  it('hashes the UTF-8 bytes of any text like Node crypto does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), async (text) => {
        const expected = createHash('sha256').update(text.trim(), 'utf8').digest('base64');
        expect(await hashTerms(text)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});

describe('buildAgreement', () => {
  it('sends the version with the hash of the trimmed text', async () => {
    expect(await buildAgreement('2026-01', ' abc ')).toEqual({
      version: '2026-01',
      tosHash: 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=',
    });
  });
});
