// The console runs under `script-src 'self'`, without 'unsafe-eval'
// (docs/decisions/0004-identity-provider-and-token-cache.md). zod 4 probes for eval with `new Function("")` as it
// builds its first object schema (for its JIT fast path); the probe's error is caught, but the browser still
// fires a securitypolicyviolation report on every page load. jitless skips the probe and the JIT, which the
// policy forbids anyway. schemas.ts, the console's one door to zod, imports this module first:
// @pod-console/hooks/forms builds its schemas while its module evaluates.
import { z } from 'zod';

z.config({ jitless: true });
