import type { useAuthSession } from '@pod-console/hooks';

type Session = Pick<ReturnType<typeof useAuthSession>, 'getAccessToken' | 'logout'>;

/**
 * Signs out the person whose account was just deleted, leaving them on the page that says so.
 *
 * The identity provider forgot the account's sessions and refresh tokens with it
 * (docs/decisions/0038-export-and-account-deletion.md), so a fresh token is refused, and the session then clears
 * everything it keeps in this tab (the query cache, the stored keys, the identity client's tokens) with no page
 * change, as for any session the provider forgot (spec §4). Signing out through the provider instead (`logout`) can
 * only come back to the site's origin, which signs in again: it is kept for a provider that still hands out a token.
 * A refusal that was the network's leaves the tokens of an erased account, which the API refuses, so the console's
 * next call ends the session the same way.
 */
export async function endDeletedAccountSession(session: Session): Promise<void> {
  try {
    await session.getAccessToken({ cacheMode: 'off' });
  } catch {
    return;
  }
  await session.logout();
}
