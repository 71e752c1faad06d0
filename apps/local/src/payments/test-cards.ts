// The card form of the local checkout and portal, read the way Stripe's test mode reads it: only Stripe's test
// card numbers are accepted, each with the outcome Stripe gives it.
import type { LocalCardInput } from './state-machine';

export interface CardForm {
  number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
  /** Only the checkout asks for it. */
  name?: unknown;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export type CardReading =
  | { ok: true; card: LocalCardInput }
  /** The form is incomplete or wrong: the message belongs next to the field. */
  | { ok: false; declined: false; errors: Partial<Record<CardField, string>> }
  /** A valid test card whose charge Stripe declines. */
  | { ok: false; declined: true; message: string };

type Outcome = { behaviour: LocalCardInput['behaviour'] } | { declined: string };

/** Stripe's test cards (https://docs.stripe.com/testing) the local provider knows. */
const TEST_CARDS: Record<string, { brand: string } & Outcome> = {
  '4242424242424242': { brand: 'Visa', behaviour: 'ok' },
  '5555555555554444': { brand: 'Mastercard', behaviour: 'ok' },
  // Attaches to the customer and pays now; every later charge fails.
  '4000000000000341': { brand: 'Visa', behaviour: 'fail-later' },
  '4000000000000002': { brand: 'Visa', declined: 'Your card was declined.' },
  '4000000000009995': { brand: 'Visa', declined: 'Your card has insufficient funds.' },
};

export const TEST_CARD_HINT =
  'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 pays now and fails every later charge.';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The Luhn checksum every card number carries. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Reads the card fields; `requireName` for the checkout. The expiry is checked against `now` (UTC months). */
export function readCard(form: CardForm, now: Date, options: { requireName?: boolean } = {}): CardReading {
  const errors: Partial<Record<CardField, string>> = {};
  const number = text(form.number).replace(/[\s-]/g, '');
  let known: (typeof TEST_CARDS)[string] | undefined;
  if (number === '') errors.number = 'Enter a card number.';
  else if (!/^\d{12,19}$/.test(number)) errors.number = 'Your card number is incomplete.';
  else if (!luhn(number)) errors.number = 'Your card number is invalid.';
  else {
    known = TEST_CARDS[number];
    if (!known) errors.number = `This is not a test card. ${TEST_CARD_HINT}`;
  }

  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2})$/.exec(text(form.expiry));
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const expYear = expiry ? 2000 + Number(expiry[2]) : 0;
  if (!expiry || expMonth < 1 || expMonth > 12) {
    errors.expiry = 'Enter the expiry as MM / YY.';
  } else if (expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    errors.expiry = "Your card's expiry date is in the past.";
  }

  if (!/^\d{3,4}$/.test(text(form.cvc))) errors.cvc = "Your card's security code is incomplete.";
  if (options.requireName && text(form.name) === '') errors.name = 'Enter the name on the card.';

  if (Object.keys(errors).length > 0 || !known) return { ok: false, declined: false, errors };
  if ('declined' in known) return { ok: false, declined: true, message: known.declined };
  return {
    ok: true,
    card: { brand: known.brand, last4: number.slice(-4), expMonth, expYear, behaviour: known.behaviour },
  };
}
