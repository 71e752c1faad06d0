import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-names';

const NOW = new Date('2026-11-24T09:30:00Z');

describe('exportFileName', () => {
  it('names the file after the organization and the day', () => {
    expect(exportFileName('activity', 'Acme Robotics', NOW)).toBe('activity-acme-robotics-2026-11-24.csv');
  });

  it('keeps letters and digits only, without accents, joined by single dashes', () => {
    expect(exportFileName('activity', '  Café Zürich & Co. (2)  ', NOW)).toBe(
      'activity-cafe-zurich-co-2-2026-11-24.csv',
    );
    expect(exportFileName('activity', '../../etc/passwd', NOW)).toBe('activity-etc-passwd-2026-11-24.csv');
  });

  it('says "organization" when nothing of the name is left', () => {
    expect(exportFileName('activity', '東京スタジオ', NOW)).toBe('activity-organization-2026-11-24.csv');
  });

  it('takes the day in UTC, the day the console prints', () => {
    expect(exportFileName('activity', 'Acme', new Date('2026-11-24T23:30:00-05:00'))).toBe(
      'activity-acme-2026-11-25.csv',
    );
  });
});
