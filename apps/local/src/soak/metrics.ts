// What the soak's clients saw: every HTTP exchange by kind, process and outcome, its latency, and the answers the
// soak may never get (a 5xx other than 503 with Retry-After).

/** The kinds of call the load makes; `token` is the identity provider's token endpoint (renewals, sign-ins). */
export const REQUEST_KINDS = [
  'read',
  'poll',
  'assign',
  'revoke',
  'invite',
  'claim',
  'report',
  'token',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** An HTTP status, or what came instead of one. */
export type Outcome = number | 'network' | 'timeout';

/** What a violation breaks: the 5xx rule, freshness of polls and reads, or an answer in time. */
export type ViolationCategory = 'server-error' | 'stale' | 'unanswered';

export interface Violation {
  category: ViolationCategory;
  at: number;
  kind: RequestKind;
  /** The API process (index) that answered; -1 for the identity provider's proxy. */
  process: number;
  what: string;
}

interface KindStats {
  outcomes: Map<Outcome, number>;
  latencies: number[];
  replayed: number;
  /** Answers the client dropped on purpose (load.ts, `lostAnswers`). */
  lost: number;
}

export class SoakMetrics {
  readonly started = Date.now();
  private readonly kinds = new Map<RequestKind, KindStats>();
  readonly violations: Violation[] = [];
  /** When each API process answered a 2xx, in order: to tell when it served again after an outage. */
  private readonly answeredAt = new Map<number, number[]>();

  private stats(kind: RequestKind): KindStats {
    let stats = this.kinds.get(kind);
    if (!stats) {
      stats = { outcomes: new Map(), latencies: [], replayed: 0, lost: 0 };
      this.kinds.set(kind, stats);
    }
    return stats;
  }

  record(
    kind: RequestKind,
    process: number,
    outcome: Outcome,
    ms: number,
    answer?: { retryAfter: string | null; replayed: boolean },
  ): void {
    const stats = this.stats(kind);
    stats.outcomes.set(outcome, (stats.outcomes.get(outcome) ?? 0) + 1);
    stats.latencies.push(ms);
    if (answer?.replayed) stats.replayed += 1;
    if (typeof outcome !== 'number') return;
    if (outcome >= 200 && outcome < 300 && process >= 0) {
      let times = this.answeredAt.get(process);
      if (!times) this.answeredAt.set(process, (times = []));
      times.push(Date.now());
    }
    // The contract's only 5xx is 503 with Retry-After (decision 0018): anything else is a fault to find.
    if (outcome >= 500 && !(outcome === 503 && answer?.retryAfter))
      this.violate(
        'server-error',
        kind,
        process,
        `answered ${outcome}${outcome === 503 ? ' without Retry-After' : ''}`,
      );
  }

  lose(kind: RequestKind): void {
    this.stats(kind).lost += 1;
  }

  violate(category: ViolationCategory, kind: RequestKind, process: number, what: string): void {
    this.violations.push({ category, at: Date.now(), kind, process, what });
  }

  violationsOf(category: ViolationCategory): Violation[] {
    return this.violations.filter((violation) => violation.category === category);
  }

  /** The first 2xx that `process` answered at or after `since`, or undefined. */
  firstAnswerAfter(process: number, since: number): number | undefined {
    const times = this.answeredAt.get(process) ?? [];
    let low = 0;
    let high = times.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (times[middle]! < since) low = middle + 1;
      else high = middle;
    }
    return times[low];
  }

  count(kind: RequestKind, outcome: Outcome): number {
    return this.kinds.get(kind)?.outcomes.get(outcome) ?? 0;
  }

  /** Every kind seen: its outcomes, the latency percentiles of its exchanges and how many were replays. */
  summary(): Array<{
    kind: RequestKind;
    total: number;
    outcomes: Array<[Outcome, number]>;
    p50: number;
    p99: number;
    max: number;
    replayed: number;
    lost: number;
  }> {
    return REQUEST_KINDS.flatMap((kind) => {
      const stats = this.kinds.get(kind);
      if (!stats) return [];
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      return [
        {
          kind,
          total: sorted.length,
          outcomes: [...stats.outcomes].sort(([a], [b]) => String(a).localeCompare(String(b))),
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          max: sorted.at(-1) ?? 0,
          replayed: stats.replayed,
          lost: stats.lost,
        },
      ];
    });
  }

  /** Answers of `status` over every kind. */
  total(status: Outcome): number {
    let sum = 0;
    for (const stats of this.kinds.values()) sum += stats.outcomes.get(status) ?? 0;
    return sum;
  }
}

/** The nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
