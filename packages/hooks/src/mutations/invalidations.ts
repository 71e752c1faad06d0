// The invalidation sets of spec §7, named once so each mutation says which one it uses.
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../queries/query-keys';

/** spec §7: the licence calls invalidate the organization data (that ORGANIZATION, its subscription with it). */
export const organizationData = (organizationId: string): readonly QueryKey[] => [
  queryKeys.organization.byId(organizationId),
];

/**
 * spec §7: creating an organization, responding to invitations, name changes and switching "refresh the cached
 * user and organization data": CURRENT_USER, ORGANIZATIONS and every ORGANIZATION.
 */
export const userAndOrganizationData = (): readonly QueryKey[] => [
  queryKeys.currentUser.all(),
  queryKeys.organizations.all(),
  queryKeys.organization.all(),
];

/** spec §7: signing the terms refreshes the terms status (USER_TOS). */
export const termsData = (): readonly QueryKey[] => [queryKeys.terms.all()];

/** Webhook writes change the endpoints and their logs, nothing else of the organization. */
export const webhookData = (organizationId: string): readonly QueryKey[] => [
  queryKeys.organization.webhookEndpoints(organizationId),
];

/** Platform-admin writes change the admin table and that organization. */
export const adminOrganizationData = (organizationId: string): readonly QueryKey[] => [
  queryKeys.organizations.admin(),
  queryKeys.organization.byId(organizationId),
];

/** The payment sessions change nothing we cache: they return a URL the browser leaves for. */
export const nothing = (): readonly QueryKey[] => [];
