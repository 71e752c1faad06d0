import type { Organization, OrganizationFirstLicenses, OrganizationRole } from '@pod-console/sdk';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { permissionBlock, roleOfMember, type Permission } from '../domain/index';
import { useConsoleClient } from '../provider/console-provider';
import { currentUserQueryOptions } from './current-user';
import { organizationFirstLicensesQueryOptions, organizationQueryOptions } from './organization';

export interface OrganizationPermissions {
  /** The signed-in user's role in the organization; null until both answers are in, or when not a member. */
  role: OrganizationRole | null;
  /** Whether the user may do what `permission` names. False while the role is unknown. */
  can: (permission: Permission) => boolean;
  /**
   * Why not, in words for a tooltip (the same words as the API's 403), or null when allowed or not yet known:
   * nothing is disabled on a guess.
   */
  blockedBecause: (permission: Permission) => string | null;
}

/**
 * What the signed-in user may do in one organization (docs/decisions/0024-organization-roles.md), read from the
 * cached user and organization (no request of its own). Re-renders only when the role changes, not on every poll.
 */
export function useOrganizationPermissions(
  organizationId: string | null | undefined,
): OrganizationPermissions {
  const client = useConsoleClient();
  const { data: userId } = useQuery({
    ...currentUserQueryOptions(client),
    select: (user) => user.id,
  });
  const selectRole = useCallback(
    (organization: Organization) => roleOfMember(organization.users, userId),
    [userId],
  );
  const base = organizationQueryOptions(client, { organizationId });
  const { data: role } = useQuery({
    ...base,
    queryFn: organizationId ? base.queryFn : skipToken,
    select: selectRole,
    // The screen's own organization query polls; this reader only listens.
    refetchInterval: false,
  });
  // Before a large organization's whole answer, its first page names the same members
  // (docs/decisions/0053-first-page-of-licences.md): read from the cache, never asked for here.
  const selectFirstPageRole = useCallback(
    (page: OrganizationFirstLicenses) => roleOfMember(page.organization.users, userId),
    [userId],
  );
  const { data: firstPageRole } = useQuery({
    ...organizationFirstLicensesQueryOptions(client, { organizationId }),
    select: selectFirstPageRole,
    enabled: false,
  });
  return useMemo(() => {
    const known = (role !== undefined ? role : firstPageRole) ?? null;
    return {
      role: known,
      can: (permission: Permission) => known != null && permissionBlock(known, permission) === null,
      blockedBecause: (permission: Permission) => permissionBlock(known, permission),
    };
  }, [role, firstPageRole]);
}
