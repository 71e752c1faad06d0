import {
  buildOnboardingCompleteLink,
  checkOnboardingSuccess,
  findOnboardingLicense,
  MESSAGES,
  ONBOARDING_SUCCESS_MIN_WAIT_MS,
  useAssignLicense,
  useCurrentUser,
  useOrganization,
} from '@pod-console/hooks';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { clearOnboarding, isWebviewMode, readOnboarding } from '../../lib/onboarding-storage';
import { usePaymentConfirmation } from '../../lib/use-payment-confirmation';
import { OnboardingSuccessPage } from './onboarding-success-page';

export interface OnboardingSuccessContainerProps {
  /** The mobile app's custom scheme (configuration). */
  appScheme: string;
  /** Opens the hand-back link; the screen passes `window.location.assign`, stories a spy. */
  openApp: (url: string) => void;
  /** Stories shorten the waits; the product's figures are the domain's. */
  minWaitMs?: number;
  pollIntervalMs?: number;
  timeoutMs?: number;
}

/**
 * spec §4 onboarding, last step: creates the first licence once the payment has landed (`hasPaymentLanded`) and
 * opens the app no sooner than spec §9's minimum wait; a reload finds the licence created before
 * (`findOnboardingLicense`). See docs/decisions/0016-onboarding.md.
 */
export function OnboardingSuccessContainer({
  appScheme,
  openApp,
  minWaitMs = ONBOARDING_SUCCESS_MIN_WAIT_MS,
  pollIntervalMs,
  timeoutMs,
}: OnboardingSuccessContainerProps) {
  const [, navigate] = useLocation();
  // Read once: the keys are cleared at the hand-back, and the page must not change its mind then.
  const [storedOrganizationId] = useState(() => readOnboarding().organizationId);
  const currentUser = useCurrentUser({ refetchOnMount: 'always' });
  const userSettled = currentUser.status !== 'pending';
  const check = userSettled
    ? checkOnboardingSuccess({ user: currentUser.data?.user, organizationId: storedOrganizationId })
    : null;
  const ready = check != null && check.problem == null;
  const organizationId = storedOrganizationId ?? '';

  const [waited, setWaited] = useState(false);
  const [licenseId, setLicenseId] = useState<string | null>(null);
  const [setupFailed, setSetupFailed] = useState(false);

  const {
    landed,
    timedOut,
    failed: paymentCheckFailed,
  } = usePaymentConfirmation({
    organizationId,
    enabled: ready,
    pollIntervalMs,
    timeoutMs,
  });
  // Read only once the plan is active, so it already holds the licence count and any licence created earlier.
  const organization = useOrganization(
    { organizationId },
    { enabled: ready && landed, refetchOnMount: 'always' },
  );
  const assign = useAssignLicense();

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), minWaitMs);
    return () => clearTimeout(timer);
  }, [minWaitMs]);

  const started = useRef(false);
  const assignLicense = assign.mutateAsync;
  const displayName = ready ? check.displayName : '';
  const licenses = organization.isSuccess && !organization.isFetching ? organization.data.licenses : null;
  useEffect(() => {
    // Once, even under StrictMode's double effects.
    if (started.current || !ready || licenses == null) return;
    started.current = true;
    const existing = findOnboardingLicense(licenses, displayName);
    if (existing != null) {
      setLicenseId(existing);
      return;
    }
    assignLicense({ organizationId, identifier: displayName }).then(
      (result) => (result?.licenseId ? setLicenseId(result.licenseId) : setSetupFailed(true)),
      () => setSetupFailed(true),
    );
  }, [ready, licenses, displayName, organizationId, assignLicense]);

  const handedBack = useRef(false);
  const organizationName = ready ? check.organization.name : '';
  useEffect(() => {
    if (handedBack.current || licenseId == null || !waited) return;
    handedBack.current = true;
    clearOnboarding();
    openApp(buildOnboardingCompleteLink({ scheme: appScheme, licenseId, organizationId, organizationName }));
    // Outside the mobile app's webview the browser stays here: the organization's Home (spec §2).
    if (!isWebviewMode()) navigate('/', { replace: true });
  }, [licenseId, waited, appScheme, organizationId, organizationName, openApp, navigate]);

  let problem: string | null = null;
  if (check?.problem != null) problem = MESSAGES[check.problem];
  else if (setupFailed || paymentCheckFailed || organization.isError || (timedOut && !landed)) {
    problem = MESSAGES.onboardingSetupFailed;
  }

  return <OnboardingSuccessPage problem={problem} onGoToBilling={() => navigate('/billing')} />;
}
