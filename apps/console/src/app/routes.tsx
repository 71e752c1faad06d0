import type { User } from '@pod-console/sdk';
import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RouteFallback } from './route-fallback';
import { ShellRoute } from './shell-route';

// Code-split by route (docs/architecture.md, "Budgets"): the shell, organization setup and the screens load on
// demand.
const OrganizationSetupScreen = lazy(() =>
  import('../features/organization-setup/organization-setup-screen').then((module) => ({
    default: module.OrganizationSetupScreen,
  })),
);

/**
 * spec §2 route table: every path the shell serves, the Activity page (docs/decisions/0026-activity-log.md) and the
 * QR code sheet of licences just created.
 */
export const SHELL_PATHS = [
  '/',
  '/members',
  '/billing',
  '/settings/organization',
  '/settings/personal',
  '/activity',
  '/licenses/print',
  '/admin/organizations',
  '/subscription/success',
  '/subscription/cancel',
  '/404',
] as const;

/**
 * The link of an invitation e-mail, `/invitations/{invitationId}`: a shell route, which opens the invitations
 * dialog over Home (or says the invitation is no longer open).
 */
export const INVITATION_PATH_PATTERN = /^\/invitations\/[^/]+\/?$/;

export const SHELL_PATH_PATTERN = new RegExp(
  `^(?:${SHELL_PATHS.map((path) => path.replace(/[/]/g, '\\/')).join('|')}|\\/invitations\\/[^/]+)\\/?$`,
);

/** The routes, for a user who passed every gate. Unknown paths redirect to /404 (spec §2). */
export function AppRoutes({ user }: { user: User }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/organization">
          <OrganizationSetupScreen user={user} />
        </Route>
        <Route path={SHELL_PATH_PATTERN}>
          <ShellRoute user={user} />
        </Route>
        <Route>
          <Redirect to="/404" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
