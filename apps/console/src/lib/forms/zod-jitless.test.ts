import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import door from './schemas.ts?raw';

// Every `new Function(...)` and `Function(...)` call while the test runs: under the console's CSP each one is a
// securitypolicyviolation report, even when the caller catches the error.
const evalCalls: unknown[][] = [];
const RealFunction = globalThis.Function;

beforeAll(() => {
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: unknown[]) {
      evalCalls.push(args);
      return Reflect.construct(target, args) as object;
    },
    apply(target, thisArg, args: unknown[]) {
      evalCalls.push(args);
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
});

afterAll(() => {
  globalThis.Function = RealFunction;
});

describe('zod-jitless', () => {
  it('lets the hooks build and parse their schemas without evaluating code', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod/mini');
    const { organizationCreationSchema } = await import('@pod-console/hooks/forms');
    expect(organizationCreationSchema.safeParse({ organizationName: 'Acme Robotics' }).success).toBe(true);
    expect(z.object({ seats: z.number() }).safeParse({ seats: 3 }).success).toBe(true);
    expect(evalCalls).toEqual([]);
  });

  it('is the first import of the door to the schemas, so it runs before the hooks build one', () => {
    const imports = door.match(/^(?:import|export) .+$/gm) ?? [];
    expect(imports[0]).toBe("import './zod-jitless';");
  });
});
