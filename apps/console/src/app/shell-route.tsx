import { useSelectedOrganization } from '@pod-console/hooks';
import type { User } from '@pod-console/sdk';
import { lazy, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ShellScreens } from './shell-screens';

/** The shell's code; `App` starts loading it as soon as the user is signed in, while the user is fetched. */
export const loadShell = () => import('./shell-layout');
const ShellLayout = lazy(() => loadShell().then((module) => ({ default: module.ShellLayout })));
const NotFoundStandalonePage = lazy(() =>
  import('../features/not-found/not-found-standalone-page').then((module) => ({
    default: module.NotFoundStandalonePage,
  })),
);

/**
 * The one place the console reads the selected organization (spec §3). Shell routes need one (spec §2: no
 * organization → /organization); /404 shows without one. The shell and every screen below it get it as props.
 */
export function ShellRoute({ user }: { user: User }) {
  const [path] = useLocation();
  const { organization } = useSelectedOrganization();
  if (organization == null) {
    return path === '/404' ? <NotFoundStandalonePage /> : <Redirect to="/organization" replace />;
  }
  return (
    <ShellLayout user={user} organization={organization}>
      <Suspense fallback={null}>
        <ShellScreens user={user} organization={organization} />
      </Suspense>
    </ShellLayout>
  );
}
