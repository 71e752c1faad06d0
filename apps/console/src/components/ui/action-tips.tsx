import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Room kept between a tip, its element and the edges of the window. */
const GAP_PX = 8;
/** Leaving an element waits this long before the tip closes, so the pointer can cross to the tip (WCAG 1.4.13). */
const CLOSE_DELAY_MS = 150;

export interface ActionTipsProps {
  children: ReactNode;
}

/** The element a tip is for: a control inside the box that carries `data-tip`. */
const tipTarget = (node: EventTarget | null, box: HTMLElement | null): HTMLElement | null => {
  const element = node instanceof Element ? node.closest<HTMLElement>('[data-tip]') : null;
  return element && box?.contains(element) ? element : null;
};

/**
 * One tip for every control inside it with `data-tip`: shown on hover and focus, hidden with Escape, hoverable
 * (WCAG 1.4.13), hidden from assistive technology (the control's name says it already). One listener for a whole
 * table instead of a Tooltip per button of every row.
 */
export function ActionTips({ children }: ActionTipsProps) {
  const box = useRef<HTMLDivElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const closing = useRef<number | undefined>(undefined);

  const show = (element: HTMLElement | null) => {
    window.clearTimeout(closing.current);
    if (element) setTarget(element);
  };
  const hideSoon = () => {
    window.clearTimeout(closing.current);
    closing.current = window.setTimeout(() => setTarget(null), CLOSE_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(closing.current);
    setTarget(null);
  };
  useLayoutEffect(() => () => window.clearTimeout(closing.current), []);

  useLayoutEffect(() => {
    if (!target || !tipRef.current) {
      setPosition(null);
      return undefined;
    }
    const place = () => {
      if (!tipRef.current || !target.isConnected) return;
      const anchor = target.getBoundingClientRect();
      const tip = tipRef.current.getBoundingClientRect();
      const left = Math.max(
        GAP_PX,
        Math.min(anchor.right - tip.width, window.innerWidth - tip.width - GAP_PX),
      );
      const above = anchor.top - tip.height - GAP_PX;
      setPosition({ position: 'fixed', left, top: above >= GAP_PX ? above : anchor.bottom + GAP_PX });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [target]);

  const text = target?.dataset.tip;
  return (
    <div
      ref={box}
      onPointerOver={(event) => show(tipTarget(event.target, box.current))}
      onPointerOut={(event) => {
        if (tipTarget(event.target, box.current) && !tipTarget(event.relatedTarget, box.current)) hideSoon();
      }}
      onFocus={(event) => {
        const element = tipTarget(event.target, box.current);
        if (element) show(element);
        else hide();
      }}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && target) hide();
      }}
    >
      {children}
      {target && text && target.isConnected
        ? createPortal(
            <span
              ref={tipRef}
              aria-hidden="true"
              data-action-tip=""
              onPointerEnter={() => show(target)}
              onPointerLeave={hideSoon}
              style={position ?? { position: 'fixed', left: 0, top: 0, visibility: 'hidden' }}
              className="z-[60] max-w-60 rounded-md bg-surface-inverse px-3 py-2 text-xs text-fg-inverse shadow-overlay"
            >
              {text}
            </span>,
            document.body,
          )
        : null}
    </div>
  );
}
