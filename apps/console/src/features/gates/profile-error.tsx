import { MESSAGES } from '@pod-console/hooks/domain';
import { Button } from '../../components/ui/button';
import { CenteredPage } from '../../components/ui/centered-page';

export interface ProfileErrorProps {
  onReload?: () => void;
}

/** spec §2: the profile (GET /users/current-user) could not be loaded. */
export function ProfileError({ onReload }: ProfileErrorProps) {
  return (
    <CenteredPage>
      <h1 className="text-lg font-semibold text-fg">Something went wrong</h1>
      <p role="alert" className="mt-2 text-sm text-fg-muted">
        {MESSAGES.profileLoadFailed}
      </p>
      {onReload ? (
        <Button className="mt-6" onClick={onReload}>
          Reload
        </Button>
      ) : null}
    </CenteredPage>
  );
}
