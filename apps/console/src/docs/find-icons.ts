// How the console's files keep their icons, read by the Icons page (icon-gallery.tsx).

/** `NAME: <path d="…" />` or `const NAME = <path d="…" />`: how the console's files keep an icon's path. */
const SVG_PATH = /(?:(\w+)\s*:|const\s+(\w+)\s*=)\s*<path\s+d="([^"]+)"\s*\/>/g;
/** A symbol outside printable ASCII (`[ -~]`) alone as a JSX text or a one-character string: a glyph used as an icon. */
const GLYPH = /(?:>\s*|')((?![ -~])[\p{So}\p{Sm}])(?:\s*<|')/gu;

export interface FoundIcon {
  kind: 'svg' | 'glyph';
  name: string;
  /** The path's `d`, or the glyph itself. */
  drawing: string;
  /** Where it is drawn, from `src/`. */
  file: string;
}

/** The icons in one source file. */
export function iconsInSource(file: string, source: string): FoundIcon[] {
  const svgs = [...source.matchAll(SVG_PATH)].map(([, key, constant, d]): FoundIcon => ({
    kind: 'svg',
    name: (key ?? constant)!,
    drawing: d!,
    file,
  }));
  const glyphs = [...new Set([...source.matchAll(GLYPH)].map((match) => match[1]!))].map(
    (glyph): FoundIcon => ({
      kind: 'glyph',
      name: `U+${glyph.codePointAt(0)!.toString(16).toUpperCase()}`,
      drawing: glyph,
      file,
    }),
  );
  return [...svgs, ...glyphs];
}
