import { MESSAGES } from '@pod-console/hooks/domain';
import { Link } from 'wouter';
import { buttonClassName } from '../../components/ui/button';

/**
 * An invitation e-mail's link to an invitation the signed-in person can no longer answer: accepted, declined,
 * cancelled, expired, or sent to someone else. Says so, and who can send it again.
 */
export function InvitationClosedPage() {
  return (
    <section aria-labelledby="invitation-closed-title" className="mx-auto max-w-md py-16 text-center">
      <h1 id="invitation-closed-title" className="text-2xl font-bold text-fg">
        {MESSAGES.invitationNotOpen}
      </h1>
      <p className="mt-2 text-sm text-fg-muted">{MESSAGES.invitationNotOpenHint}</p>
      <Link href="/" className={buttonClassName('primary', 'mt-6')}>
        Go to Home
      </Link>
    </section>
  );
}
