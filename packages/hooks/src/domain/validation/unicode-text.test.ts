import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  characterCount,
  getTextProblem,
  hasForbiddenCharacter,
  hasVisibleCharacter,
  type TextLimits,
} from './unicode-text';

const limits: TextLimits = { minLength: 1, maxLength: 100 };
const problemOf = (text: string) => getTextProblem(text.trim(), limits);

/** Every control character (Cc) and every bidirectional control the rule refuses. */
const FORBIDDEN = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
  0x061c,
  0x200e,
  0x200f,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((code) => String.fromCodePoint(code));

/** Characters that show nothing: format characters (Cf), whitespace, other default-ignorables. */
const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u180e',
  '\u3164',
  '\u115f',
  '\ufe0f',
  '\u034f',
  ' ',
  '\u00a0',
  '\u3000',
  '\u2028',
];

const visibleCharacter = fc.constantFrom('A', 'z', 'ë', '株', 'ß', '٣', 'ש', '😀', '—', "'", '.', '0');

describe('the Unicode rule for names and identifiers', () => {
  it('refuses a direction override, a NUL and other controls inside visible text', () => {
    expect(problemOf('\u202eevil')).toBe('forbiddenCharacters');
    expect(problemOf('A\u0000B')).toBe('forbiddenCharacters');
    expect(problemOf('Ada\tLovelace')).toBe('forbiddenCharacters');
    expect(problemOf('Acme\u2066Corp\u2069')).toBe('forbiddenCharacters');
    expect(problemOf('\u200fAcme')).toBe('forbiddenCharacters');
    expect(problemOf('Acme\u061c')).toBe('forbiddenCharacters');
  });

  it('calls a value of spaces or invisible characters missing', () => {
    expect(problemOf('')).toBe('required');
    expect(problemOf('   ')).toBe('required');
    expect(problemOf('\u200b\u200b')).toBe('required');
    expect(problemOf('\u2060')).toBe('required');
    expect(problemOf(' \ufeff ')).toBe('required');
    expect(problemOf('\u3164\u3164')).toBe('required');
  });

  it('accepts names in any script, apostrophes, emoji and emoji joined by a ZWJ', () => {
    for (const name of [
      'Zoë',
      '株式会社',
      "O'Brien",
      'José Ñúñez',
      'Müller-Lüdenscheidt',
      'אבי',
      'محمد',
      '😀',
      'Team 🚀',
      '👩‍💻',
      '👨‍👩‍👧‍👦 Family',
      'Ǆemal',
    ]) {
      expect(problemOf(name), name).toBeNull();
    }
    expect('👩‍💻').toContain('\u200d');
  });

  it('counts the maximum length in characters, so an emoji counts once', () => {
    expect(characterCount('😀'.repeat(100))).toBe(100);
    expect(problemOf('😀'.repeat(100))).toBeNull();
    expect(problemOf('😀'.repeat(101))).toBe('tooLong');
    expect(problemOf('x'.repeat(100))).toBeNull();
    expect(problemOf('x'.repeat(101))).toBe('tooLong');
  });

  it('keeps a minimum length above one', () => {
    expect(getTextProblem('ab', { minLength: 3, maxLength: 10 })).toBe('required');
    expect(getTextProblem('abc', { minLength: 3, maxLength: 10 })).toBeNull();
  });

  it('refuses any text holding a control or bidirectional control character, wherever it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...FORBIDDEN), fc.string(), (before, bad, after) => {
        expect(hasForbiddenCharacter(before + bad + after)).toBe(true);
        const problem = problemOf(`x${before}${bad}${after}x`);
        expect(problem).toBe('forbiddenCharacters');
      }),
      { numRuns: 1000 },
    );
  });

  it('calls any text made only of invisible characters and spaces missing', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 20 }), (characters) => {
        const text = characters.join('');
        expect(hasVisibleCharacter(text)).toBe(false);
        expect(problemOf(text)).toBe('required');
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts visible text with invisible characters inside it, within the maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(visibleCharacter, fc.constantFrom(...INVISIBLE)), { maxLength: 60 }),
        visibleCharacter,
        (characters, visible) => {
          const text = [...characters, visible].join('');
          expect(problemOf(text)).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('finds a problem exactly when the trimmed text is empty, has a forbidden or no visible character, or is too long', () => {
    const anyCharacter = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 3 }),
      fc.constantFrom(...FORBIDDEN, ...INVISIBLE),
      visibleCharacter,
    );
    fc.assert(
      fc.property(fc.array(anyCharacter, { maxLength: 120 }), (parts) => {
        const trimmed = parts.join('').trim();
        const codePoints = [...trimmed];
        const forbidden = codePoints.some((character) => FORBIDDEN.includes(character));
        const visible = codePoints.some(
          (character) =>
            !INVISIBLE.includes(character) && !/^[\p{Cf}\p{White_Space}\p{DI}]$/u.test(character),
        );
        const expected =
          trimmed === ''
            ? 'required'
            : forbidden
              ? 'forbiddenCharacters'
              : !visible
                ? 'required'
                : codePoints.length > limits.maxLength
                  ? 'tooLong'
                  : null;
        expect(getTextProblem(trimmed, limits)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
