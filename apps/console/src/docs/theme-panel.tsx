import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { themeStyle, type Theme } from './design-tokens';

/** A panel drawn in one theme whatever the page shows (design-tokens.ts, themeStyle, says how). */
export function ThemePanel({ theme, children }: { theme: Theme; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    for (const [name, value] of Object.entries(themeStyle(theme, element)))
      element.style.setProperty(name, value);
  }, [theme]);
  return (
    <div ref={panel} data-theme={theme} className="rounded-lg border border-line bg-surface p-6 text-fg">
      <p className="mb-4 text-xs font-semibold tracking-wide uppercase">{theme}</p>
      {children}
    </div>
  );
}
