// The console's one door to zod and to the form schemas of spec §5 (@pod-console/hooks/forms). zod-jitless comes
// first, so zod is set for the console's CSP before the hooks build their schemas as their module loads. Only the
// code of a form imports this module, so zod stays out of the entry and of Home (docs/architecture.md, "Budgets").
import './zod-jitless';

export * from '@pod-console/hooks/forms';
export { z } from 'zod/mini';
