import {
  useAuthSession,
  useCurrentUser,
  useTermsStatus,
  useTermsText,
  type AuthLoginOptions,
} from '@pod-console/hooks';
import type { User } from '@pod-console/sdk';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { EmailVerification } from './email-verification';
import { LoadingScreen } from './loading-screen';
import { ProfileError } from './profile-error';
import { resolveGate } from './resolve-gate';
import { SignInError } from './sign-in-error';
import { TermsLoading } from './terms-loading';

// The name form (and the validation library behind it) loads only for a user whose name is missing.
const NameGateContainer = lazy(() =>
  import('./name-gate-container').then((module) => ({ default: module.NameGateContainer })),
);
// The terms dialog (Headless UI) and its markdown load only for a user who has something to sign.
const TermsGateContainer = lazy(() =>
  import('./terms-gate-container').then((module) => ({ default: module.TermsGateContainer })),
);

function describeError(error: unknown): string | null {
  if (typeof error === 'object' && error != null) {
    const description = (error as { error_description?: unknown }).error_description;
    if (typeof description === 'string' && description !== '') return description;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return null;
}

export interface UserGatesProps {
  children: (user: User) => ReactNode;
  /** The onboarding's user-info and success steps: their form asks for the name, so no name gate (spec §2). */
  skipNameGate?: boolean;
  /** How the sign-in opens: on the sign-up form for an invitation's link, whose reader may have no account yet. */
  loginOptions?: AuthLoginOptions;
}

/**
 * Every gate of spec §2 in order, in place of the requested screen: session, e-mail verification, profile,
 * name, terms. Renders `children(user)` once they all pass.
 */
export function UserGates({ children, skipNameGate = false, loginOptions }: UserGatesProps) {
  const session = useAuthSession();
  const signedIn = session.status === 'signed-in';
  const currentUser = useCurrentUser({ enabled: signedIn });
  const termsStatus = useTermsStatus({ enabled: signedIn });
  const documentToSign = termsStatus.data?.documentToSign ?? null;
  const termsText = useTermsText({ s3Link: documentToSign?.s3Link });
  const [checkingEmail, setCheckingEmail] = useState(false);

  const gate = resolveGate({
    session: session.status,
    emailVerified: session.user?.email_verified,
    user: { status: currentUser.status, data: currentUser.data?.user },
    terms: { status: termsStatus.status, hasDocumentToSign: documentToSign != null },
    termsText: { status: termsText.status },
    skipNameGate,
  });

  // spec §2: unauthenticated users are sent to login, the current path kept as the return target (the
  // session does both). The session ignores this while a logout is leaving the page.
  const { login } = session;
  useEffect(() => {
    if (gate === 'sign-in') void login(loginOptions);
  }, [gate, login, loginOptions]);

  useEffect(() => {
    // spec §8: a failed terms text fetch is only logged; the requested screen shows.
    if (termsText.error) console.error('[console] the terms text could not be fetched', termsText.error);
  }, [termsText.error]);

  switch (gate) {
    case 'session-loading':
    case 'sign-in':
    case 'user-loading':
      return <LoadingScreen />;
    case 'sign-in-error':
      return <SignInError detail={describeError(session.error)} onSignIn={() => void login(loginOptions)} />;
    case 'verify-email':
      return (
        <EmailVerification
          email={session.user?.email}
          checking={checkingEmail}
          onCheckAgain={() => {
            setCheckingEmail(true);
            // A fresh token brings fresh claims; the session then re-reads the user.
            session
              .getAccessToken({ cacheMode: 'off' })
              .catch((error: unknown) => console.error('[console] token refresh failed', error))
              .finally(() => setCheckingEmail(false));
          }}
          onLogout={() => void session.logout()}
        />
      );
    case 'profile-error':
      return <ProfileError onReload={() => window.location.reload()} />;
    case 'name':
      return (
        <Suspense fallback={<LoadingScreen />}>
          <NameGateContainer user={currentUser.data!.user} />
        </Suspense>
      );
    case 'terms-loading':
      return <TermsLoading />;
    case 'terms':
      return (
        <Suspense fallback={<TermsLoading />}>
          <TermsGateContainer version={documentToSign!.version} text={termsText.data!} />
        </Suspense>
      );
    case 'none':
      return <>{children(currentUser.data!.user)}</>;
  }
}
