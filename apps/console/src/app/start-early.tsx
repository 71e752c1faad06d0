import {
  organizationQueryOptions,
  subscriptionQueryOptions,
  useAuthSession,
  useConsoleClient,
} from '@pod-console/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { readRememberedOrganizationId } from '../lib/remembered-organization';
import { preloadFirstScreenCode } from './first-screen-code';

/**
 * One sequential API call before the first licence data, not two (docs/architecture.md, "Budgets"). Once signed
 * in, the organization shown last (lib/remembered-organization.ts) is asked for in parallel with the user, and the code of the shell and of the screen at the address loads meanwhile, side by side; the
 * shell then finds all of it ready. A prefetch subscribes nothing, so nothing here re-renders; a remembered id that
 * is no longer the user's selection costs one request and the shell moves on to the resolved one (spec §3).
 */
export function StartEarly() {
  const { status } = useAuthSession();
  const client = useConsoleClient();
  const queryClient = useQueryClient();
  const [path] = useLocation();
  // Once per sign-in: later navigations load their screens as they are shown.
  const started = useRef(false);
  useEffect(() => {
    if (status !== 'signed-in') {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    preloadFirstScreenCode(path);
    const organizationId = readRememberedOrganizationId();
    if (organizationId) {
      // The shell asks for the subscription too (its card and banners, spec §6), and Home waits for both.
      void queryClient.prefetchQuery(organizationQueryOptions(client, { organizationId }));
      void queryClient.prefetchQuery(subscriptionQueryOptions(client, { organizationId }));
    }
  }, [status, client, queryClient, path]);
  return null;
}
