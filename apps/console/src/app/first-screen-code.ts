import { preloadShellControls } from '../features/shell/shell-controls';
import { readRememberedOrganizationId } from '../lib/remembered-organization';
import { isNarrowScreen } from '../lib/use-is-narrow';
import { loadShell } from './shell-code';
import { preloadShellScreen } from './landing-screens';

/** Starts loading the code of the shell, of its controls shown at this width, and of the screen at `path`. */
export function preloadFirstScreenCode(path: string): void {
  void loadShell().catch(() => undefined);
  preloadShellControls(isNarrowScreen());
  preloadShellScreen(path);
}

/**
 * Before React starts: a browser that showed an organization lately (and has not signed out since) is most likely
 * still signed in, so the code of the shell and of the screen at `path` starts loading now, while the identity
 * client restores the session, rather than once it has. A guess that proves wrong costs that code's download.
 */
export function preloadForReturningMember(
  path: string,
  preload: (path: string) => void = preloadFirstScreenCode,
): void {
  if (readRememberedOrganizationId() == null) return;
  preload(path);
}
