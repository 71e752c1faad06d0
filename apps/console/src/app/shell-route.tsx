import { useSelectedOrganization } from '@pod-console/hooks';
import type { User } from '@pod-console/sdk';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useCodeLoaded } from '../lib/lazy-with-preload';
import { RouteFallback } from './route-fallback';
import { ShellLayoutCode } from './shell-code';
import { landingScreenCode } from './landing-screens';
import { ShellScreens } from './shell-screens';

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
  // The first time, the shell and the screen at the address show together, once both codes are in: in one commit,
  // with no fallback before it for React to hold the reveal back (lib/lazy-with-preload.tsx). Later screens load
  // inside the shell.
  const [landingPath] = useState(path);
  const landingCode = useMemo(
    () => [ShellLayoutCode, ...[landingScreenCode(landingPath)].filter((code) => code != null)],
    [landingPath],
  );
  const codeLoaded = useCodeLoaded(landingCode);
  const [shown, setShown] = useState(false);
  if (codeLoaded && !shown) setShown(true);
  if (organization == null) {
    return path === '/404' ? <NotFoundStandalonePage /> : <Redirect to="/organization" replace />;
  }
  if (!shown && !codeLoaded) return <RouteFallback />;
  return (
    <ShellLayoutCode.Component user={user} organization={organization}>
      <Suspense fallback={null}>
        <ShellScreens user={user} organization={organization} />
      </Suspense>
    </ShellLayoutCode.Component>
  );
}
