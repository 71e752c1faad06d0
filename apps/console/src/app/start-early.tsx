import {
  organizationQueryOptions,
  subscriptionQueryOptions,
  useAuthSession,
  useConsoleClient,
} from '@pod-console/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { preloadShellControls } from '../features/shell/shell-controls';
import { readRememberedOrganizationId } from '../lib/remembered-organization';
import { isNarrowScreen } from '../lib/use-is-narrow';
import { loadShell } from './shell-route';
import { preloadShellScreen } from './shell-screens';

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
    void loadShell().catch(() => undefined);
    preloadShellControls(isNarrowScreen());
    preloadShellScreen(path);
    const organizationId = readRememberedOrganizationId();
    if (organizationId) {
      // The shell asks for the subscription too (its card and banners, spec §6), and Home waits for both.
      void queryClient.prefetchQuery(organizationQueryOptions(client, { organizationId }));
      void queryClient.prefetchQuery(subscriptionQueryOptions(client, { organizationId }));
    }
  }, [status, client, queryClient, path]);
  return null;
}

/**
 * Before React starts: a browser that showed an organization lately (and has not signed out since) is most likely
 * still signed in, so the code of the shell and of the screen at `path` starts loading now, while the identity
 * client restores the session, rather than once it has. A guess that proves wrong costs that code's download.
 */
export function preloadForReturningMember(path: string): void {
  if (readRememberedOrganizationId() == null) return;
  void loadShell().catch(() => undefined);
  preloadShellControls(isNarrowScreen());
  preloadShellScreen(path);
}
