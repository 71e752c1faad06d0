import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The console runs zod jitless (zod-jitless.ts: its content policy forbids eval). The forms reach zod through
// @hookform/resolvers: it must parse with the domain's schemas under that setting, evaluate no code, and hand the
// form the schema's parsed values and spec §5 messages.
const evaluate = vi.spyOn(globalThis, 'Function');
afterAll(() => evaluate.mockRestore());

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const run = <T extends FieldValues>(resolver: Resolver<T>, values: T) =>
  resolver(values, undefined, OPTIONS as ResolverOptions<T>);

describe('zodResolver over the domain schemas, jitless', () => {
  it("hands over the schema's parsed values, or its messages, without evaluating code", async () => {
    // Through the console's door to the schemas, which sets jitless before they are built.
    const { inviteEmailSchema, personalNameSchema } = await import('./schemas');
    const { zodResolver } = await import('@hookform/resolvers/zod');

    const names = zodResolver(personalNameSchema);
    expect(await run(names, { firstName: '  Ada ', lastName: 'Lovelace' })).toEqual({
      values: { firstName: 'Ada', lastName: 'Lovelace' },
      errors: {},
    });
    const missing = await run(names, { firstName: ' ', lastName: '' });
    expect(missing.values).toEqual({});
    expect(missing.errors).toMatchObject({
      firstName: { message: 'First name is required' },
      lastName: { message: 'Last name is required' },
    });

    const invite = zodResolver(inviteEmailSchema);
    expect((await run(invite, { email: 'margaret.example.com' })).errors).toMatchObject({
      email: { message: 'Invalid email format' },
    });
    expect(evaluate).not.toHaveBeenCalled();
  });
});
