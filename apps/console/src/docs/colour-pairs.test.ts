import { describe, expect, it } from 'vitest';
import { colourPairs, isBackground, pageSurfaces } from './colour-pairs';

const NAMES = [
  '--color-surface',
  '--color-surface-raised',
  '--color-surface-sunken',
  '--color-surface-inverse',
  '--color-fg-inverse',
  '--color-scrim',
  '--color-fg',
  '--color-fg-muted',
  '--color-fg-subtle',
  '--color-fg-on-accent',
  '--color-line',
  '--color-line-input',
  '--color-accent',
  '--color-accent-hover',
  '--color-accent-subtle',
  '--color-accent-fg',
  '--color-accent-fg-hover',
  '--color-focus',
  '--color-danger',
  '--color-danger-hover',
  '--color-danger-subtle',
  '--color-danger-fg',
  '--color-warning',
  '--color-warning-subtle',
];
const SURFACES = ['--color-surface', '--color-surface-raised', '--color-surface-sunken'];
const on = (backgrounds: string[], minimum: number | null) =>
  backgrounds.map((background) => ({ background, minimum }));

describe('pageSurfaces', () => {
  it('are the surfaces text sits on, not the inverse one that has its own text colour', () => {
    expect(pageSurfaces(NAMES)).toEqual(SURFACES);
  });
});

describe('isBackground', () => {
  it('is true of surfaces, quiet status backgrounds and the scrim only', () => {
    expect(['--color-surface-raised', '--color-danger-subtle', '--color-scrim'].map(isBackground)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['--color-fg', '--color-fg-subtle', '--color-danger', '--color-line'].map(isBackground)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('colourPairs', () => {
  it('checks text on every page surface at 4.5:1', () => {
    expect(colourPairs('--color-fg-muted', NAMES, '#fff')).toEqual(on(SURFACES, 4.5));
  });

  it('checks a status’s text on its quiet background first, then on the surfaces', () => {
    expect(colourPairs('--color-danger-fg', NAMES, '#fff')).toEqual(
      on(['--color-danger-subtle', ...SURFACES], 4.5),
    );
  });

  it('checks text on a fill on each fill with a hover state, and on that hover', () => {
    expect(colourPairs('--color-fg-on-accent', NAMES, '#fff')).toEqual(
      on(['--color-accent', '--color-accent-hover', '--color-danger', '--color-danger-hover'], 4.5),
    );
  });

  it('checks inverse text on the inverse surface only', () => {
    expect(colourPairs('--color-fg-inverse', NAMES, '#fff')).toEqual(on(['--color-surface-inverse'], 4.5));
  });

  it('asks 3:1 of the focus ring, the fields’ borders and status colours, and nothing of a divider or a fill', () => {
    expect(colourPairs('--color-focus', NAMES, '#fff')).toEqual(on(SURFACES, 3));
    expect(colourPairs('--color-line-input', NAMES, '#fff')).toEqual(on(SURFACES, 3));
    expect(colourPairs('--color-warning', NAMES, '#fff')).toEqual(on(SURFACES, 3));
    expect(colourPairs('--color-line', NAMES, '#fff')).toEqual(on(SURFACES, null));
    expect(colourPairs('--color-accent', NAMES, '#fff')).toEqual(on(SURFACES, null));
    expect(colourPairs('--color-danger-hover', NAMES, '#fff')).toEqual(on(SURFACES, null));
  });

  it('checks the subtle text colour as text, not as a background', () => {
    expect(colourPairs('--color-fg-subtle', NAMES, '#fff')).toEqual(on(SURFACES, 4.5));
  });

  it('checks no background against anything, and uses the fallback where no surface is declared', () => {
    expect(colourPairs('--color-surface-raised', NAMES, '#fff')).toEqual([]);
    expect(colourPairs('--color-accent-subtle', NAMES, '#fff')).toEqual([]);
    expect(colourPairs('--color-brand-700', ['--color-brand-700'], '#fff')).toEqual(on(['#fff'], 3));
  });
});
