import { getPlanFacts } from '@pod-console/hooks/domain';
import { Button, buttonClassName } from '../ui/button';
import { Modal } from '../ui/modal';

export interface ContactSalesDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where sales requests go: the configured support address (VITE_SUPPORT_EMAIL). */
  salesEmail: string;
  /** Named in the e-mail's subject, so sales knows who writes. */
  organizationName?: string;
}

/**
 * spec §2: Contact Sales (Enterprise has no checkout and no portal). The spec allows an e-mail or a scheduling
 * call; the console offers an e-mail to the configured support address, because the configuration has no
 * scheduling link and a mailto link works offline, with no third-party page.
 */
export function ContactSalesDialog({ open, onClose, salesEmail, organizationName }: ContactSalesDialogProps) {
  const enterprise = getPlanFacts('enterprise');
  const subject = organizationName
    ? `${enterprise.name} plan for ${organizationName}`
    : `${enterprise.name} plan`;
  const href = `mailto:${salesEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Contact Sales"
      description={`The ${enterprise.name} plan is tailored to your organization: unlimited pods, a custom number of Pod Creators and monthly active users, and on-prem hosting.`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p className="text-sm text-fg">
        Write to our sales team and we will get back to you to set up your plan.
      </p>
      <a href={href} className={buttonClassName('primary', 'mt-4 w-full')}>
        Email {salesEmail}
      </a>
    </Modal>
  );
}
