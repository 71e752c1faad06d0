/**
 * Which stories the visual review captures (docs/decisions/0040-visual-review.md): `components` (npm test: the
 * building blocks of components/ui) or `all` (every story; `VISUAL_REVIEW=all`). Handed from the Vitest config to the
 * stories with `provide`/`inject`.
 */
export type VisualScope = 'components' | 'all';

export const VISUAL_SCOPE_KEY = 'visualScope';

export const visualScopeFrom = (value: string | undefined): VisualScope =>
  value === 'all' ? 'all' : 'components';
