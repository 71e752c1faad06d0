// @pod-console/hooks/forms: the zod schemas of spec §5's forms, with the spec's messages. Apart from
// `@pod-console/hooks/domain` (whose `checkTextField` applies the same rules without zod) so that an app loads zod
// only with its first form.
export {
  enrolmentTokenSchema,
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
  webhookEndpointSchema,
} from './domain/validation/form-schemas';
export type {
  EnrolmentTokenInput,
  EnrolmentTokenValues,
  IdleSeatReleaseValues,
  InviteEmailValues,
  InviteMembersInput,
  InviteMembersValues,
  LicenseCountValue,
  LicenseIdentifierValues,
  OnboardingUserInfoValues,
  OrganizationCreationValues,
  OrganizationSettingsValues,
  PersonalNameValues,
  ServiceAccountInput,
  ServiceAccountValues,
  WebhookEndpointInput,
  WebhookEndpointValues,
} from './domain/validation/form-schemas';
