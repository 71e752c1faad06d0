// The Usage section's chart (docs/decisions/0042-usage-against-the-plan.md), loaded on demand: visx draws it, and
// neither visx nor this file reaches the console's first JavaScript (docs/architecture.md, "Budgets").
import type { UsageDay } from '@pod-console/sdk';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

const WIDTH = 720;
const HEIGHT = 160;
const BAR_PADDING = 0.2;

export interface UsageChartProps {
  days: readonly UsageDay[];
  /** Its accessible name; the table beside it holds the figures. */
  label: string;
}

/** One bar per day, oldest on the left; the tallest day fills the height. */
export function UsageChart({ days, label }: UsageChartProps) {
  const x = scaleBand<string>({
    domain: days.map((day) => day.day),
    range: [0, WIDTH],
    padding: BAR_PADDING,
  });
  const most = Math.max(1, ...days.map((day) => day.activeDevices));
  const y = scaleLinear<number>({ domain: [0, most], range: [HEIGHT, 0] });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="block h-40 w-full"
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-line-strong" />
      {days.map((day) => {
        const top = y(day.activeDevices);
        return (
          <Bar
            key={day.day}
            x={x(day.day)}
            y={top}
            width={x.bandwidth()}
            height={HEIGHT - top}
            className="fill-accent"
          />
        );
      })}
    </svg>
  );
}
