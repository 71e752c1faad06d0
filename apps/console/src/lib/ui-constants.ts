// The console's own figures of spec §9 (layout and toasts): how it draws, not what the product rules. The
// business figures stay in @pod-console/hooks/domain (docs/decisions/0013-constants-and-dead-surface.md).

// spec §9: layout (the sidebar becomes a drawer under 1024 px)
export const NARROW_SCREEN_MAX_WIDTH_PX = 1023;
export const QR_CODE_SIZE_PX = 187;
export const TABLE_DEFAULT_PAGE_SIZE = 10;
export const BUTTON_SPINNER_SIZE = 30;
export const TERMS_SCROLL_THRESHOLD_PX = 20;

// spec §9 and §2: toasts. The removal delay and the swipe threshold are the toast library's own (not options).
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_HOTKEY = 'F8' as const;
export const COPY_TOAST_DURATION_MS = 2000;
