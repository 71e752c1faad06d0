import { describe, expect, it } from 'vitest';
import { SHELL_PATH_PATTERN } from './routes';

describe('SHELL_PATH_PATTERN', () => {
  it('matches every shell route of spec §2, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/members',
      '/billing',
      '/settings/organization',
      '/settings/personal',
      '/admin/organizations',
      '/404',
    ]) {
      expect(SHELL_PATH_PATTERN.test(path)).toBe(true);
    }
    expect(SHELL_PATH_PATTERN.test('/billing/')).toBe(true);
    expect(SHELL_PATH_PATTERN.test('/subscription/success')).toBe(true);
  });

  it('leaves unknown paths and organization setup to the other routes', () => {
    for (const path of ['/organization', '/billing/extra', '/settings', '/members-x', '/nope']) {
      expect(SHELL_PATH_PATTERN.test(path)).toBe(false);
    }
  });
});
