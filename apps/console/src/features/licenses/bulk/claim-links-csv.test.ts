import { describe, expect, it } from 'vitest';
import { claimLinksCsv, claimLinksFileName } from './claim-links-csv';

describe('claimLinksCsv', () => {
  it('writes a heading row, then each identifier with its link, as RFC 4180 CSV', () => {
    expect(
      claimLinksCsv([
        { identifier: 'Kiosk 1', link: 'podcreator://license/claim?licenseId=a' },
        { identifier: 'Kiosk, "2"', link: 'podcreator://license/claim?licenseId=b' },
        { identifier: '=SUM(A1)', link: 'podcreator://license/claim?licenseId=c' },
      ]),
    ).toBe(
      'Identifier,Claim link\r\n' +
        'Kiosk 1,podcreator://license/claim?licenseId=a\r\n' +
        '"Kiosk, ""2""",podcreator://license/claim?licenseId=b\r\n' +
        // Never a formula in a spreadsheet (the domain's csvField).
        "'=SUM(A1),podcreator://license/claim?licenseId=c\r\n",
    );
  });
});

describe('claimLinksFileName', () => {
  it('names the file after the day, in UTC', () => {
    expect(claimLinksFileName(new Date('2026-03-09T23:30:00Z'))).toBe('claim-links-2026-03-09.csv');
  });
});
