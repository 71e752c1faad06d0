import { usePricing } from '@pod-console/hooks';
import type { BillingPeriod, PlanType } from '@pod-console/sdk';
import { useState } from 'react';
import { config } from '../../lib/config';
import { saveOnboardingPlan } from '../../lib/onboarding-storage';
import { PlanSelectionPage } from './plan-selection-page';

export interface PlanSelectionContainerProps {
  webview: boolean;
  /** The period the picker opens on: the one chosen before, else monthly. */
  initialPeriod: BillingPeriod;
  /** Called once the plan and period are stored: on to user-info, signing up first when needed. */
  onChosen: () => Promise<void> | void;
}

/** The catalogue, the chosen period and the Contact Sales dialog; a choice is stored before moving on. */
export function PlanSelectionContainer({ webview, initialPeriod, onChosen }: PlanSelectionContainerProps) {
  const pricing = usePricing();
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);
  const [contactSalesOpen, setContactSalesOpen] = useState(false);
  const [chosenPlan, setChosenPlan] = useState<PlanType | null>(null);

  return (
    <PlanSelectionPage
      webview={webview}
      pricing={pricing.data ?? null}
      pricingFailed={pricing.isError}
      period={period}
      onPeriodChange={setPeriod}
      busyPlan={chosenPlan}
      onChoose={(plan) => {
        // spec §3: the choice survives the identity provider's round trip (localStorage).
        saveOnboardingPlan(plan, period);
        setChosenPlan(plan);
        void Promise.resolve(onChosen()).finally(() => setChosenPlan(null));
      }}
      contactSalesOpen={contactSalesOpen}
      onContactSales={() => setContactSalesOpen(true)}
      onCloseContactSales={() => setContactSalesOpen(false)}
      salesEmail={config.supportEmail}
    />
  );
}
