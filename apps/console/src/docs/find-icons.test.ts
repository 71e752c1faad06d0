import { describe, expect, it } from 'vitest';
import { iconsInSource } from './find-icons';

describe('iconsInSource', () => {
  it('finds the paths kept in an object and in a constant, with their names', () => {
    const source = `const ICONS = {\n  edit: <path d="M1 1h2" />,\n};\nconst TRASH = <path d="M3 3v4" />;`;
    expect(iconsInSource('features/x.tsx', source)).toEqual([
      { kind: 'svg', name: 'edit', drawing: 'M1 1h2', file: 'features/x.tsx' },
      { kind: 'svg', name: 'TRASH', drawing: 'M3 3v4', file: 'features/x.tsx' },
    ]);
  });

  it('finds a symbol alone in JSX or in a one-character string, once each, and no ordinary text', () => {
    const source = `<button>\n  ☰\n</button> <span>×</span> <span>×</span> mark: '✕' <p>Loading licenses…</p> <b>€</b> {'|'} <i>+</i>`;
    expect(iconsInSource('a.tsx', source).map((icon) => [icon.name, icon.drawing])).toEqual([
      ['U+2630', '☰'],
      ['U+D7', '×'],
      ['U+2715', '✕'],
    ]);
  });
});
