import type { ReactNode } from 'react';

/** A full-screen page with one centred card: gates, sign-in states and organization setup. */
export function CenteredPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className="flex min-h-full items-center justify-center bg-surface p-4">
      <div
        className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl border border-line bg-surface-raised p-6 shadow-raised sm:p-8`}
      >
        {children}
      </div>
    </main>
  );
}
