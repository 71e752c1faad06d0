// spec §5's Unicode rule for every name and identifier, in the forms and on the server
// (docs/decisions/0018-hardening.md): "min 1 character" means one visible character; control and
// direction-changing characters are refused (a "\u202Eevil" name renders reversed).

/** What is wrong with a trimmed name or identifier. */
export type TextProblem = 'required' | 'forbiddenCharacters' | 'tooLong';

/**
 * Control characters (Cc: C0, DEL, C1 — tab and newline included) and the bidirectional controls: embeddings and
 * overrides U+202A–U+202E, isolates U+2066–U+2069, and the marks U+200E, U+200F and U+061C.
 */
const FORBIDDEN_CHARACTER = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A character that shows: anything but format characters (Cf: U+200B, U+200D, U+2060, U+FEFF …), whitespace and
 * the other default-ignorable code points (variation selectors, the Hangul fillers U+3164 and U+115F …).
 */
const VISIBLE_CHARACTER = /[^\p{Cf}\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

/** True when the text holds a control character or a direction-changing character. */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN_CHARACTER.test(text);
}

/** True when at least one character of the text is visible (a ZWJ inside an emoji sequence is fine). */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}

/**
 * The length of a text in code points, as the contract's `maxLength` (JSON Schema) and PostgreSQL count it, so an
 * emoji counts once, not as its two UTF-16 units.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count++;
  return count;
}

/** The lengths a kind of name or identifier allows, in characters (spec §9). */
export interface TextLimits {
  minLength: number;
  maxLength: number;
}

/**
 * The first problem of a name or identifier, already trimmed, against the rule above and its lengths (spec §9);
 * null when it is valid. Forbidden characters are named before an invisible-only value is called missing, so a
 * value that is nothing but a direction override says what is wrong with it.
 */
export function getTextProblem(trimmed: string, limits: TextLimits): TextProblem | null {
  if (trimmed.length === 0) return 'required';
  if (hasForbiddenCharacter(trimmed)) return 'forbiddenCharacters';
  const count = characterCount(trimmed);
  if (count < limits.minLength || !hasVisibleCharacter(trimmed)) return 'required';
  if (count > limits.maxLength) return 'tooLong';
  return null;
}
