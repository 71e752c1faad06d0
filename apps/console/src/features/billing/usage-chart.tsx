// The Usage section's chart (docs/decisions/0042-usage-against-the-plan.md), loaded on demand with the section. One
// bar per day needs a band and a linear scale, a few lines of arithmetic: drawn here rather than with visx, whose
// scales and bars cost 12 KB of JavaScript for them (decision 0042, "Later").
import type { UsageDay } from '@pod-console/sdk';

const WIDTH = 720;
const HEIGHT = 160;
/** The gap between bars and at both ends, as a share of one day's step (d3's band scale `padding`). */
const BAR_PADDING = 0.2;

export interface UsageChartProps {
  days: readonly UsageDay[];
  /** Its accessible name; the table beside it holds the figures. */
  label: string;
}

/**
 * Where each of `count` bars starts and how wide it is across `width`, with `padding` of a step between bars and at
 * both ends, centred: d3's band scale with `padding(padding)`, unrounded.
 */
export function bandLayout(count: number, width: number, padding: number) {
  const step = width / Math.max(1, count - padding + padding * 2);
  const start = (width - step * (count - padding)) / 2;
  return { step, bandwidth: step * (1 - padding), offset: (index: number) => start + step * index };
}

/** One bar per day, oldest on the left; the tallest day fills the height. */
export function UsageChart({ days, label }: UsageChartProps) {
  const band = bandLayout(days.length, WIDTH, BAR_PADDING);
  const most = Math.max(1, ...days.map((day) => day.activeDevices));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="block h-40 w-full"
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-line-strong" />
      {days.map((day, index) => {
        const height = (day.activeDevices / most) * HEIGHT;
        return (
          <rect
            key={day.day}
            x={band.offset(index)}
            y={HEIGHT - height}
            width={band.bandwidth}
            height={height}
            className="fill-accent"
          />
        );
      })}
    </svg>
  );
}
