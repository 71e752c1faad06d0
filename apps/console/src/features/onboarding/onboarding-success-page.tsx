import { Button } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';
import { Spinner } from '../../components/ui/spinner';

export interface OnboardingSuccessPageProps {
  /** A spec §8 onboarding message, or null while the setup is under way. */
  problem: string | null;
  /** Opens Plan & Billing: the way on the spec §8 offers when the setup cannot finish. */
  onGoToBilling: () => void;
}

/**
 * spec §2 /onboarding/success: progress while the first licence is created and the app is about to open (spec §4,
 * at least 4000 ms, spec §9), or the spec §8 message with a Go to Billing button.
 */
export function OnboardingSuccessPage({ problem, onGoToBilling }: OnboardingSuccessPageProps) {
  if (problem != null) {
    return (
      <CenteredPage>
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-bold text-fg">Setup not complete</h1>
          <p role="alert" className="text-sm text-danger-fg">
            {problem}
          </p>
          <Button onClick={onGoToBilling}>Go to Billing</Button>
        </div>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage>
      <div role="status" aria-busy="true" className="flex flex-col items-center gap-4 text-center">
        <Spinner size={30} className="text-accent-fg" />
        <h1 className="text-2xl font-bold text-fg">Setting up your account…</h1>
        <p className="text-sm text-fg-muted">
          Your payment went through. We are creating your first Pod Creator licence and will open the app in a
          moment.
        </p>
      </div>
    </CenteredPage>
  );
}
