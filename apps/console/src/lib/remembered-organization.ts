// The organization shown last, kept for the tab (session storage) and the browser (local storage), so its fetch
// starts beside the user's (docs/decisions/0010-selected-organization.md). Forgotten when the session ends; only a
// prefetch hint, since the selection is the user's (spec §3).
const KEY = 'pod-console.selected-organization';

function stores(): Storage[] {
  const found: Storage[] = [];
  // Each store may be unavailable (private modes, blocked storage); the organization is then fetched after the
  // user, which is only slower.
  try {
    found.push(window.sessionStorage);
  } catch {
    /* unavailable */
  }
  try {
    found.push(window.localStorage);
  } catch {
    /* unavailable */
  }
  return found;
}

export function readRememberedOrganizationId(): string | null {
  for (const store of stores()) {
    try {
      const id = store.getItem(KEY);
      if (id) return id;
    } catch {
      /* unavailable */
    }
  }
  return null;
}

export function rememberOrganizationId(id: string | null | undefined): void {
  for (const store of stores()) {
    try {
      if (id) store.setItem(KEY, id);
      else store.removeItem(KEY);
    } catch {
      /* unavailable or full */
    }
  }
}

export function forgetRememberedOrganization(): void {
  rememberOrganizationId(null);
}
