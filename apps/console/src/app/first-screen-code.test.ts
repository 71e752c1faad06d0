import { afterEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ shell: 0, screens: [] as string[] }));

vi.mock('./shell-code', () => ({
  loadShell: () => {
    loads.shell += 1;
    return Promise.resolve();
  },
}));
vi.mock('./shell-screens', () => ({
  preloadShellScreen: (path: string) => {
    loads.screens.push(path);
    return true;
  },
}));

const { preloadForReturningMember } = await import('./first-screen-code');
const { rememberOrganizationId } = await import('../lib/remembered-organization');

afterEach(() => {
  loads.shell = 0;
  loads.screens = [];
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('preloadForReturningMember', () => {
  it('starts loading the shell and the screen at the address for a browser that showed an organization', () => {
    rememberOrganizationId('org-1');
    preloadForReturningMember('/billing');
    expect(loads).toEqual({ shell: 1, screens: ['/billing'] });
  });

  it('loads nothing for a browser that never showed one, or signed out since', () => {
    preloadForReturningMember('/');
    rememberOrganizationId('org-1');
    rememberOrganizationId(null);
    preloadForReturningMember('/');
    expect(loads).toEqual({ shell: 0, screens: [] });
  });
});
