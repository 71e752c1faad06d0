import type { BillingPeriod, PlanType, PricingEntry } from '@pod-console/sdk';
import { ContactSalesDialog } from '../../components/plans/contact-sales-dialog';
import { PlanPicker } from '../../components/plans/plan-picker';
import { Button } from '../../components/ui/button';
import { OnboardingLayout } from './onboarding-layout';

export interface PlanSelectionPageProps {
  webview: boolean;
  pricing: readonly PricingEntry[] | null;
  pricingFailed?: boolean;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  /** The plan being handed on (sign-up or the next step is opening). */
  busyPlan?: PlanType | null;
  onChoose: (plan: Exclude<PlanType, 'enterprise'>) => void;
  contactSalesOpen: boolean;
  onContactSales: () => void;
  onCloseContactSales: () => void;
  salesEmail: string;
}

/** spec §2 /onboarding/plan-selection: the public plan picker of a new customer, with Contact Sales. */
export function PlanSelectionPage({
  webview,
  pricing,
  pricingFailed,
  period,
  onPeriodChange,
  busyPlan = null,
  onChoose,
  contactSalesOpen,
  onContactSales,
  onCloseContactSales,
  salesEmail,
}: PlanSelectionPageProps) {
  return (
    <OnboardingLayout webview={webview}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold text-fg">Get started with Pod Console</h1>
            <p className="mt-1 text-sm text-fg-muted">
              Choose the plan for your organization. You can change it later in Plan &amp; Billing.
            </p>
          </div>
          <Button variant="secondary" onClick={onContactSales}>
            Contact Sales
          </Button>
        </div>
        <PlanPicker
          pricing={pricing}
          pricingFailed={pricingFailed}
          period={period}
          onPeriodChange={onPeriodChange}
          currentPlan={null}
          busyPlan={busyPlan}
          onCheckout={onChoose}
          // Without a plan every choice is a checkout or Contact Sales; the portal is never offered here.
          onManage={onContactSales}
          onContactSales={onContactSales}
        />
      </div>
      <ContactSalesDialog open={contactSalesOpen} onClose={onCloseContactSales} salesEmail={salesEmail} />
    </OnboardingLayout>
  );
}
