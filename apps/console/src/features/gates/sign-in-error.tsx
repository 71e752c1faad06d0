import { Button } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';

export interface SignInErrorProps {
  /** The identity client's description, when it gave one. */
  detail?: string | null;
  onSignIn: () => void;
}

/**
 * The sign-in itself failed (a stale or forged callback, the provider unreachable…). spec §8 lists the login
 * client's errors but not what the user sees; we say it plainly and offer a new sign-in.
 */
export function SignInError({ detail, onSignIn }: SignInErrorProps) {
  return (
    <CenteredPage>
      <h1 className="text-lg font-semibold text-fg">Sign-in failed</h1>
      <p role="alert" className="mt-2 text-sm text-fg-muted">
        We could not sign you in{detail ? `: ${detail}` : '.'}
      </p>
      <Button className="mt-6" onClick={onSignIn}>
        Sign in again
      </Button>
    </CenteredPage>
  );
}
