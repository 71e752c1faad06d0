import { cloneElement, useId, useState, type ReactElement } from 'react';

export interface TooltipProps {
  content: string;
  /** One focusable element; it gets `aria-describedby` pointing at the tip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Stories show the tip without hovering. */
  defaultOpen?: boolean;
}

/**
 * A plain tooltip: shown on hover and on keyboard focus, hidden with Escape (WCAG 1.4.13), always in the
 * accessibility tree through `aria-describedby` so a screen reader hears it with the control.
 */
export function Tooltip({ content, children, defaultOpen = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <span
      className="relative inline-flex w-full"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        id={id}
        role="tooltip"
        className={`absolute bottom-full left-0 z-20 mb-2 w-64 rounded-md bg-gray-900 px-3 py-2 text-xs text-white shadow-lg ${
          open ? 'block' : 'hidden'
        }`}
      >
        {content}
      </span>
    </span>
  );
}
