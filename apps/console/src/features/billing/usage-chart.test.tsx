import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { bandLayout, UsageChart } from './usage-chart';

describe('bandLayout', () => {
  it("places bars as d3's band scale with padding 0.2 does: a fifth of a step between and at both ends", () => {
    // 720 across 3 days: a step of 720 / 3.2 = 225, bars of 180, the whole centred from 45.
    const band = bandLayout(3, 720, 0.2);
    expect(band.step).toBeCloseTo(225, 9);
    expect(band.bandwidth).toBeCloseTo(180, 9);
    expect([0, 1, 2].map(band.offset).map((x) => Math.round(x * 1e9) / 1e9)).toEqual([45, 270, 495]);
  });

  it('centres a single bar', () => {
    const band = bandLayout(1, 720, 0.2);
    expect(band.offset(0)).toBeCloseTo(120, 9);
    expect(band.bandwidth).toBeCloseTo(480, 9);
  });
});

describe('UsageChart', () => {
  afterEach(cleanup);

  it('draws one bar per day, the tallest day the full height and a day without devices none', () => {
    const { getByRole } = render(
      <UsageChart
        label="Active devices per day"
        days={[
          { day: '2026-11-01', activeDevices: 4, claims: 0 },
          { day: '2026-11-02', activeDevices: 8, claims: 1 },
          { day: '2026-11-03', activeDevices: 0, claims: 0 },
        ]}
      />,
    );
    const bars = [...getByRole('img', { name: 'Active devices per day' }).querySelectorAll('rect')];
    expect(bars.map((bar) => [bar.getAttribute('y'), bar.getAttribute('height')])).toEqual([
      ['80', '80'],
      ['0', '160'],
      ['160', '0'],
    ]);
  });
});
