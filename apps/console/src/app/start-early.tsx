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
 * One sequential API call before the first licence data (docs/architecture.md, "Budgets"): the last shown
 * organization (lib/remembered-organization.ts) is asked for beside the user while the shell's and screen's code
 * loads. A remembered id that is no longer the selection costs one request (spec §3).
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
