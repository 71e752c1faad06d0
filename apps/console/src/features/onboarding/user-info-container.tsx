import {
  MESSAGES,
  reusableOnboardingOrganizationId,
  supportAtHostText,
  useCreateCheckoutSession,
  useCreateOrganization,
  useUpdateCurrentUser,
} from '@pod-console/hooks';
import { nameUpdateNeeded } from '@pod-console/hooks/domain';
import type { User } from '@pod-console/sdk';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { readOnboarding, saveOnboardingOrganizationId } from '../../lib/onboarding-storage';
import { supportHost } from '../../lib/support-host';
import { toast } from '../../lib/toast';
import { toastWriteFailure } from '../../lib/write-failure';
import { onboardingCheckoutUrls, PLAN_SELECTION_PATH } from './onboarding-paths';
import { UserInfoForm } from './user-info-form';
import type { OnboardingUserInfoValues } from '../../lib/forms/schemas';

export interface UserInfoContainerProps {
  user: User;
  webview: boolean;
  /** Sends the browser to the payment page; stories record it instead of leaving. */
  redirect?: (url: string) => void;
  /** The site origin the payment page returns to. */
  origin?: string;
}

const leave = (url: string) => window.location.assign(url);

/**
 * spec §4 Onboarding: name update → organization creation → checkout → the payment page. The name is sent when
 * it is missing or was edited (an unchanged one is not sent again), and a retry reuses the organization the first attempt created (spec §1). Missing plan
 * data or a failed checkout sends the user back to the plan picker with a message (spec §4, §8).
 */
export function UserInfoContainer({
  user,
  webview,
  redirect = leave,
  origin = window.location.origin,
}: UserInfoContainerProps) {
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const updateUser = useUpdateCurrentUser();
  const createOrganization = useCreateOrganization();
  const checkout = useCreateCheckoutSession();

  const backToPlans = (message: string, error?: unknown) => {
    if (error === undefined) toast({ title: message, variant: 'destructive' });
    else toastWriteFailure(message, error);
    navigate(PLAN_SELECTION_PATH, { replace: true });
  };
  const support = { supportText: supportAtHostText(supportHost()) };

  const organizationIdFor = async (organizationName: string): Promise<string | null> => {
    const reused = reusableOnboardingOrganizationId(readOnboarding().organizationId, user.organizations);
    if (reused) return reused;
    const result = await createOrganization.mutateAsync({ organizationName });
    if (!result.success || !result.organizationId) return null;
    saveOnboardingOrganizationId(result.organizationId);
    return result.organizationId;
  };

  const submit = async ({ firstName, lastName, organizationName }: OnboardingUserInfoValues) => {
    const { plan, period } = readOnboarding();
    // Enterprise has no checkout (Contact Sales), so a stored Enterprise counts as no plan.
    if (plan == null || plan === 'enterprise' || period == null) {
      backToPlans(MESSAGES.onboardingPlanMissing);
      return;
    }
    setSubmitting(true);
    try {
      if (nameUpdateNeeded(user, { firstName, lastName })) {
        await updateUser.mutateAsync({ userFirstName: firstName, userLastName: lastName });
      }
    } catch (error) {
      // spec §8: a name update failure is "Update Failed"; the form keeps what was typed.
      console.error('[console] the onboarding could not save the name', error);
      toastWriteFailure(MESSAGES.nameUpdateFailed, error, support);
      setSubmitting(false);
      return;
    }
    let organizationId: string | null;
    let creationError: unknown;
    try {
      organizationId = await organizationIdFor(organizationName);
    } catch (error) {
      console.error('[console] the onboarding could not create the organization', error);
      organizationId = null;
      creationError = error;
    }
    if (organizationId == null) {
      // spec §8 logs an organization creation failure; here the form stays so Continue can be pressed again.
      toastWriteFailure(MESSAGES.onboardingSetupFailed, creationError);
      setSubmitting(false);
      return;
    }
    try {
      const { url } = await checkout.mutateAsync({
        organizationId,
        subscriptionType: plan,
        billingPeriod: period,
        ...onboardingCheckoutUrls(origin),
      });
      redirect(url);
    } catch (error) {
      console.error('[console] the onboarding checkout could not start', error);
      setSubmitting(false);
      backToPlans(MESSAGES.checkoutFailed, error);
    }
  };

  return (
    <UserInfoForm
      webview={webview}
      initialFirstName={user.firstName}
      initialLastName={user.lastName}
      submitting={submitting}
      onSubmit={(values) => void submit(values)}
    />
  );
}
