/**
 * Which stories the visual review captures (docs/decisions/0040-visual-review.md): `all` (npm test: every story, the
 * screens with the components) or `components` (only the building blocks of components/ui; `VISUAL_REVIEW=components`,
 * the quicker choice while working on them). Handed from the Vitest config to the stories with `provide`/`inject`.
 */
export type VisualScope = 'components' | 'all';

export const VISUAL_SCOPE_KEY = 'visualScope';

export const visualScopeFrom = (value: string | undefined): VisualScope =>
  value === 'components' ? 'components' : 'all';
