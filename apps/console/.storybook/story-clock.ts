/**
 * Every story runs on the same calendar (docs/decisions/0040-visual-review.md): "seen 3 days ago", a trial's days
 * left and every date on a screen read the same today, next month and on any machine, so a story's picture only
 * changes when its code does. The clock still runs (timers, countdowns and the query cache's ages see real time
 * pass); only its start is fixed, at each story's start.
 */
export const STORY_START = Date.parse('2026-12-07T12:00:00Z');

const RealDate = Date;
let offset = STORY_START - RealDate.now();

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    // Every other form of `new Date(…)` is the real one.
    else super(...(args as [number]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = StoryDate as DateConstructor;

/** Called before each story: its clock reads STORY_START when it begins. */
export function restartStoryClock(): void {
  offset = STORY_START - RealDate.now();
}
