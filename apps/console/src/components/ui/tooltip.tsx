import {
  cloneElement,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
} from 'react';
import { createPortal } from 'react-dom';

export interface TooltipProps {
  content: string;
  /** One focusable element; it gets `aria-describedby` pointing at the tip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Stories show the tip without hovering. */
  defaultOpen?: boolean;
  /**
   * The tip is laid over the whole page, placed by the viewport, rather than inside its parent: nothing that clips
   * (a table that scrolls sideways, a framed card) cuts it off, and it never sticks out of a phone's screen.
   */
  floating?: boolean;
}

/** Room kept between a floating tip, its element and the edges of the window. */
const GAP_PX = 8;
/**
 * A floating tip lies outside its element, a gap away: leaving the element waits this long before closing, so the
 * pointer can cross to the tip, which stays open while hovered (WCAG 1.4.13).
 */
const CLOSE_DELAY_MS = 150;

/**
 * A floating tip is laid into the landmark that holds its element (spec §2's regions), so nothing on the page sits
 * outside a landmark while it shows (axe: region); `position: fixed` still places it by the viewport.
 */
const LANDMARKS = 'main, header, nav, aside, footer, [role="region"], [role="dialog"], [role="banner"]';

/** Where a floating tip goes: above its element, or under it where there is no room above; within the window. */
function floatingPosition(anchor: DOMRect, tip: DOMRect): CSSProperties {
  const left = Math.max(GAP_PX, Math.min(anchor.left, window.innerWidth - tip.width - GAP_PX));
  const above = anchor.top - tip.height - GAP_PX;
  return { position: 'fixed', left, top: above >= GAP_PX ? above : anchor.bottom + GAP_PX };
}

/**
 * A plain tooltip: shown on hover and on keyboard focus, hidden with Escape (WCAG 1.4.13), always in the
 * accessibility tree through `aria-describedby` so a screen reader hears it with the control.
 */
export function Tooltip({ content, children, defaultOpen = false, floating = false }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const anchorRef = useRef<HTMLSpanElement>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const [host, setHost] = useState<Element | null>(null);
  const closing = useRef<number | undefined>(undefined);
  const show = () => {
    window.clearTimeout(closing.current);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(closing.current);
    setOpen(false);
  };
  const hideSoon = () => {
    window.clearTimeout(closing.current);
    closing.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useLayoutEffect(() => () => window.clearTimeout(closing.current), []);

  useLayoutEffect(() => {
    if (floating) setHost(anchorRef.current?.closest(LANDMARKS) ?? document.body);
  }, [floating]);

  useLayoutEffect(() => {
    if (!floating || !open) return undefined;
    const place = () => {
      if (anchorRef.current && tipRef.current) {
        setPosition(
          floatingPosition(anchorRef.current.getBoundingClientRect(), tipRef.current.getBoundingClientRect()),
        );
      }
    };
    place();
    // The page may scroll or resize under an open tip.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [floating, open, host]);

  const tip = (
    <span
      ref={tipRef}
      id={id}
      role="tooltip"
      // Until it is placed, a floating tip takes its size unseen.
      style={
        floating ? (position ?? { position: 'fixed', left: 0, top: 0, visibility: 'hidden' }) : undefined
      }
      className={`${
        floating ? 'z-[60] max-w-[calc(100vw-1rem)]' : 'absolute bottom-full left-0 z-20 mb-2'
      } w-64 rounded-md bg-surface-inverse px-3 py-2 text-xs text-fg-inverse shadow-overlay ${open ? 'block' : 'hidden'}`}
    >
      {content}
    </span>
  );

  return (
    <span
      ref={anchorRef}
      className="relative inline-flex w-full"
      // React sends a floating tip's pointer events through this element (a portal keeps its place in the tree).
      onMouseEnter={show}
      onMouseLeave={floating ? hideSoon : hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      {floating ? host && createPortal(tip, host) : tip}
    </span>
  );
}
