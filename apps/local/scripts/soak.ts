// `npm run soak`: 30 minutes of mixed load on two API processes and a PostgreSQL server of their own, with
// PostgreSQL stopped and started twice (fast, then as a crash) and one API process killed and started again; then
// the report (requests, acknowledged writes, checks, 503s and 429s, latencies, restart timings, memory growth per
// hour). Exits 1 when a check fails. Knobs (environment): SOAK_MINUTES (30), SOAK_ORGANIZATIONS (16),
// SOAK_POSTGRES_DOWN_SECONDS (5), SOAK_API_DOWN_SECONDS (5), SOAK_WARM_UP_MINUTES (5), SOAK_MEMORY_SAMPLE_SECONDS (10),
// SOAK_LOST_ANSWERS (0.02: the share of write answers the clients drop, so that they send the write again with its key),
// SOAK_FSYNC (on; `off` for a quick try).
import { formatSoakReport } from '../src/soak/report';
import { runSoak } from '../src/soak/run-soak';

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number ≥ 0`);
  return value;
};

const minutes = number('SOAK_MINUTES', 30);
const durationMs = minutes * 60_000;
const started = Date.now();
const log = (line: string) =>
  console.log(`[soak ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s] ${line}`);

const result = await runSoak({
  durationMs,
  organizations: number('SOAK_ORGANIZATIONS', 16),
  pacing: {
    writeIntervalMs: 2500,
    pollIntervalMs: 1000,
    readIntervalMs: 4000,
    deviceIntervalMs: 1500,
    // About one write in ten, and below the limit of 100 a day per organization (a repeat counts too).
    invitationsPerOrganization: Math.min(80, Math.ceil(durationMs / 25_000)),
    licenses: 30,
    answerDeadlineMs: 5 * 60_000,
    freshnessGraceMs: 10_000,
    requestTimeoutMs: 10_000,
    lostAnswers: number('SOAK_LOST_ANSWERS', 0.02),
  },
  chaos: [
    { at: 0.25, action: { kind: 'postgres', mode: 'fast' } },
    { at: 0.5, action: { kind: 'kill-api', process: 1 } },
    { at: 0.75, action: { kind: 'postgres', mode: 'immediate' } },
  ],
  postgresDownMs: number('SOAK_POSTGRES_DOWN_SECONDS', 5) * 1000,
  apiDownMs: number('SOAK_API_DOWN_SECONDS', 5) * 1000,
  fsync: process.env.SOAK_FSYNC !== 'off',
  memorySampleMs: number('SOAK_MEMORY_SAMPLE_SECONDS', 10) * 1000,
  warmUpMs: Math.min(number('SOAK_WARM_UP_MINUTES', 5) * 60_000, durationMs / 4),
  recoveryDeadlineMs: 5 * 60_000,
  log,
});

console.log(formatSoakReport(result));
process.exit(result.passed ? 0 : 1);
