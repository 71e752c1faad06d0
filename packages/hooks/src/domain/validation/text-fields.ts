// spec §5's form fields with the spec's exact messages, under the rule of `unicode-text.ts`
// (docs/decisions/0018-hardening.md): the server applies it through `checkTextField`, the console through
// `form-schemas.ts`. No zod here, so the domain and what imports it first stay without it.
import {
  DEVICE_NAME_MAX_LENGTH,
  LICENSE_COUNT_MAX,
  LICENSE_IDENTIFIER_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  SERVICE_ACCOUNT_NAME_MAX_LENGTH,
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
  deviceNameRequired: 'Device name is required',
  deviceNameTooLong: `Device name must be at most ${DEVICE_NAME_MAX_LENGTH} characters`,
  deviceNameForbiddenCharacters: `Device name ${FORBIDDEN_CHARACTERS}`,
  serviceAccountNameRequired: 'Name is required',
  serviceAccountNameTooLong: `Name must be at most ${SERVICE_ACCOUNT_NAME_MAX_LENGTH} characters`,
  serviceAccountNameForbiddenCharacters: `Name ${FORBIDDEN_CHARACTERS}`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  licenseCountWholeNumber: 'Enter a whole number of licenses',
  // A getter: the number's first formatting starts the browser's ICU, ~0.2 s on a slow phone, which a module
  // that only loads these messages should not pay (docs/decisions/0030-first-reads-before-the-code.md).
  get licenseCountTooHigh() {
    return `Must be at most ${LICENSE_COUNT_MAX.toLocaleString('en-US')} licenses`;
  },
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
  /** The name the Pod Creator app reports for the device that claims a licence. */
  deviceName: {
    minLength: 1,
    maxLength: DEVICE_NAME_MAX_LENGTH,
    messages: {
      required: m.deviceNameRequired,
      forbiddenCharacters: m.deviceNameForbiddenCharacters,
      tooLong: m.deviceNameTooLong,
    },
  },
  /** What a service account is for ("Support dashboard"). */
  serviceAccountName: {
    minLength: 1,
    maxLength: SERVICE_ACCOUNT_NAME_MAX_LENGTH,
    messages: {
      required: m.serviceAccountNameRequired,
      forbiddenCharacters: m.serviceAccountNameForbiddenCharacters,
      tooLong: m.serviceAccountNameTooLong,
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
