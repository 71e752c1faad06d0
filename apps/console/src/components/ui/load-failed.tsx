import { Button } from './button';

export interface LoadFailedProps {
  /** What could not be loaded, as a sentence ("Your plan could not be loaded."). */
  message: string;
  /** Refetches; without it no button shows. */
  onRetry?: () => void;
}

/** A page's read failed: says so and offers "Try again" (the page keeps its heading and layout). */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div className="rounded-lg border border-danger bg-danger-subtle p-4 text-sm text-danger-fg">
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
