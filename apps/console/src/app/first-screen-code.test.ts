import { afterEach, describe, expect, it } from 'vitest';

import { rememberOrganizationId } from '../lib/remembered-organization';
import { preloadForReturningMember } from './first-screen-code';

const preloaded: string[] = [];
const preload = (path: string) => preloaded.push(path);

afterEach(() => {
  preloaded.length = 0;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('preloadForReturningMember', () => {
  it('starts loading the code of the screen at the address for a browser that showed an organization', () => {
    rememberOrganizationId('org-1');
    preloadForReturningMember('/billing', preload);
    expect(preloaded).toEqual(['/billing']);
  });

  it('loads nothing for a browser that never showed one, or signed out since', () => {
    preloadForReturningMember('/', preload);
    rememberOrganizationId('org-1');
    rememberOrganizationId(null);
    preloadForReturningMember('/', preload);
    expect(preloaded).toEqual([]);
  });
});
