// The soak in short (docs/decisions/0037-soak-and-chaos.md; `npm run soak` runs it for 30 minutes): two API processes
// on a PostgreSQL server of their own, about fifteen requests a second of mixed load for 100 s, PostgreSQL crashed
// (stop -m immediate) and later stopped fast, each time started again, and one API process killed and started again
// between the two. Slowness cannot break what is asserted: every write is sent again until answered, and then the
// database must match the answers exactly. Memory is printed, not asserted (two minutes on a busy machine is noise).
import { describe, expect, it } from 'vitest';

import { formatSoakReport } from './soak/report';
import { runSoak } from './soak/run-soak';

const LOAD_MS = 100_000;

describe('the soak, in short', () => {
  it(
    'loses no acknowledged write, applies none twice and answers no 5xx but 503 with Retry-After, through two PostgreSQL restarts and an API process killed',
    async () => {
      const progress: string[] = [];
      const result = await runSoak({
        durationMs: LOAD_MS,
        organizations: 8,
        pacing: {
          writeIntervalMs: 2500,
          pollIntervalMs: 1500,
          readIntervalMs: 5000,
          deviceIntervalMs: 2000,
          invitationsPerOrganization: 4,
          licenses: 20,
          // A key whose process died mid-write is taken over after 60 s (decision 0034): the deadline is beyond it.
          answerDeadlineMs: 150_000,
          freshnessGraceMs: 10_000,
          requestTimeoutMs: 10_000,
          lostAnswers: 0.05,
        },
        chaos: [
          { at: 0.2, action: { kind: 'postgres', mode: 'immediate' } },
          { at: 0.45, action: { kind: 'kill-api', process: 1 } },
          { at: 0.7, action: { kind: 'postgres', mode: 'fast' } },
        ],
        postgresDownMs: 2000,
        apiDownMs: 1000,
        // A test server: fsync off (a crash of the server, not of the machine, loses nothing with it off).
        fsync: false,
        memorySampleMs: 5000,
        warmUpMs: 20_000,
        recoveryDeadlineMs: 120_000,
        log: (line) => progress.push(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`),
      });
      // One block, not a line per step: the progress and the report together.
      console.log(`${progress.join('\n')}\n${formatSoakReport(result)}`);

      expect(result.checks.filter((check) => !check.passed)).toEqual([]);
      expect(result.violations).toEqual([]);
      // The database against the answers, count for count.
      const { acknowledged } = result.writes;
      expect(result.figures.licenses).toBe(acknowledged.assign);
      expect(result.figures.revoked).toBe(
        (acknowledged.revoke ?? 0) + result.figures.revocationsWithLostAnswer,
      );
      expect(result.figures.claimed).toBe((acknowledged.claim ?? 0) + result.figures.claimsWithLostAnswer);
      // A claim sent again after its answer was lost gets its licence back (decision 0043): none is left without a key.
      expect(result.figures.claimsWithLostAnswer).toBe(0);
      expect(result.figures.invitations).toBe(
        (acknowledged.invite ?? 0) + result.figures.invitationsWithLostAnswer,
      );
      // The chaos happened and was seen: each step done, every process answering again after it, outages answered
      // 503, and lost answers sent again and answered from the first.
      expect(result.chaos.map((record) => record.step.action.kind)).toEqual([
        'postgres',
        'kill-api',
        'postgres',
      ]);
      for (const record of result.chaos)
        expect(record.answeredAgainAfterMs.every((ms) => ms !== undefined)).toBe(true);
      expect(result.metrics.total(503)).toBeGreaterThan(0);
      const assign = result.metrics.summary().find((row) => row.kind === 'assign')!;
      expect(assign.lost).toBeGreaterThan(0);
      expect(assign.replayed).toBeGreaterThan(0);
      expect(acknowledged.assign).toBeGreaterThan(50);
    },
    // Two processes to start, 100 s of load, a write held up to 60 s by a key whose process was killed: on a busy
    // two-core machine the whole takes about 2.5 minutes; this only fails a hang.
    480_000,
  );
});
