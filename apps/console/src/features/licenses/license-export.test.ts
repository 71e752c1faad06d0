import { describe, expect, it } from 'vitest';
import { LICENSES, STORY_NOW } from './license-fixtures';
import { licensesExport } from './license-export';

describe('licensesExport', () => {
  it('writes one line per licence with its claim link, under the header line', () => {
    const { fileName, text } = licensesExport(LICENSES.slice(0, 3), {
      organizationId: 'org-acme',
      organizationName: 'Acme Robotics',
      scheme: 'podcreator',
      now: STORY_NOW,
    });
    expect(fileName).toBe('licenses-acme-robotics-2026-11-23.csv');
    const link = (id: string) =>
      `podcreator://license/claim?licenseId=${id}&organizationId=org-acme&organizationName=Acme%20Robotics`;
    expect(text).toBe(
      [
        'Identifier,Status,Claimed,Claimed at,Device,Last seen,Type,Expires,Claim link',
        `Studio iPad,Active,True,2026-11-20T09:15:00Z,Studio iPad 3,2026-11-23T08:05:00Z,Pod Creator,,${link('lic-studio')}`,
        `Field kit,Active,False,,,,Pod Creator,,${link('lic-field')}`,
        `Trial tablet,"Active • Expires Nov 30, 2026",True,2026-11-21T10:00:00Z,Trial iPhone,,Trial,2026-11-30T00:00:00Z,${link('lic-trial')}`,
        '',
      ].join('\r\n'),
    );
  });
});
