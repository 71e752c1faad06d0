import { organizationQueryOptions, useAuthSession, useConsoleClient } from '@pod-console/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readRememberedOrganizationId } from '../lib/remembered-organization';
import { loadShell } from './shell-route';

/**
 * One sequential API call before the first licence data, not two (docs/architecture.md, "Budgets"). Once signed
 * in, the organization shown last in this tab is asked for in parallel with the user, and the shell's code loads
 * meanwhile; the shell then finds both ready. A prefetch subscribes nothing, so nothing here re-renders; a
 * remembered id that is no longer the user's selection costs one request and the shell moves on to the resolved
 * one (spec §3).
 */
export function StartEarly() {
  const { status } = useAuthSession();
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'signed-in') return;
    void loadShell();
    const organizationId = readRememberedOrganizationId();
    if (organizationId) void queryClient.prefetchQuery(organizationQueryOptions(client, { organizationId }));
  }, [status, client, queryClient]);
  return null;
}
