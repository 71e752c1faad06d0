import { formatDate, type SubscriptionBanner } from '@pod-console/hooks/domain';
import { Link } from 'wouter';
import { plural } from '../../lib/plural';
import { Banner } from '../ui/banner';

export interface SubscriptionBannersProps {
  /** The domain's ordered list (getSubscriptionState(...).banners): most urgent first. */
  banners: readonly SubscriptionBanner[];
  /** Pages other than Plan & Billing (the Licences page) offer a way there. */
  showBillingLink?: boolean;
}

type Tone = 'warning' | 'danger';

interface BannerText {
  title: string;
  text: string;
  tone: Tone;
}

// spec §4: the texts of each state. The spec names "Payment Failed" and "Organization Locked"; the others are
// worded here. Days, dates and "ends today" come from the domain.
function describe(banner: SubscriptionBanner): BannerText {
  switch (banner.kind) {
    case 'locked':
      return {
        title: 'Organization Locked',
        text: 'The payment grace period has ended. Update your payment method to unlock your organization.',
        tone: 'danger',
      };
    case 'payment-failed':
      return {
        title: 'Payment Failed',
        text: `We could not collect your last payment. Update your payment method within ${plural(
          banner.graceDaysLeft,
          'day',
        )} (by ${formatDate(banner.graceEndsAt)}) to keep your organization unlocked.`,
        tone: 'danger',
      };
    case 'trial-expired':
      return {
        title: 'Trial Expired',
        text: `Your free trial ended on ${formatDate(banner.endedAt)}. Choose a plan to keep using Pod Creator licenses.`,
        tone: 'danger',
      };
    case 'trial':
      return banner.endsToday === true
        ? { title: 'Free Trial', text: 'Your free trial ends today.', tone: 'warning' }
        : {
            title: 'Free Trial',
            text: `Your free trial ends in ${plural(banner.daysLeft, 'day')}, on ${formatDate(banner.endsAt)}.`,
            tone: 'warning',
          };
    case 'canceled':
      return {
        title: 'Subscription Canceled',
        text: `Your subscription has been canceled. Your plan stays active until ${formatDate(banner.until)}.`,
        tone: 'warning',
      };
  }
}

/**
 * spec §2, §4: the subscription banners, in the domain's order. Presentational, so the Licences page shows the
 * same banners as Plan & Billing. Renders nothing without banners.
 */
export function SubscriptionBanners({ banners, showBillingLink = false }: SubscriptionBannersProps) {
  if (banners.length === 0) return null;
  return (
    <section aria-label="Subscription notices" className="space-y-3">
      {banners.map((banner) => {
        const { title, text, tone } = describe(banner);
        return (
          <Banner
            key={banner.kind}
            data-banner={banner.kind}
            tone={tone}
            title={title}
            action={
              showBillingLink ? (
                <Link
                  href="/billing"
                  className="font-semibold underline focus-visible:outline-2 focus-visible:outline-current"
                >
                  Go to Plan &amp; Billing
                </Link>
              ) : undefined
            }
          >
            {text}
          </Banner>
        );
      })}
    </section>
  );
}
