// The zod schemas of spec §5's forms, over the fields of `text-fields.ts` (their rules and messages). Published as
// `@pod-console/hooks/forms`, apart from the domain, so that only the code that shows a form loads zod. Written with
// zod/mini, whose functions tree-shake: the console's forms carry about 7 KB of zod instead of 24
// (docs/architecture.md, "Budgets").
import * as z from 'zod/mini';
import { EMAIL_MAX_LENGTH, LICENSE_COUNT_MAX } from '../constants';
import {
  licenseCountHint,
  TEXT_FIELDS,
  VALIDATION_MESSAGES,
  type TextField,
  type TextFieldRule,
} from './text-fields';
import { getTextProblem } from './unicode-text';
import { parseInviteAddresses } from '../invitations/invite-addresses';
import { idleSeatDaysProblem } from '../licenses/idle-seats';
import {
  ENROLMENT_MESSAGES,
  ENROLMENT_TOKEN_LIFETIME_DAYS_MAX,
  ENROLMENT_TOKEN_MAX_USES_LIMIT,
} from '../enrolment/enrolment';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../roles/permissions';
import { SERVICE_ACCOUNT_ROLES } from '../service-accounts/service-accounts';
import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  webhookUrlProblem,
} from '../webhooks/webhooks';

const m = VALIDATION_MESSAGES;

/** The zod form of `checkTextField`: parses to the trimmed value, one message per field. */
const textField = (field: TextField) => {
  const rule: TextFieldRule = TEXT_FIELDS[field];
  return z.string().check(
    z.trim(),
    z.superRefine((value: string, context) => {
      const problem = getTextProblem(value, rule);
      if (problem) context.addIssue({ code: 'custom', message: rule.messages[problem] });
    }),
  );
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

/**
 * Idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md): on or off, and the days as typed; the days are
 * checked (the domain's rule) only while it is on, and parse to a number.
 */
export const idleSeatReleaseSchema = z
  .object({ idleSeatReleaseOn: z.boolean(), idleSeatReleaseDays: z.string().check(z.trim()) })
  .check(
    z.superRefine((values: { idleSeatReleaseOn: boolean; idleSeatReleaseDays: string }, context) => {
      if (!values.idleSeatReleaseOn) return;
      const days = values.idleSeatReleaseDays === '' ? Number.NaN : Number(values.idleSeatReleaseDays);
      const problem = idleSeatDaysProblem(days);
      if (problem) context.addIssue({ code: 'custom', path: ['idleSeatReleaseDays'], message: problem });
    }),
  );
export type IdleSeatReleaseValues = z.infer<typeof idleSeatReleaseSchema>;

/** spec §5: Licence Identifier (add-licence step 1 and Edit License Identifier). */
export const licenseIdentifierSchema = z.object({ identifier: textField('licenseIdentifier') });
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
  email: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: m.emailRequired, abort: true }),
        z.maxLength(EMAIL_MAX_LENGTH, { error: m.emailInvalid, abort: true }),
      ),
    z.email({ error: m.emailInvalid }),
  ),
});
export type InviteEmailValues = z.infer<typeof inviteEmailSchema>;

/**
 * The invite dialog: one or several addresses, checked by `parseInviteAddresses` (spec §5's messages, naming the
 * addresses they are about), and the role they all get. Parses to the distinct valid addresses, as typed.
 */
export const inviteMembersSchema = z.object({
  emails: z.pipe(
    z.string(),
    z.transform((text: string, context) => {
      const list = parseInviteAddresses(text);
      if (list.error != null) {
        context.issues.push({ code: 'custom', message: list.error, input: text });
        return z.NEVER;
      }
      return list.valid;
    }),
  ),
  role: z.enum(ASSIGNABLE_ROLES),
});
export type InviteMembersInput = z.input<typeof inviteMembersSchema>;
/** A service account's name and its role (docs/decisions/0028-service-accounts.md): never the Owner's. */
export const serviceAccountSchema = z.object({
  name: textField('serviceAccountName'),
  role: z.enum(SERVICE_ACCOUNT_ROLES as [AssignableRole, ...AssignableRole[]]),
});
export type ServiceAccountInput = z.input<typeof serviceAccountSchema>;

/** An optional whole number typed as text, from 1 to `max`: empty parses to null (no limit). */
const optionalWholeNumber = (max: number, message: string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (text: string) => text === '' || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max),
        {
          error: message,
        },
      ),
    ),
    z.transform((text: string) => (text === '' ? null : Number(text))),
  );

/**
 * An enrolment token (docs/decisions/0041-zero-touch-enrolment.md): its name, and optionally how many devices it may
 * enrol and for how many days; each limit empty means none.
 */
export const enrolmentTokenSchema = z.object({
  // Named as a service account is: the same lengths and messages (docs/decisions/0041-zero-touch-enrolment.md).
  name: textField('serviceAccountName'),
  maxUses: optionalWholeNumber(ENROLMENT_TOKEN_MAX_USES_LIMIT, ENROLMENT_MESSAGES.maxUsesRange),
  lifetimeDays: optionalWholeNumber(ENROLMENT_TOKEN_LIFETIME_DAYS_MAX, ENROLMENT_MESSAGES.lifetimeRange),
});
export type EnrolmentTokenInput = z.input<typeof enrolmentTokenSchema>;
export type EnrolmentTokenValues = z.output<typeof enrolmentTokenSchema>;
export type ServiceAccountValues = z.output<typeof serviceAccountSchema>;
export type InviteMembersValues = z.output<typeof inviteMembersSchema>;

/** A webhook endpoint (docs/decisions/0045-webhooks.md): its URL by the domain's rule, at least one event type. */
export const webhookEndpointSchema = z.object({
  url: z.string().check(
    z.trim(),
    z.superRefine((value: string, context) => {
      const problem = webhookUrlProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
  description: z.string().check(
    z.trim(),
    z.maxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, {
      error: `A description has at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters.`,
    }),
  ),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .check(z.minLength(1, { error: WEBHOOK_MESSAGES.eventTypesEmpty })),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;
export type WebhookEndpointValues = z.output<typeof webhookEndpointSchema>;

/**
 * spec §5: a licence count, typed as text, must be a whole number no lower than the assigned licences (the
 * hint text) and within the contract's maximum. Parses to a number.
 */
export function licenseCountSchema(assigned: number) {
  return z.pipe(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d+$/, { error: m.licenseCountWholeNumber, abort: true })),
      z.transform(Number),
    ),
    z
      .number()
      .check(
        z.minimum(assigned, { error: licenseCountHint(assigned), abort: true }),
        z.maximum(LICENSE_COUNT_MAX, { error: m.licenseCountTooHigh }),
      ),
  );
}
export type LicenseCountValue = z.output<ReturnType<typeof licenseCountSchema>>;
