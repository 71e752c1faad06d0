// `@pod-console/api/bench`: what benchmarks outside this workspace (apps/local's bench:admin) share with the API's,
// from source (run with tsx).
export { openDatabase } from '../src/db/database';
export { createTestTokens } from '../src/test-support/test-tokens';
export { runLoad, type LoadResult } from './bench-load';
export { startBenchServer } from './bench-server';
export { dropBenchSchema } from './bench-schema';
