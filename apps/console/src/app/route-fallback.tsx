import { Spinner } from '../components/ui/spinner';

/** What a lazily loaded route shows while its code arrives. */
export function RouteFallback() {
  return (
    <div className="flex min-h-full items-center justify-center p-8">
      <Spinner size={24} label="Loading" className="text-accent-fg" />
    </div>
  );
}
