import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  webhookEndpointSchema,
  idleSeatReleaseSchema,
  inviteEmailSchema,
  inviteMembersSchema,
  licenseCountSchema,
  licenseIdentifierSchema,
  onboardingUserInfoSchema,
  organizationCreationSchema,
  organizationSettingsSchema,
  personalNameSchema,
  serviceAccountSchema,
} from './form-schemas';
import { checkTextField, isLicenseCountInput, licenseCountHint } from './text-fields';
import { WEBHOOK_MESSAGES } from '../webhooks/webhooks';

/** The messages a form would show, by field. */
function errors(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

describe('organization creation', () => {
  it('says "Organization name is required" for an empty or blank name', () => {
    expect(errors(organizationCreationSchema, { organizationName: '' })).toEqual({
      organizationName: ['Organization name is required'],
    });
    expect(errors(organizationCreationSchema, { organizationName: '   ' })).toEqual({
      organizationName: ['Organization name is required'],
    });
  });

  it('accepts a name and trims it', () => {
    expect(organizationCreationSchema.parse({ organizationName: '  Acme ' })).toEqual({
      organizationName: 'Acme',
    });
  });

  it('refuses a name longer than 100 characters', () => {
    expect(errors(organizationCreationSchema, { organizationName: 'x'.repeat(101) })).toEqual({
      organizationName: ['Organization name must be at most 100 characters'],
    });
    expect(organizationCreationSchema.safeParse({ organizationName: 'x'.repeat(100) }).success).toBe(true);
  });
});

describe('organization settings name form', () => {
  it('keeps the spec\'s (sic) message "First name is required" for an empty organization name', () => {
    expect(errors(organizationSettingsSchema, { organizationName: ' ' })).toEqual({
      organizationName: ['First name is required'],
    });
  });
});

describe('idle-seat recovery form', () => {
  it('checks the days only while it is on, as a whole number from 7 to 365', () => {
    const message = ['Enter a whole number of days from 7 to 365.'];
    expect(errors(idleSeatReleaseSchema, { idleSeatReleaseOn: false, idleSeatReleaseDays: '' })).toEqual({});
    expect(errors(idleSeatReleaseSchema, { idleSeatReleaseOn: true, idleSeatReleaseDays: ' 30 ' })).toEqual(
      {},
    );
    for (const days of ['', '6', '366', '7.5', 'thirty'])
      expect(errors(idleSeatReleaseSchema, { idleSeatReleaseOn: true, idleSeatReleaseDays: days })).toEqual({
        idleSeatReleaseDays: message,
      });
  });
});

describe('licence identifier', () => {
  it('says "Identifier is required" for an empty or blank identifier', () => {
    expect(errors(licenseIdentifierSchema, { identifier: '\t ' })).toEqual({
      identifier: ['Identifier is required'],
    });
  });

  it('refuses an identifier longer than 200 characters with a clear message', () => {
    expect(errors(licenseIdentifierSchema, { identifier: 'x'.repeat(201) })).toEqual({
      identifier: ['Identifier must be at most 200 characters'],
    });
    expect(licenseIdentifierSchema.parse({ identifier: ' Ada ' })).toEqual({ identifier: 'Ada' });
  });
});

describe('personal name form', () => {
  it('says "First name is required" and "Last name is required"', () => {
    expect(errors(personalNameSchema, { firstName: '', lastName: ' ' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('refuses names longer than 100 characters', () => {
    expect(errors(personalNameSchema, { firstName: 'x'.repeat(101), lastName: 'ok' })).toEqual({
      firstName: ['First name must be at most 100 characters'],
    });
  });
});

describe('onboarding user info', () => {
  it('requires first name, last name and organization name, each with its message', () => {
    expect(errors(onboardingUserInfoSchema, { firstName: '', lastName: '', organizationName: '' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      organizationName: ['Organization name is required'],
    });
  });

  it('accepts the three filled in', () => {
    expect(
      onboardingUserInfoSchema.parse({ firstName: 'Ada', lastName: 'L', organizationName: 'Acme' }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      organizationName: 'Acme',
    });
  });
});

describe('the Unicode rule in the forms (spec §5)', () => {
  it('says the spec\'s "required" message for a name of invisible characters only', () => {
    expect(errors(organizationCreationSchema, { organizationName: '\u200B\u200B' })).toEqual({
      organizationName: ['Organization name is required'],
    });
    expect(errors(organizationSettingsSchema, { organizationName: '\u2060\uFEFF' })).toEqual({
      organizationName: ['First name is required'],
    });
    expect(errors(licenseIdentifierSchema, { identifier: ' \u200B ' })).toEqual({
      identifier: ['Identifier is required'],
    });
    expect(
      errors(onboardingUserInfoSchema, { firstName: '\u200B', lastName: '\u2060', organizationName: 'Acme' }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
    });
  });

  it('refuses control and direction-changing characters with one message per field kind', () => {
    expect(errors(organizationCreationSchema, { organizationName: '\u202Eevil' })).toEqual({
      organizationName: ['Organization name cannot contain control or direction-changing characters'],
    });
    expect(errors(organizationSettingsSchema, { organizationName: 'Acme\u2066' })).toEqual({
      organizationName: ['Organization name cannot contain control or direction-changing characters'],
    });
    expect(errors(licenseIdentifierSchema, { identifier: 'A\u0000B' })).toEqual({
      identifier: ['Identifier cannot contain control or direction-changing characters'],
    });
    expect(errors(personalNameSchema, { firstName: 'Ada\u200F', lastName: 'Love\nlace' })).toEqual({
      firstName: ['First name cannot contain control or direction-changing characters'],
      lastName: ['Last name cannot contain control or direction-changing characters'],
    });
  });

  it('accepts names in any script, apostrophes and emoji, and trims them', () => {
    expect(
      onboardingUserInfoSchema.parse({
        firstName: ' Zoë ',
        lastName: "O'Brien",
        organizationName: '株式会社',
      }),
    ).toEqual({ firstName: 'Zoë', lastName: "O'Brien", organizationName: '株式会社' });
    expect(licenseIdentifierSchema.parse({ identifier: '👩‍💻 desk 3 🚀' })).toEqual({
      identifier: '👩‍💻 desk 3 🚀',
    });
  });

  it('counts the maximum length in characters, so 100 emoji fit an organization name', () => {
    expect(organizationCreationSchema.safeParse({ organizationName: '😀'.repeat(100) }).success).toBe(true);
    expect(errors(organizationCreationSchema, { organizationName: '😀'.repeat(101) })).toEqual({
      organizationName: ['Organization name must be at most 100 characters'],
    });
  });

  it("gives the server the trimmed value or the form's message", () => {
    expect(checkTextField('organizationName', '  Acme  ')).toEqual({ success: true, value: 'Acme' });
    expect(checkTextField('organizationName', '\u200B')).toEqual({
      success: false,
      message: 'Organization name is required',
    });
    expect(checkTextField('firstName', '\u202EAda')).toEqual({
      success: false,
      message: 'First name cannot contain control or direction-changing characters',
    });
    expect(checkTextField('lastName', 'x'.repeat(101))).toEqual({
      success: false,
      message: 'Last name must be at most 100 characters',
    });
    expect(checkTextField('licenseIdentifier', 'A\u0000B')).toEqual({
      success: false,
      message: 'Identifier cannot contain control or direction-changing characters',
    });
  });

  it('agrees with the schema for any text: the same message, or the same trimmed value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (text) => {
          const result = organizationCreationSchema.safeParse({ organizationName: text });
          const check = checkTextField('organizationName', text);
          if (check.success) expect(result.data).toEqual({ organizationName: check.value });
          else expect(result.error?.issues.map((issue) => issue.message)).toEqual([check.message]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('service account form', () => {
  it('trims the name and takes a role a service account can hold', () => {
    expect(serviceAccountSchema.parse({ name: '  Nightly report ', role: 'BILLING' })).toEqual({
      name: 'Nightly report',
      role: 'BILLING',
    });
  });

  it('says what is wrong with the name, and refuses the Owner role', () => {
    expect(errors(serviceAccountSchema, { name: '\u200B', role: 'OWNER' })).toEqual({
      name: ['Name is required'],
      role: [expect.any(String)],
    });
  });
});

describe('invite e-mail', () => {
  it('says "Email is required" when empty', () => {
    expect(errors(inviteEmailSchema, { email: '' })).toEqual({ email: ['Email is required'] });
    expect(errors(inviteEmailSchema, { email: '  ' })).toEqual({ email: ['Email is required'] });
  });

  it('says "Invalid email format" when there is no "@"', () => {
    expect(errors(inviteEmailSchema, { email: 'ada.example.com' })).toEqual({
      email: ['Invalid email format'],
    });
  });

  it('says "Invalid email format" for other addresses the server would refuse', () => {
    expect(errors(inviteEmailSchema, { email: 'ada@' })).toEqual({ email: ['Invalid email format'] });
    expect(errors(inviteEmailSchema, { email: `${'a'.repeat(250)}@x.io` })).toEqual({
      email: ['Invalid email format'],
    });
  });

  it('accepts and trims a valid address', () => {
    expect(inviteEmailSchema.parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });
});

describe('invite addresses', () => {
  it('says "Email is required" when nothing is typed', () => {
    expect(errors(inviteMembersSchema, { emails: ' \n ', role: 'ADMIN' })).toEqual({
      emails: ['Email is required'],
    });
  });

  it('names the addresses that are not valid', () => {
    expect(errors(inviteMembersSchema, { emails: 'grace@example.com, alan', role: 'ADMIN' })).toEqual({
      emails: ['Invalid email format: alan'],
    });
  });

  it('parses to the distinct valid addresses and the role', () => {
    expect(
      inviteMembersSchema.parse({
        emails: 'grace@example.com\nalan@example.com, GRACE@example.com',
        role: 'BILLING',
      }),
    ).toEqual({ emails: ['grace@example.com', 'alan@example.com'], role: 'BILLING' });
  });

  it('refuses the Owner role: ownership moves only by a transfer', () => {
    expect(inviteMembersSchema.safeParse({ emails: 'grace@example.com', role: 'OWNER' }).success).toBe(false);
  });
});

describe('licence count input', () => {
  it('accepts only empty or whole non-negative numbers', () => {
    expect(['', '0', '12', '007'].map(isLicenseCountInput)).toEqual([true, true, true, true]);
    expect(['1.5', '-1', '+1', ' 1', '1e3', '１', 'abc', '1,000'].map(isLicenseCountInput)).toEqual(
      Array(8).fill(false),
    );
  });

  it('accepts a string exactly when it is empty or made only of digits 0-9', () => {
    const digitsish = fc.string({ unit: fc.constantFrom('0', '1', '9', '.', '-', '+', ' ', 'e', '١', '１') });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), digitsish), (text) => {
        const allDigits = [...text].every((char) => char >= '0' && char <= '9');
        expect(isLicenseCountInput(text)).toBe(text === '' || allDigits);
      }),
      { numRuns: 1000 },
    );
  });

  it('shows the hint when the count is below the assigned licences', () => {
    const result = licenseCountSchema(4).safeParse('3');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Must be higher than or equal to the 4 currently assigned licenses',
    ]);
  });

  it('names the assigned number in the hint, in the singular for one', () => {
    expect(licenseCountHint(1)).toBe('Must be higher than or equal to the 1 currently assigned license');
    expect(licenseCountHint(1200)).toBe(
      'Must be higher than or equal to the 1,200 currently assigned licenses',
    );
  });

  it('parses a count equal to or above the assigned licences', () => {
    expect(licenseCountSchema(4).parse('4')).toBe(4);
    expect(licenseCountSchema(4).parse(' 10 ')).toBe(10);
  });

  it('refuses empty or non-whole input and counts above the maximum', () => {
    expect(licenseCountSchema(0).safeParse('').error?.issues[0]?.message).toBe(
      'Enter a whole number of licenses',
    );
    expect(licenseCountSchema(0).safeParse('2.5').error?.issues[0]?.message).toBe(
      'Enter a whole number of licenses',
    );
    expect(licenseCountSchema(0).safeParse('1000001').error?.issues[0]?.message).toBe(
      'Must be at most 1,000,000 licenses',
    );
  });
});

describe('the invite address rule without zod', () => {
  it('agrees with the invite form’s schema on every sample', async () => {
    const { checkInviteEmail } = await import('../invitations/invite-addresses');
    const samples = [
      'grace@example.com',
      'first.last+tag@sub.example.co.uk',
      "o'brien@example.ie",
      'no-at-sign',
      'a@b',
      '.dot@example.com',
      'two..dots@example.com',
      'a@-example.com',
      'space in@example.com',
      'ends-with-dot.@example.com',
      `${'a'.repeat(250)}@example.com`,
      '',
    ];
    for (const email of samples) {
      const zodMessage = inviteEmailSchema.safeParse({ email }).error?.issues[0]?.message ?? null;
      expect(checkInviteEmail(email), email).toBe(zodMessage);
    }
  });
});

describe('webhookEndpointSchema', () => {
  it('trims the URL and description and needs a usable URL and an event type', () => {
    expect(
      webhookEndpointSchema.safeParse({
        url: ' https://hooks.example.com/in ',
        description: ' Help desk ',
        eventTypes: ['license.claimed'],
      }),
    ).toEqual({
      success: true,
      data: {
        url: 'https://hooks.example.com/in',
        description: 'Help desk',
        eventTypes: ['license.claimed'],
      },
    });
    const refused = webhookEndpointSchema.safeParse({
      url: 'http://hooks.example.com',
      description: '',
      eventTypes: [],
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      WEBHOOK_MESSAGES.urlNotHttps,
      WEBHOOK_MESSAGES.eventTypesEmpty,
    ]);
  });
});

describe('enrolmentTokenSchema', () => {
  it('parses empty limits to none and whole numbers within range to numbers', async () => {
    const { enrolmentTokenSchema } = await import('./form-schemas');
    expect(enrolmentTokenSchema.safeParse({ name: ' Kiosks ', maxUses: '', lifetimeDays: ' 30 ' })).toEqual({
      success: true,
      data: { name: 'Kiosks', maxUses: null, lifetimeDays: 30 },
    });
    const refused = enrolmentTokenSchema.safeParse({ name: 'Kiosks', maxUses: '0', lifetimeDays: '366' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['maxUses', 'Enter a whole number of uses from 1 to 100,000, or leave it empty.'],
      ['lifetimeDays', 'Enter a whole number of days from 1 to 365, or leave it empty.'],
    ]);
  });
});
