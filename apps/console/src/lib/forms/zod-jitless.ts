// zod 4 probes for eval as it builds its first schema, which the console's `script-src 'self'` reports on every
// load (docs/decisions/0004-identity-provider-and-token-cache.md); jitless skips the probe. schemas.ts imports this
// first, since @pod-console/hooks/forms builds its schemas as its module evaluates.
import { z } from 'zod/mini';

z.config({ jitless: true });
