import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetRememberedOrganization,
  readRememberedOrganizationId,
  rememberOrganizationId,
} from './remembered-organization';

const KEY = 'pod-console.selected-organization';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the remembered organization', () => {
  it('is kept for the tab and for the browser, so a new tab prefetches it too', () => {
    rememberOrganizationId('org-1');
    expect(window.sessionStorage.getItem(KEY)).toBe('org-1');
    expect(window.localStorage.getItem(KEY)).toBe('org-1');
    // A new tab: its session storage is empty, the browser's id is read.
    window.sessionStorage.clear();
    expect(readRememberedOrganizationId()).toBe('org-1');
  });

  it("prefers the tab's own organization over the one another tab chose last", () => {
    rememberOrganizationId('org-1');
    window.localStorage.setItem(KEY, 'org-2');
    expect(readRememberedOrganizationId()).toBe('org-1');
  });

  it('is forgotten in both places when the session ends', () => {
    rememberOrganizationId('org-1');
    forgetRememberedOrganization();
    expect(readRememberedOrganizationId()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('answers nothing, without throwing, when storage is blocked', () => {
    for (const name of ['sessionStorage', 'localStorage'] as const)
      vi.spyOn(window, name, 'get').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    expect(() => rememberOrganizationId('org-1')).not.toThrow();
    expect(readRememberedOrganizationId()).toBeNull();
  });

  it("still reads the browser's organization when the tab's store refuses to write", () => {
    window.localStorage.setItem(KEY, 'org-2');
    vi.spyOn(window.sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    rememberOrganizationId('org-1');
    expect(window.localStorage.getItem(KEY)).toBe('org-1');
    expect(readRememberedOrganizationId()).toBe('org-1');
  });
});
