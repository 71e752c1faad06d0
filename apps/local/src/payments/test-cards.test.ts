import { describe, expect, it } from 'vitest';

import { readCard } from './test-cards';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const form = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Alice Anders' };

describe('readCard', () => {
  it('accepts 4242 as a Visa that pays every charge', () => {
    expect(readCard(form, NOW, { requireName: true })).toEqual({
      ok: true,
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030, behaviour: 'ok' },
    });
  });

  it('accepts 0341 as a card that pays now and fails later', () => {
    expect(readCard({ ...form, number: '4000000000000341' }, NOW)).toMatchObject({
      ok: true,
      card: { last4: '0341', behaviour: 'fail-later' },
    });
  });

  it('declines 0002 with Stripe’s message', () => {
    expect(readCard({ ...form, number: '4000 0000 0000 0002' }, NOW)).toEqual({
      ok: false,
      declined: true,
      message: 'Your card was declined.',
    });
  });

  it('names each field that is missing or wrong', () => {
    expect(readCard({ number: '4242', expiry: '13/30', cvc: '1' }, NOW, { requireName: true })).toEqual({
      ok: false,
      declined: false,
      errors: {
        number: 'Your card number is incomplete.',
        expiry: 'Enter the expiry as MM / YY.',
        cvc: "Your card's security code is incomplete.",
        name: 'Enter the name on the card.',
      },
    });
  });

  it('refuses an expiry before this month and a number that is not a test card', () => {
    const result = readCard({ ...form, number: '4111 1111 1111 1111', expiry: '10/26' }, NOW);
    expect(result).toMatchObject({
      ok: false,
      declined: false,
      errors: { expiry: "Your card's expiry date is in the past." },
    });
    expect(result.ok === false && !result.declined && result.errors.number).toMatch(
      /^This is not a test card/,
    );
    expect(readCard({ ...form, expiry: '11/26' }, NOW).ok).toBe(true);
    expect(readCard({ ...form, number: '4242 4242 4242 4241' }, NOW)).toMatchObject({
      errors: { number: 'Your card number is invalid.' },
    });
  });
});
