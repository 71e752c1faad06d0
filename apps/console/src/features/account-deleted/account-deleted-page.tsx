import { MESSAGES } from '@pod-console/hooks/domain';
import { buttonClassName } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';

/**
 * Where a person lands, signed out, once their account is deleted
 * (docs/decisions/0038-export-and-account-deletion.md). Public: it reads nothing and signs nobody in. Its link loads
 * the console afresh, which asks to sign in.
 */
export function AccountDeletedPage() {
  return (
    <CenteredPage>
      <section aria-labelledby="account-deleted-title" className="text-center">
        <h1 id="account-deleted-title" className="text-2xl font-bold text-fg">
          {MESSAGES.accountDeleted}
        </h1>
        <p className="mt-3 text-sm text-fg-muted">
          You are signed out. Your account and the organizations you owned alone are gone for good; the
          organizations you were a member of no longer list you.
        </p>
        <p className="mt-3 text-sm text-fg-muted">
          To use Pod Console again, sign up: any e-mail address, yours included, makes a new account.
        </p>
        <a href="/" className={buttonClassName('primary', 'mt-6')}>
          Go to sign-in
        </a>
      </section>
    </CenteredPage>
  );
}
