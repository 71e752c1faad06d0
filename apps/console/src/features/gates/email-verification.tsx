import { Button } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';
import { Spinner } from '../../components/ui/spinner';

export interface EmailVerificationProps {
  email: string | null | undefined;
  /** Reads fresh claims from the identity provider (the user may have verified meanwhile). */
  onCheckAgain: () => void;
  checking?: boolean;
  onLogout: () => void;
}

/** spec §2, §6: e-mail verification is required before anything else. */
export function EmailVerification({
  email,
  onCheckAgain,
  checking = false,
  onLogout,
}: EmailVerificationProps) {
  return (
    <CenteredPage>
      <h1 className="text-lg font-semibold text-fg">Verify your e-mail</h1>
      <p className="mt-2 text-sm text-fg-muted">
        Please verify your e-mail address{email ? ` (${email})` : ''} to continue. Open the link we sent you,
        then come back here.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={onCheckAgain} disabled={checking} aria-busy={checking || undefined}>
          {checking ? <Spinner size={16} /> : null}I have verified my e-mail
        </Button>
        <Button variant="secondary" onClick={onLogout}>
          Logout
        </Button>
      </div>
    </CenteredPage>
  );
}
