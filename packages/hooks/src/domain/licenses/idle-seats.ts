// Idle-seat recovery (docs/decisions/0044-idle-seat-recovery.md): a seat is idle when its device has not reported for
// N days — its claim counts as its first report, so a device that never reported after claiming is idle N days after
// the claim. An organization may have such seats released once a day ("release seats not seen for N days", off by
// default); Home finds them with a filter and releases them in bulk.
import { IDLE_SEAT_DAYS_DEFAULT, IDLE_SEAT_DAYS_MAX, IDLE_SEAT_DAYS_MIN, MS_PER_DAY } from '../constants';
import { toTime } from '../dates/dates';

/** What the idle rule reads of a licence; the API's row and the SDK's `License` both fit once mapped. */
export interface SeatActivity {
  /** spec §3: a key present means claimed. */
  claimed: boolean;
  claimedAt: string | Date | null;
  lastSeenAt: string | Date | null;
}

/** The instant before which a seat's last report makes it idle, N days before `now`. */
export function idleSeatCutoff(idleDays: number, now: Date): Date {
  return new Date(now.getTime() - idleDays * MS_PER_DAY);
}

/** Whether a claimed seat has gone `idleDays` days without a report (the claim counting as one) at `now`. */
export function isIdleSeat(seat: SeatActivity, idleDays: number, now: Date): boolean {
  if (!seat.claimed) return false;
  const lastSign = toTime(seat.lastSeenAt) ?? toTime(seat.claimedAt);
  return lastSign != null && lastSign <= idleSeatCutoff(idleDays, now).getTime();
}

/**
 * The days Home's idle filter uses: the organization's setting when it is on, else IDLE_SEAT_DAYS_DEFAULT, so an
 * organization can look for idle seats before it lets them be released on their own.
 */
export function idleSeatDays(setting: number | null | undefined): number {
  return setting ?? IDLE_SEAT_DAYS_DEFAULT;
}

const seats = (count: number) => (count === 1 ? '1 seat' : `${count} seats`);

export const IDLE_SEAT_MESSAGES = {
  daysRange: `Enter a whole number of days from ${IDLE_SEAT_DAYS_MIN} to ${IDLE_SEAT_DAYS_MAX}.`,
  settingTitle: 'Idle seats',
  settingLabel: 'Release seats not seen for a number of days',
  settingDescription:
    'Once a day, seats whose device has not reported for that many days are released: the licence keeps its identifier and link, and the Owner and Admins get a summary by e-mail.',
  daysLabel: 'Days without a report',
  saved: 'Idle-seat recovery saved',
  saveFailed: 'Failed to save idle-seat recovery.',
  releaseConfirmTitle: (count: number) => `Release ${seats(count)}?`,
  releaseConfirmText:
    'Each selected device stops holding its licence at its next report. The licences keep their identifiers and links, and a device can claim them again.',
  released: (count: number) => `${seats(count)} released`,
  releasedSome: (released: number, asked: number) =>
    `${seats(released)} released; the other ${asked - released === 1 ? 'one was' : `${asked - released} were`} no longer claimed.`,
  releaseFailed: 'Failed to release the seats.',
} as const;

// Home's two texts apart from IDLE_SEAT_MESSAGES, whose other texts load only with the settings form or a dialog:
// Home is the first screen and counts every byte (docs/architecture.md, "Budgets").
/** The selection bar's button and the confirmation's: "Release 3 seats". */
export const releaseSeatsLabel = (count: number) => `Release ${seats(count)}`;
/** Under the filters while they find idle seats. */
export const idleFilterHint = (days: number) => `Idle: claimed and not seen for ${days} days.`;

/** Why `days` cannot be the setting, or null when it can: null (off) or a whole number from the minimum to the maximum. */
export function idleSeatDaysProblem(days: number | null): string | null {
  if (days === null) return null;
  return Number.isInteger(days) && days >= IDLE_SEAT_DAYS_MIN && days <= IDLE_SEAT_DAYS_MAX
    ? null
    : IDLE_SEAT_MESSAGES.daysRange;
}

/** The setting in words, for the activity log: "release seats not seen for 30 days", or "off". */
export function idleSeatReleaseText(days: number | null): string {
  return days === null ? 'off' : `release seats not seen for ${days} days`;
}

/**
 * The period a release run belongs to: the UTC day of `now` (YYYY-MM-DD). An organization's idle seats are released
 * at most once per period, whichever process gets there first.
 */
export function idleSeatReleasePeriod(now: Date): string {
  return now.toISOString().slice(0, 10);
}
