import { describe, expect, it } from 'vitest';
import { PRINT_SHEET_PATH } from '../features/licenses/bulk/print-sheet-state';
import { INVITATION_PATH_PATTERN, SHELL_PATH_PATTERN } from './routes';

describe('SHELL_PATH_PATTERN', () => {
  it('matches every shell route of spec §2, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/members',
      '/billing',
      '/settings/organization',
      '/settings/personal',
      '/activity',
      '/licenses/print',
      '/admin/organizations',
      '/404',
    ]) {
      expect(SHELL_PATH_PATTERN.test(path)).toBe(true);
    }
    expect(SHELL_PATH_PATTERN.test('/billing/')).toBe(true);
    expect(SHELL_PATH_PATTERN.test('/subscription/success')).toBe(true);
  });

  it('matches the path "Print QR sheet" opens', () => {
    expect(SHELL_PATH_PATTERN.test(PRINT_SHEET_PATH)).toBe(true);
  });

  it("matches an invitation e-mail's link, /invitations/{invitationId}", () => {
    expect(SHELL_PATH_PATTERN.test('/invitations/6be4d27a-8daf-4ec0-9b7c-9dbe3f5a7b8c')).toBe(true);
    expect(SHELL_PATH_PATTERN.test('/invitations/inv-globex/')).toBe(true);
  });

  it('leaves unknown paths and organization setup to the other routes', () => {
    for (const path of [
      '/organization',
      '/billing/extra',
      '/settings',
      '/members-x',
      '/nope',
      '/activity/extra',
      '/licenses',
      '/licenses/print/extra',
      '/invitations',
      '/invitations/',
      '/invitations/inv-globex/accept',
    ]) {
      expect(SHELL_PATH_PATTERN.test(path)).toBe(false);
    }
  });
});

describe('INVITATION_PATH_PATTERN', () => {
  it("takes an invitation e-mail's link and nothing else", () => {
    expect(INVITATION_PATH_PATTERN.test('/invitations/inv-globex')).toBe(true);
    expect(INVITATION_PATH_PATTERN.test('/invitations/inv-globex/')).toBe(true);
    for (const path of ['/invitations', '/invitations/', '/invitations/a/b', '/organization', '/']) {
      expect(INVITATION_PATH_PATTERN.test(path)).toBe(false);
    }
  });
});
