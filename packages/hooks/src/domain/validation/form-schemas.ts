// The forms of spec §5 with the spec's exact messages. Every name and identifier follows the Unicode rule of
// `unicode-text.ts` after trimming: a value of spaces or invisible characters is missing (the spec's "required"
// message), control and direction-changing characters are refused with their own message. The server applies the
// same rule through `checkTextField`, with the same messages. Each field shows one message at a time.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LICENSE_COUNT_MAX,
  LICENSE_IDENTIFIER_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '../constants';
import { getTextProblem, type TextLimits, type TextProblem } from './unicode-text';

const FORBIDDEN_CHARACTERS = 'cannot contain control or direction-changing characters';

export const VALIDATION_MESSAGES = {
  organizationNameRequired: 'Organization name is required',
  organizationNameTooLong: `Organization name must be at most ${ORGANIZATION_NAME_MAX_LENGTH} characters`,
  organizationNameForbiddenCharacters: `Organization name ${FORBIDDEN_CHARACTERS}`,
  // spec §5 (sic): the settings form's organization name says "First name is required". The spec keeps the
  // original product's message and the designers asked for it verbatim, so it is not "fixed" here.
  settingsOrganizationNameRequired: 'First name is required',
  identifierRequired: 'Identifier is required',
  identifierTooLong: `Identifier must be at most ${LICENSE_IDENTIFIER_MAX_LENGTH} characters`,
  identifierForbiddenCharacters: `Identifier ${FORBIDDEN_CHARACTERS}`,
  firstNameRequired: 'First name is required',
  firstNameTooLong: `First name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  firstNameForbiddenCharacters: `First name ${FORBIDDEN_CHARACTERS}`,
  lastNameRequired: 'Last name is required',
  lastNameTooLong: `Last name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  lastNameForbiddenCharacters: `Last name ${FORBIDDEN_CHARACTERS}`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  licenseCountWholeNumber: 'Enter a whole number of licenses',
  licenseCountTooHigh: `Must be at most ${LICENSE_COUNT_MAX.toLocaleString('en-US')} licenses`,
} as const;

const m = VALIDATION_MESSAGES;

/** A kind of name or identifier: its lengths (spec §9) and the message for each problem (spec §5). */
export interface TextFieldRule extends TextLimits {
  messages: Record<TextProblem, string>;
}

/** spec §5: every name and identifier field of the forms, and of the API's requests. */
export const TEXT_FIELDS = {
  organizationName: {
    minLength: ORGANIZATION_NAME_MIN_LENGTH,
    maxLength: ORGANIZATION_NAME_MAX_LENGTH,
    messages: {
      required: m.organizationNameRequired,
      forbiddenCharacters: m.organizationNameForbiddenCharacters,
      tooLong: m.organizationNameTooLong,
    },
  },
  /** The Organization Settings name form: the same rule, with the spec's (sic) "required" message. */
  settingsOrganizationName: {
    minLength: ORGANIZATION_NAME_MIN_LENGTH,
    maxLength: ORGANIZATION_NAME_MAX_LENGTH,
    messages: {
      required: m.settingsOrganizationNameRequired,
      forbiddenCharacters: m.organizationNameForbiddenCharacters,
      tooLong: m.organizationNameTooLong,
    },
  },
  licenseIdentifier: {
    minLength: 1,
    maxLength: LICENSE_IDENTIFIER_MAX_LENGTH,
    messages: {
      required: m.identifierRequired,
      forbiddenCharacters: m.identifierForbiddenCharacters,
      tooLong: m.identifierTooLong,
    },
  },
  firstName: {
    minLength: 1,
    maxLength: PERSON_NAME_MAX_LENGTH,
    messages: {
      required: m.firstNameRequired,
      forbiddenCharacters: m.firstNameForbiddenCharacters,
      tooLong: m.firstNameTooLong,
    },
  },
  lastName: {
    minLength: 1,
    maxLength: PERSON_NAME_MAX_LENGTH,
    messages: {
      required: m.lastNameRequired,
      forbiddenCharacters: m.lastNameForbiddenCharacters,
      tooLong: m.lastNameTooLong,
    },
  },
} as const satisfies Record<string, TextFieldRule>;
export type TextField = keyof typeof TEXT_FIELDS;

export type TextFieldCheck = { success: true; value: string } | { success: false; message: string };

/** spec §5: a name or identifier as typed or sent → its trimmed value, or the message saying what is wrong. */
export function checkTextField(field: TextField, value: string): TextFieldCheck {
  const rule: TextFieldRule = TEXT_FIELDS[field];
  const trimmed = value.trim();
  const problem = getTextProblem(trimmed, rule);
  return problem ? { success: false, message: rule.messages[problem] } : { success: true, value: trimmed };
}

/** The zod form of `checkTextField`: parses to the trimmed value, one message per field. */
const textField = (field: TextField) => {
  const rule: TextFieldRule = TEXT_FIELDS[field];
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = getTextProblem(value, rule);
      if (problem) context.addIssue({ code: 'custom', message: rule.messages[problem] });
    });
};

// spec §5: organizationName (creation), at least ORGANIZATION_NAME_MIN_LENGTH characters, one of them visible.
const organizationName = textField('organizationName');
const firstName = textField('firstName');
const lastName = textField('lastName');

/** spec §5: organization creation. */
export const organizationCreationSchema = z.object({ organizationName });
export type OrganizationCreationValues = z.infer<typeof organizationCreationSchema>;

/** spec §5: Organization Settings name form (message "First name is required", sic). */
export const organizationSettingsSchema = z.object({
  organizationName: textField('settingsOrganizationName'),
});
export type OrganizationSettingsValues = z.infer<typeof organizationSettingsSchema>;

/** spec §5: Licence Identifier (add-licence step 1 and Edit License Identifier). */
export const licenseIdentifierSchema = z.object({
  identifier: textField('licenseIdentifier'),
});
export type LicenseIdentifierValues = z.infer<typeof licenseIdentifierSchema>;

/** spec §5: Personal Settings and the name gate (spec §2 "Required Information"). */
export const personalNameSchema = z.object({ firstName, lastName });
export type PersonalNameValues = z.infer<typeof personalNameSchema>;

/** spec §5: onboarding user info; Continue stays disabled until all three are filled. */
export const onboardingUserInfoSchema = z.object({ firstName, lastName, organizationName });
export type OnboardingUserInfoValues = z.infer<typeof onboardingUserInfoSchema>;

/**
 * spec §5: invite e-mail. Empty → "Email is required"; no "@" → "Invalid email format". The contract checks
 * `format: email`, so anything else it would refuse gets the same message here instead of a server error.
 */
export const inviteEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: m.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: m.emailInvalid, abort: true })
    .pipe(z.email({ error: m.emailInvalid })),
});
export type InviteEmailValues = z.infer<typeof inviteEmailSchema>;

/** spec §5: the licence count input accepts only empty or a whole non-negative number (no sign, no point). */
export function isLicenseCountInput(text: string): boolean {
  return text === '' || /^\d+$/.test(text);
}

/**
 * spec §5's hint for the licence count, with the number it is about: shown under the input, and as its error
 * when the count is lower.
 */
export function licenseCountHint(assigned: number): string {
  const licenses = assigned === 1 ? 'license' : 'licenses';
  return `Must be higher than or equal to the ${assigned.toLocaleString('en-US')} currently assigned ${licenses}`;
}

/**
 * spec §5: a licence count, typed as text, must be a whole number no lower than the assigned licences (the
 * hint text) and within the contract's maximum. Parses to a number.
 */
export function licenseCountSchema(assigned: number) {
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error: m.licenseCountWholeNumber, abort: true })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(assigned, { error: licenseCountHint(assigned), abort: true })
        .max(LICENSE_COUNT_MAX, { error: m.licenseCountTooHigh }),
    );
}
export type LicenseCountValue = z.output<ReturnType<typeof licenseCountSchema>>;
