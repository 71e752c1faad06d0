import { MESSAGES } from '@pod-console/hooks/domain';
import { Link } from 'wouter';
import { buttonClassName } from '../../components/ui/button';

/** spec §2 /404: every unknown path redirects here. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-md py-16 text-center">
      <p className="text-sm font-semibold text-accent-fg">404</p>
      <h1 id="not-found-title" className="mt-2 text-2xl font-bold text-fg">
        {MESSAGES.pageNotFound}
      </h1>
      <p className="mt-2 text-sm text-fg-muted">The page you asked for does not exist or has moved.</p>
      <Link href="/" className={buttonClassName('primary', 'mt-6')}>
        Go to Home
      </Link>
    </section>
  );
}
