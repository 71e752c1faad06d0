import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeReturnPath, shouldStoreReturnPath } from './return-path';

const origin = 'https://console.example.com';

describe('isSafeReturnPath', () => {
  it('accepts a same-origin path with query and hash', () => {
    expect(isSafeReturnPath('/ok?x=1#y', origin)).toBe(true);
    expect(isSafeReturnPath('/billing', origin)).toBe(true);
    expect(isSafeReturnPath('/', origin)).toBe(true);
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['backslash after the slash', '/\\evil.com'],
    ['tab between the slashes', '/\t/evil.com'],
    ['newline between the slashes', '/\n/evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['absolute URL', 'https://evil.com'],
    ['same origin as an absolute URL', 'https://console.example.com/billing'],
    ['relative without a slash', 'billing'],
    ['empty', ''],
    ['backslash anywhere', '/billing\\..\\x'],
    ['NUL character', '/a\u0000b'],
    ['leading space', ' /billing'],
    ['triple slash', '///evil.com'],
  ])('refuses %s', (_label, path) => {
    expect(isSafeReturnPath(path, origin)).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    expect(isSafeReturnPath(null, origin)).toBe(false);
    expect(isSafeReturnPath(42, origin)).toBe(false);
  });

  it('refuses everything when the origin itself is not a URL', () => {
    expect(isSafeReturnPath('/billing', 'not an origin')).toBe(false);
  });

  it('accepts an origin given with a trailing slash', () => {
    expect(isSafeReturnPath('/billing', `${origin}/`)).toBe(true);
  });

  it('for any string, either refuses it or stays on the origin with a single leading slash', () => {
    const tricky = fc.string({
      unit: fc.constantFrom(
        '/',
        '\\',
        '\t',
        '\n',
        '\r',
        ':',
        '.',
        '@',
        '%2F',
        '%5C',
        '?',
        '#',
        ' ',
        'a',
        'evil.com',
        'http:',
        '\u0000',
        '\u00a0',
      ),
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), tricky), (path) => {
        if (!isSafeReturnPath(path, origin)) return;
        expect(new URL(path, origin).origin).toBe(origin);
        expect(path.startsWith('/')).toBe(true);
        expect(path[1]).not.toBe('/');
        expect(path[1]).not.toBe('\\');
        // What a browser does before parsing must not change the verdict either.
        expect(new URL(path.replace(/[\t\n\r]/g, '').replace(/\\/g, '/'), origin).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('shouldStoreReturnPath', () => {
  it('stores a safe path other than "/"', () => {
    expect(shouldStoreReturnPath('/billing?tab=plans', origin)).toBe(true);
    expect(shouldStoreReturnPath('/?welcome=1', origin)).toBe(true);
  });

  it('does not store "/" or an unsafe path', () => {
    expect(shouldStoreReturnPath('/', origin)).toBe(false);
    expect(shouldStoreReturnPath('//evil.com', origin)).toBe(false);
  });
});
