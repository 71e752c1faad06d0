import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getOrganizationLock,
  getSubscriptionState,
  hasPaymentLanded,
  LOCK_WITHOUT_PERIOD_START,
  isPlanActive,
  type SubscriptionStateInput,
} from './subscription-state';

const DAY = 86_400_000;
const now = new Date('2026-06-15T12:00:00Z');

const subscription = (overrides: Partial<SubscriptionStateInput> = {}): SubscriptionStateInput => ({
  product: 'business',
  status: 'active',
  provider: {
    trialEnd: null,
    currentPeriodStart: '2026-06-01T00:00:00Z',
    currentPeriodEnd: '2026-07-01T00:00:00Z',
    cancelAtPeriodEnd: false,
    priceAmount: 9900,
  },
  schedule: null,
  ...overrides,
});

const withProvider = (provider: NonNullable<SubscriptionStateInput['provider']>, status = 'active') =>
  subscription({ status, provider: { ...subscription().provider, ...provider } });

describe('an active subscription', () => {
  // isActive of getSubscriptionState, and the status part of isPlanActive (no trial end to look at here).
  const isSubscriptionActive = (value: { status: string } | null | undefined) => {
    const active = getSubscriptionState(value == null ? value : subscription(value), now).isActive;
    expect(isPlanActive(value, now)).toBe(active);
    return active;
  };

  it('counts only active and trialing, in any case', () => {
    for (const status of ['active', 'trialing', 'ACTIVE', 'Trialing']) {
      expect(isSubscriptionActive({ status })).toBe(true);
    }
    for (const status of [
      'past_due',
      'canceled',
      'cancelled',
      'unpaid',
      'pending',
      'paused',
      'incomplete',
      '',
    ]) {
      expect(isSubscriptionActive({ status })).toBe(false);
    }
  });

  it('is false without a subscription', () => {
    expect(isSubscriptionActive(null)).toBe(false);
    expect(isSubscriptionActive(undefined)).toBe(false);
  });
});

describe('hasPaymentLanded', () => {
  it('waits while there is no subscription or only an inactive one', () => {
    expect(hasPaymentLanded(null)).toBe(false);
    expect(hasPaymentLanded(undefined)).toBe(false);
    for (const status of ['incomplete', 'canceled', 'past_due', 'unpaid']) {
      expect(hasPaymentLanded({ status })).toBe(false);
    }
  });

  it('is true once the subscription is active or trialing (spec §4), in any case', () => {
    for (const status of ['active', 'trialing', 'TRIALING']) expect(hasPaymentLanded({ status })).toBe(true);
  });
});

describe('status families', () => {
  const isPaymentProblemStatus = (status: string) =>
    getSubscriptionState(subscription({ status }), now).paymentProblem != null;
  // The period end is ahead, so a canceled status shows as canceled until then.
  const isCanceledStatus = (status: string) =>
    getSubscriptionState(subscription({ status }), now).canceled != null;

  it('recognises PAYMENT_FAILED, PAST_DUE and UNPAID as payment problems in any case', () => {
    expect(['PAYMENT_FAILED', 'past_due', 'Unpaid'].map(isPaymentProblemStatus)).toEqual([true, true, true]);
    expect(isPaymentProblemStatus('active')).toBe(false);
  });

  it('recognises both spellings of canceled', () => {
    expect(['canceled', 'CANCELLED'].map(isCanceledStatus)).toEqual([true, true]);
    expect(isCanceledStatus('paused')).toBe(false);
  });
});

describe('isPlanActive', () => {
  it('follows the status for paid plans and the trial end for trials', () => {
    expect(isPlanActive({ status: 'active' }, now)).toBe(true);
    expect(isPlanActive({ status: 'trialing', provider: { trialEnd: '2026-06-16T00:00:00Z' } }, now)).toBe(
      true,
    );
    expect(isPlanActive({ status: 'trialing', provider: { trialEnd: '2026-06-15T00:00:00Z' } }, now)).toBe(
      false,
    );
    expect(isPlanActive({ status: 'unpaid' }, now)).toBe(false);
  });
});

describe('getSubscriptionState', () => {
  it('reports no plan and no banner without a subscription', () => {
    const state = getSubscriptionState(null, now);
    expect(state.hasPlan).toBe(false);
    expect(state.isActive).toBe(false);
    expect(state.banners).toEqual([]);
  });

  it('reports a paid active plan with no banner', () => {
    const state = getSubscriptionState(subscription(), now);
    expect(state).toMatchObject({ hasPlan: true, product: 'business', status: 'active', isActive: true });
    expect(state.trial).toBeNull();
    expect(state.canceled).toBeNull();
    expect(state.paymentProblem).toBeNull();
    expect(state.isLocked).toBe(false);
    expect(state.banners).toEqual([]);
  });

  it('shows the trial banner with the rounded-up days left while trialEnd is ahead', () => {
    const state = getSubscriptionState(withProvider({ trialEnd: '2026-06-18T06:00:00Z' }, 'trialing'), now);
    expect(state.trial).toEqual({
      daysLeft: 3,
      expired: false,
      endsToday: false,
      endsAt: '2026-06-18T06:00:00Z',
    });
    expect(state.banners).toEqual([
      { kind: 'trial', daysLeft: 3, endsAt: '2026-06-18T06:00:00Z', endsToday: false },
    ]);
  });

  it('expires the trial at 0 days left and shows the trial-expired banner', () => {
    const state = getSubscriptionState(withProvider({ trialEnd: '2026-06-15T12:00:00Z' }, 'TRIALING'), now);
    expect(state.trial).toEqual({
      daysLeft: 0,
      expired: true,
      endsToday: false,
      endsAt: '2026-06-15T12:00:00Z',
    });
    expect(state.banners).toEqual([{ kind: 'trial-expired', endedAt: '2026-06-15T12:00:00Z' }]);
  });

  it('says the trial ends today when trialEnd is later on the same UTC date, with 1 day left', () => {
    const state = getSubscriptionState(withProvider({ trialEnd: '2026-06-15T20:00:00Z' }, 'trialing'), now);
    expect(state.trial).toEqual({
      daysLeft: 1,
      expired: false,
      endsToday: true,
      endsAt: '2026-06-15T20:00:00Z',
    });
    expect(state.banners).toEqual([
      { kind: 'trial', daysLeft: 1, endsAt: '2026-06-15T20:00:00Z', endsToday: true },
    ]);
  });

  it('does not say "ends today" for a trial ending within 24 h but on the next UTC date', () => {
    const state = getSubscriptionState(withProvider({ trialEnd: '2026-06-16T06:00:00Z' }, 'trialing'), now);
    expect(state.trial).toMatchObject({ daysLeft: 1, expired: false, endsToday: false });
    expect(state.banners).toEqual([
      { kind: 'trial', daysLeft: 1, endsAt: '2026-06-16T06:00:00Z', endsToday: false },
    ]);
  });

  it('does not say "ends today" for a trial that ended earlier today: it is expired', () => {
    const state = getSubscriptionState(withProvider({ trialEnd: '2026-06-15T08:00:00Z' }, 'trialing'), now);
    expect(state.trial).toMatchObject({ daysLeft: 0, expired: true, endsToday: false });
    expect(state.banners).toEqual([{ kind: 'trial-expired', endedAt: '2026-06-15T08:00:00Z' }]);
  });

  it('ignores an old trial end on a plan that has since been paid', () => {
    expect(getSubscriptionState(withProvider({ trialEnd: '2026-05-01T00:00:00Z' }), now).trial).toBeNull();
  });

  it('shows the canceled banner until the period end for cancelAtPeriodEnd', () => {
    const state = getSubscriptionState(withProvider({ cancelAtPeriodEnd: true }), now);
    expect(state.canceled).toEqual({ until: '2026-07-01T00:00:00Z' });
    expect(state.isActive).toBe(true);
    expect(state.banners).toEqual([{ kind: 'canceled', until: '2026-07-01T00:00:00Z' }]);
  });

  it('treats both spellings of the canceled status as canceled while the period end is ahead', () => {
    expect(getSubscriptionState(subscription({ status: 'cancelled' }), now).canceled).not.toBeNull();
    expect(getSubscriptionState(subscription({ status: 'CANCELED' }), now).canceled).not.toBeNull();
  });

  it('drops the canceled state once the period end has passed', () => {
    const state = getSubscriptionState(
      withProvider({ currentPeriodEnd: '2026-06-10T00:00:00Z', cancelAtPeriodEnd: true }, 'canceled'),
      now,
    );
    expect(state.canceled).toBeNull();
    expect(state.banners).toEqual([]);
  });

  it('shows "Payment Failed" with the grace days left counted 7 days from the period start', () => {
    const state = getSubscriptionState(
      withProvider({ currentPeriodStart: '2026-06-12T00:00:00Z' }, 'PAST_DUE'),
      now,
    );
    expect(state.paymentProblem).toEqual({
      graceDaysLeft: 4,
      graceEndsAt: '2026-06-19T00:00:00.000Z',
      locked: false,
    });
    expect(state.isLocked).toBe(false);
    expect(state.banners).toEqual([
      { kind: 'payment-failed', graceDaysLeft: 4, graceEndsAt: '2026-06-19T00:00:00.000Z' },
    ]);
  });

  it('locks the organization once the grace days have run out', () => {
    for (const status of ['payment_failed', 'UNPAID', 'past_due']) {
      const state = getSubscriptionState(
        withProvider({ currentPeriodStart: '2026-06-08T12:00:00Z' }, status),
        now,
      );
      expect(state.paymentProblem?.graceDaysLeft).toBe(0);
      expect(state.isLocked).toBe(true);
      expect(state.banners).toEqual([{ kind: 'locked' }]);
    }
  });

  it('locks the organization when a payment problem comes without a period start', () => {
    const state = getSubscriptionState(withProvider({ currentPeriodStart: null }, 'past_due'), now);
    expect(state.isLocked).toBe(true);
    expect(state.banners).toEqual([{ kind: 'locked' }]);
  });

  it('orders banners payment first, then trial, then cancellation, without a trial banner during a payment problem', () => {
    const trialCanceled = getSubscriptionState(
      withProvider({ trialEnd: '2026-06-17T12:00:00Z', cancelAtPeriodEnd: true }, 'trialing'),
      now,
    );
    expect(trialCanceled.banners.map((banner) => banner.kind)).toEqual(['trial', 'canceled']);
    const pastDueCanceled = getSubscriptionState(
      withProvider(
        {
          trialEnd: '2026-06-17T12:00:00Z',
          cancelAtPeriodEnd: true,
          currentPeriodStart: '2026-06-14T00:00:00Z',
        },
        'past_due',
      ),
      now,
    );
    expect(pastDueCanceled.banners.map((banner) => banner.kind)).toEqual(['payment-failed', 'canceled']);
  });

  it('reports a pending change only when the schedule has both a product and a start', () => {
    const pending = getSubscriptionState(
      subscription({
        product: 'starter',
        schedule: {
          pendingProduct: 'business',
          nextPhaseStart: '2026-07-01T00:00:00Z',
          pendingPriceAmount: 9900,
        },
      }),
      now,
    );
    expect(pending.pendingChange).toEqual({
      product: 'business',
      startsAt: '2026-07-01T00:00:00Z',
      priceAmountCents: 9900,
      action: 'upgrade',
      isBusinessToStarter: false,
    });
    const noStart = subscription({
      schedule: { pendingProduct: 'starter', nextPhaseStart: null, pendingPriceAmount: null },
    });
    const noProduct = subscription({
      schedule: { pendingProduct: null, nextPhaseStart: '2026-07-01T00:00:00Z', pendingPriceAmount: null },
    });
    expect(getSubscriptionState(noStart, now).pendingChange).toBeNull();
    expect(getSubscriptionState(noProduct, now).pendingChange).toBeNull();
  });

  it('gives trial days left as the ceiling of the exact time left over several years', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.integer({ min: -30 * DAY, max: 30 * DAY }),
        (nowMs, offset) => {
          const trialEnd = new Date(nowMs + offset).toISOString();
          const state = getSubscriptionState(withProvider({ trialEnd }, 'trialing'), new Date(nowMs));
          const exact = Math.ceil(offset / DAY);
          expect(state.trial?.daysLeft).toBe(Math.max(exact, 0));
          expect(state.trial?.expired).toBe(exact <= 0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives exactly N trial days for a trial ending exactly N × 24 h ahead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.integer({ min: 1, max: 60 }),
        (nowMs, days) => {
          const trialEnd = new Date(nowMs + days * DAY).toISOString();
          const state = getSubscriptionState(withProvider({ trialEnd }, 'trialing'), new Date(nowMs));
          expect(state.trial).toEqual({ daysLeft: days, expired: false, endsToday: false, endsAt: trialEnd });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('gives grace days as the ceiling of the time left of 7 × 24 h from the period start, locked at 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }),
        fc.integer({ min: 0, max: 20 * DAY }),
        (startMs, elapsed) => {
          const currentPeriodStart = new Date(startMs).toISOString();
          const state = getSubscriptionState(
            withProvider({ currentPeriodStart }, 'past_due'),
            new Date(startMs + elapsed),
          );
          const left = Math.max(Math.ceil((7 * DAY - elapsed) / DAY), 0);
          expect(state.paymentProblem?.graceDaysLeft).toBe(left);
          expect(state.isLocked).toBe(left === 0);
        },
      ),
      { numRuns: 1000 },
    );
  });

  describe('whatever the machine time zone', () => {
    const originalTz = process.env.TZ;
    afterEach(() => {
      process.env.TZ = originalTz;
    });

    // Instants where local calendars jump: DST changes (US, EU, Lord Howe's 30-minute shift, southern
    // hemisphere) and month ends, including a leap day.
    const edges = [
      '2026-03-08T07:00:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2026-11-01T06:00:00Z',
      '2026-04-04T15:00:00Z',
      '2026-10-03T16:00:00Z',
      '2026-01-31T23:30:00Z',
      '2026-02-28T23:59:59Z',
      '2028-02-29T12:00:00Z',
      '2026-12-31T23:00:00Z',
    ].map((iso) => Date.parse(iso));
    const zones = ['America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'America/Santiago'];
    const aroundEdges = fc.record({
      edge: fc.constantFrom(...edges),
      // "now" up to 8 days either side of the jump, the end up to 10 days after "now", to the millisecond.
      before: fc.integer({ min: -8 * DAY, max: 8 * DAY }),
      length: fc.integer({ min: -DAY, max: 10 * DAY }),
    });

    it('gives the same trial days left in every time zone around DST changes and month ends', () => {
      fc.assert(
        fc.property(aroundEdges, fc.constantFrom(...zones), ({ edge, before, length }, zone) => {
          const from = new Date(edge + before);
          const trialEnd = new Date(edge + before + length).toISOString();
          process.env.TZ = 'UTC';
          const inUtc = getSubscriptionState(withProvider({ trialEnd }, 'trialing'), from).trial;
          process.env.TZ = zone;
          const inZone = getSubscriptionState(withProvider({ trialEnd }, 'trialing'), from).trial;
          expect(inZone).toEqual(inUtc);
          expect(inZone?.daysLeft).toBe(Math.max(Math.ceil(length / DAY), 0));
        }),
        { numRuns: 1000 },
      );
    });

    it('says "ends today" exactly when the trial is still running and ends on the UTC date of now, in every time zone', () => {
      fc.assert(
        fc.property(aroundEdges, fc.constantFrom(...zones), ({ edge, before, length }, zone) => {
          const from = new Date(edge + before);
          const trialEnd = new Date(edge + before + length).toISOString();
          process.env.TZ = 'UTC';
          const inUtc = getSubscriptionState(withProvider({ trialEnd }, 'trialing'), from);
          process.env.TZ = zone;
          const inZone = getSubscriptionState(withProvider({ trialEnd }, 'trialing'), from);
          const sameUtcDate = trialEnd.slice(0, 10) === from.toISOString().slice(0, 10);
          expect(inZone.trial?.endsToday).toBe(inUtc.trial?.endsToday);
          expect(inZone.trial?.endsToday).toBe(length > 0 && sameUtcDate);
          const banner = inZone.banners.find((candidate) => candidate.kind === 'trial');
          expect(banner?.endsToday ?? false).toBe(length > 0 && sameUtcDate);
          // A trial ending later today always has the one rounded-up day left.
          if (inZone.trial?.endsToday) expect(inZone.trial.daysLeft).toBe(1);
        }),
        { numRuns: 1000 },
      );
    });

    it('gives the same grace days left in every time zone around DST changes and month ends', () => {
      fc.assert(
        fc.property(aroundEdges, fc.constantFrom(...zones), ({ edge, before, length }, zone) => {
          const currentPeriodStart = new Date(edge + before).toISOString();
          const at = new Date(edge + before + length);
          process.env.TZ = 'UTC';
          const inUtc = getSubscriptionState(withProvider({ currentPeriodStart }, 'PAST_DUE'), at);
          process.env.TZ = zone;
          const inZone = getSubscriptionState(withProvider({ currentPeriodStart }, 'PAST_DUE'), at);
          expect(inZone.paymentProblem).toEqual(inUtc.paymentProblem);
          const left = Math.max(Math.ceil((7 * DAY - length) / DAY), 0);
          expect(inZone.paymentProblem?.graceDaysLeft).toBe(left);
          expect(inZone.isLocked).toBe(left === 0);
        }),
        { numRuns: 1000 },
      );
    });

    it('counts the same days across DST changes and month ends', () => {
      const cases: Array<[string, string, number]> = [
        ['2026-03-07T12:00:00Z', '2026-03-14T12:00:00Z', 7], // US spring forward
        ['2026-03-28T12:00:00Z', '2026-04-04T12:00:00Z', 7], // EU spring forward
        ['2026-10-24T12:00:00Z', '2026-10-31T12:00:00Z', 7], // EU fall back
        ['2026-01-28T00:00:00Z', '2026-02-04T00:00:00Z', 7], // month end
        ['2028-02-25T00:00:00Z', '2028-03-03T00:00:00Z', 7], // leap February
      ];
      for (const tz of [
        'UTC',
        'America/New_York',
        'Europe/Berlin',
        'Australia/Lord_Howe',
        'Pacific/Kiritimati',
      ]) {
        process.env.TZ = tz;
        for (const [from, trialEnd, days] of cases) {
          const state = getSubscriptionState(withProvider({ trialEnd }, 'trialing'), new Date(from));
          expect(state.trial?.daysLeft).toBe(days);
        }
      }
    });
  });
});

describe('a pending Business to Starter change', () => {
  const isBusinessToStarterChange = (value: SubscriptionStateInput | null) =>
    getSubscriptionState(value, now).pendingChange?.isBusinessToStarter ?? false;

  it('is true only for a pending change from Business to Starter (spec §2: the notice adds text)', () => {
    const schedule = (pendingProduct: 'starter' | 'business') => ({
      pendingProduct,
      nextPhaseStart: '2026-07-01T00:00:00Z',
      pendingPriceAmount: 2900,
    });
    expect(
      isBusinessToStarterChange(subscription({ product: 'business', schedule: schedule('starter') })),
    ).toBe(true);
    expect(
      isBusinessToStarterChange(subscription({ product: 'enterprise', schedule: schedule('starter') })),
    ).toBe(false);
    expect(
      isBusinessToStarterChange(subscription({ product: 'starter', schedule: schedule('business') })),
    ).toBe(false);
    expect(isBusinessToStarterChange(subscription())).toBe(false);
    expect(isBusinessToStarterChange(null)).toBe(false);
  });
});

describe('getOrganizationLock (spec §4: the lock the product announces once)', () => {
  const failed = (periodStart: string | null, status = 'past_due') =>
    withProvider({ currentPeriodStart: periodStart }, status);

  it("is null within the grace period, and the period's lock from the instant the 7 days run out", () => {
    const periodStart = '2026-06-08T12:00:00.000Z';
    expect(
      getOrganizationLock(failed(periodStart), new Date(Date.parse(periodStart) + 7 * DAY - 1)),
    ).toBeNull();
    const lock = { periodStart, graceEndedAt: '2026-06-15T12:00:00.000Z' };
    expect(getOrganizationLock(failed(periodStart), new Date(Date.parse(periodStart) + 7 * DAY))).toEqual(
      lock,
    );
    // The same lock later on, and for unpaid (another payment problem) too: it is not a new one.
    expect(getOrganizationLock(failed(periodStart, 'UNPAID'), new Date('2026-07-30T00:00:00Z'))).toEqual(
      lock,
    );
  });

  it('agrees with the banners: locked exactly when getSubscriptionState says so', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('past_due', 'unpaid', 'payment_failed', 'active', 'trialing', 'canceled'),
        fc.option(fc.integer({ min: -30 * DAY, max: 30 * DAY })),
        (status, offset) => {
          const input = failed(
            offset == null ? null : new Date(now.getTime() + offset).toISOString(),
            status,
          );
          expect(getOrganizationLock(input, now) !== null).toBe(getSubscriptionState(input, now).isLocked);
        },
      ),
    );
  });

  it('is null once a payment succeeds, and a later failed period is a new lock', () => {
    expect(getOrganizationLock(failed('2026-05-01T00:00:00Z', 'active'), now)).toBeNull();
    expect(getOrganizationLock(failed('2026-06-01T00:00:00Z'), now)).toEqual({
      periodStart: '2026-06-01T00:00:00.000Z',
      graceEndedAt: '2026-06-08T00:00:00.000Z',
    });
  });

  it('names a lock without a period start by a fixed instant, so it is told once', () => {
    expect(getOrganizationLock(failed(null), now)).toEqual({
      periodStart: LOCK_WITHOUT_PERIOD_START,
      graceEndedAt: null,
    });
    expect(getOrganizationLock(null, now)).toBeNull();
  });
});
