// The organization fetch starts from the remembered selection, in parallel with the user: one sequential call
// before the licence data (docs/decisions/0010-selected-organization.md). The id of the organization shown last
// is kept for the tab (session storage) and forgotten when the session ends.
const KEY = 'pod-console.selected-organization';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readRememberedOrganizationId(): string | null {
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberOrganizationId(id: string | null | undefined): void {
  try {
    if (id) storage()?.setItem(KEY, id);
    else storage()?.removeItem(KEY);
  } catch {
    // Storage may be unavailable; the organization is then fetched after the user, which is only slower.
  }
}

export function forgetRememberedOrganization(): void {
  rememberOrganizationId(null);
}
