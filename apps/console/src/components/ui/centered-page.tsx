import type { ReactNode } from 'react';

/** A full-screen page with one centred card: gates, sign-in states and organization setup. */
export function CenteredPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <main className="flex min-h-full items-center justify-center bg-gray-50 p-4">
      <div
        className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8`}
      >
        {children}
      </div>
    </main>
  );
}
