import { describe, expect, it } from 'vitest';
import { activityFileName } from './activity-file-name';

const NOW = new Date('2026-11-24T09:30:00Z');

describe('activityFileName', () => {
  it('names the file after the organization and the day', () => {
    expect(activityFileName('Acme Robotics', NOW)).toBe('activity-acme-robotics-2026-11-24.csv');
  });

  it('keeps letters and digits only, without accents, joined by single dashes', () => {
    expect(activityFileName('  Café Zürich & Co. (2)  ', NOW)).toBe(
      'activity-cafe-zurich-co-2-2026-11-24.csv',
    );
    expect(activityFileName('../../etc/passwd', NOW)).toBe('activity-etc-passwd-2026-11-24.csv');
  });

  it('says "organization" when nothing of the name is left', () => {
    expect(activityFileName('東京スタジオ', NOW)).toBe('activity-organization-2026-11-24.csv');
  });

  it('takes the day in UTC, the day the console prints', () => {
    expect(activityFileName('Acme', new Date('2026-11-24T23:30:00-05:00'))).toBe(
      'activity-acme-2026-11-25.csv',
    );
  });
});
