import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface OnboardingLayoutProps {
  /** spec §3 webview mode: the mobile app's webview gets no console chrome and no link into the console. */
  webview: boolean;
  children: ReactNode;
}

/** The onboarding's frame: a slim header with the product's name (a link home outside a webview) and the step. */
export function OnboardingLayout({ webview, children }: OnboardingLayoutProps) {
  return (
    <div className="flex min-h-full flex-col bg-surface">
      {webview ? null : (
        <header className="border-b border-line bg-surface-raised">
          <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6">
            <Link href="/" className="text-base font-semibold text-accent-fg hover:underline">
              Pod Console
            </Link>
          </div>
        </header>
      )}
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
