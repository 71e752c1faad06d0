import { AA_NON_TEXT, AA_TEXT } from './contrast-ratio';

// Which backgrounds a colour token is checked against, read from the roles' names (styles/tokens.css explains
// them), so a token added with a role's name is checked without editing this page.

/** A background a token is shown on, and the least ratio WCAG 2.2 AA asks of the pair (null: none asked). */
export interface ColourPair {
  background: string;
  minimum: number | null;
}

const ROLE = /^--color-(.+)$/;
const role = (name: string) => ROLE.exec(name)?.[1] ?? name;
const token = (roleName: string) => `--color-${roleName}`;

/** Page, card and well: where text and controls sit. Other `surface-x` roles pair with their `fg-x`. */
export function pageSurfaces(names: readonly string[]): string[] {
  const set = new Set(names);
  return names.filter((name) => {
    const match = /^surface(?:-(.+))?$/.exec(role(name));
    return match != null && !(match[1] && set.has(token(`fg-${match[1]}`)));
  });
}

/** A background role: a surface, a status's quiet background, the scrim behind dialogs. */
export function isBackground(name: string): boolean {
  const own = role(name);
  return /^(surface|scrim)(-|$)/.test(own) || (/-subtle$/.test(own) && !/^fg(-|$)/.test(own));
}

/** A fill that carries text (a primary or a danger button): it has a hover state and is not text itself. */
function isFill(own: string, set: ReadonlySet<string>): boolean {
  if (/(^|-)fg(-|$)/.test(own)) return false;
  return (
    set.has(token(`${own}-hover`)) ||
    (own.endsWith('-hover') && set.has(token(own.slice(0, -'-hover'.length))))
  );
}

/**
 * The pairs a token is checked in: text (`fg…`, `…-fg`) at 4.5:1 on the surfaces (and on its status's quiet
 * background); text on a fill (`fg-on-accent`) at 4.5:1 on each fill, a colour with a hover state (a button's
 * background); the focus ring, the fields' borders and the status colours (icons, marks) at 3:1 (WCAG 1.4.11);
 * dividers and fills shown without a minimum (decoration; a fill's label names its control). `fallback` stands in
 * for the surfaces when the stylesheet has none.
 */
export function colourPairs(name: string, names: readonly string[], fallback: string): ColourPair[] {
  const set = new Set(names);
  const own = role(name);
  if (!ROLE.test(name) || isBackground(name)) return [];
  const surfaces = pageSurfaces(names);
  const onSurfaces = (minimum: number | null) =>
    (surfaces.length > 0 ? surfaces : [fallback]).map((background) => ({ background, minimum }));

  if (own.startsWith('fg-on-')) {
    return names
      .filter((other) => isFill(role(other), set))
      .map((background) => ({ background, minimum: AA_TEXT }));
  }
  const inverse = /^fg-(.+)$/.exec(own)?.[1];
  if (inverse && set.has(token(`surface-${inverse}`))) {
    return [{ background: token(`surface-${inverse}`), minimum: AA_TEXT }];
  }
  const status = /^(.+)-fg(?:-hover)?$/.exec(own)?.[1];
  if (status) {
    const subtle = token(`${status}-subtle`);
    return [...(set.has(subtle) ? [{ background: subtle, minimum: AA_TEXT }] : []), ...onSurfaces(AA_TEXT)];
  }
  if (/^fg(-|$)/.test(own)) return onSurfaces(AA_TEXT);
  if (/^line(-|$)/.test(own)) return onSurfaces(own === 'line-input' ? AA_NON_TEXT : null);
  // A fill's label names its control; what it must meet is its text's ratio on it (fg-on-…).
  if (isFill(own, set)) return onSurfaces(null);
  return onSurfaces(AA_NON_TEXT);
}
