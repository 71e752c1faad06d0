import { MESSAGES } from '@pod-console/hooks/domain';
import { Spinner } from '../../components/ui/spinner';

export interface LoadingScreenProps {
  /** Default: spec §2 "Loading user information...". */
  message?: string;
}

/** spec §2: the first gate, while the session and the user load. */
export function LoadingScreen({ message = MESSAGES.loadingUser }: LoadingScreenProps) {
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-4 text-fg-muted">
      <Spinner className="text-accent-fg" />
      <p role="status">{message}</p>
    </main>
  );
}
