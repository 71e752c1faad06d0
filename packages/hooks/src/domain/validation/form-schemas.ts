// The forms of spec §5 with the spec's exact messages. Every text field is trimmed before "required" is
// checked, so a value of spaces is missing (the contract also refuses blank names: pattern '\S').
// `abort: true` stops at the first failed check, so a form shows one message per field.
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  LICENSE_COUNT_MAX,
  LICENSE_IDENTIFIER_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '../constants';

export const VALIDATION_MESSAGES = {
  organizationNameRequired: 'Organization name is required',
  organizationNameTooLong: `Organization name must be at most ${ORGANIZATION_NAME_MAX_LENGTH} characters`,
  // spec §5 (sic): the settings form's organization name says "First name is required". The spec keeps the
  // original product's message and the designers asked for it verbatim, so it is not "fixed" here.
  settingsOrganizationNameRequired: 'First name is required',
  identifierRequired: 'Identifier is required',
  identifierTooLong: `Identifier must be at most ${LICENSE_IDENTIFIER_MAX_LENGTH} characters`,
  firstNameRequired: 'First name is required',
  firstNameTooLong: `First name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  lastNameRequired: 'Last name is required',
  lastNameTooLong: `Last name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  licenseCountWholeNumber: 'Enter a whole number of licenses',
  licenseCountTooHigh: `Must be at most ${LICENSE_COUNT_MAX.toLocaleString('en-US')} licenses`,
} as const;

const m = VALIDATION_MESSAGES;

const requiredText = (required: string, maxLength: number, tooLong: string) =>
  z.string().trim().min(1, { error: required, abort: true }).max(maxLength, { error: tooLong, abort: true });

// spec §5: organizationName (creation), min 1 (spec §9: ORGANIZATION_NAME_MIN_LENGTH).
const organizationName = z
  .string()
  .trim()
  .min(ORGANIZATION_NAME_MIN_LENGTH, { error: m.organizationNameRequired, abort: true })
  .max(ORGANIZATION_NAME_MAX_LENGTH, { error: m.organizationNameTooLong, abort: true });
const firstName = requiredText(m.firstNameRequired, PERSON_NAME_MAX_LENGTH, m.firstNameTooLong);
const lastName = requiredText(m.lastNameRequired, PERSON_NAME_MAX_LENGTH, m.lastNameTooLong);

/** spec §5: organization creation. */
export const organizationCreationSchema = z.object({ organizationName });
export type OrganizationCreationValues = z.infer<typeof organizationCreationSchema>;

/** spec §5: Organization Settings name form (message "First name is required", sic). */
export const organizationSettingsSchema = z.object({
  organizationName: z
    .string()
    .trim()
    .min(ORGANIZATION_NAME_MIN_LENGTH, { error: m.settingsOrganizationNameRequired, abort: true })
    .max(ORGANIZATION_NAME_MAX_LENGTH, { error: m.organizationNameTooLong, abort: true }),
});
export type OrganizationSettingsValues = z.infer<typeof organizationSettingsSchema>;

/** spec §5: Licence Identifier (add-licence step 1 and Edit License Identifier). */
export const licenseIdentifierSchema = z.object({
  identifier: requiredText(m.identifierRequired, LICENSE_IDENTIFIER_MAX_LENGTH, m.identifierTooLong),
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
