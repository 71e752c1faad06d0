// The soak's report, as `npm run soak` prints it and the test logs it.
import type { ChaosRecord, SoakResult } from './run-soak';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padStart = (text: string | number, width: number) => String(text).padStart(width);
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

function chaosLine(record: ChaosRecord): string {
  const { action } = record.step;
  const what =
    action.kind === 'postgres'
      ? `PostgreSQL stop -m ${action.mode}, start`
      : `api-${action.process + 1} SIGKILL, start`;
  const back = action.kind === 'postgres' ? 'accepting again' : 'ready again';
  const answered = record.answeredAgainAfterMs
    .map((ms, index) => `api-${index + 1} ${ms === undefined ? 'never' : seconds(ms)}`)
    .join(', ');
  return `  at ${pad(seconds(record.startedAtMs), 8)} ${pad(what, 34)} stopped in ${seconds(record.stopMs)}, ${back} after ${seconds(record.backAfterMs)}; 2xx again after: ${answered}`;
}

export function formatSoakReport(result: SoakResult): string {
  const { metrics, options } = result;
  const out: string[] = [];
  const totalRequests = metrics.summary().reduce((sum, row) => sum + row.total, 0);
  out.push(
    '',
    `Soak: ${seconds(result.loadMs)} of load on ${options.organizations} organizations, two API processes, PostgreSQL ` +
      `with fsync ${options.fsync ? 'on' : 'off'}; drained in ${seconds(result.drainMs)}. ` +
      `${totalRequests} requests (${(totalRequests / (result.loadMs / 1000)).toFixed(1)}/s).`,
    '',
    'Requests by kind (every HTTP exchange, retries included; token: the identity provider through its proxy; replayed:',
    `answered with Idempotent-Replayed; lost: answers the client dropped on purpose, ${(options.pacing.lostAnswers * 100).toFixed(1)} % of writes):`,
    `  ${pad('kind', 7)} ${padStart('total', 7)} ${padStart('p50 ms', 8)} ${padStart('p99 ms', 8)} ${padStart('max ms', 8)} ${padStart('replayed', 9)} ${padStart('lost', 5)}  outcomes`,
  );
  for (const row of metrics.summary())
    out.push(
      `  ${pad(row.kind, 7)} ${padStart(row.total, 7)} ${padStart(row.p50.toFixed(0), 8)} ${padStart(row.p99.toFixed(0), 8)} ${padStart(row.max.toFixed(0), 8)} ${padStart(row.replayed, 9)} ${padStart(row.lost, 5)}  ${row.outcomes.map(([outcome, count]) => `${outcome}: ${count}`).join(', ')}`,
    );
  const byKind = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ') || 'none';
  out.push(
    '',
    `Answers 503 (with Retry-After): ${metrics.total(503)}; 429: ${metrics.total(429)}; no answer (network): ` +
      `${metrics.total('network')}; timeouts: ${metrics.total('timeout')}`,
    `Writes acknowledged: ${byKind(result.writes.acknowledged)}`,
    `Writes refused: ${byKind(result.writes.refused)}; given up: ${byKind(result.writes['given-up'])}`,
    `Database: ${result.figures.licenses} licences (${result.figures.revoked} revoked, ${result.figures.claimed} claimed), ` +
      `${result.figures.invitations} invitations; claims done whose answer was lost: ${result.figures.claimsWithLostAnswer}; ` +
      `invitations and revocations answered "already done" by their own repeat: ` +
      `${result.figures.invitationsWithLostAnswer + result.figures.revocationsWithLostAnswer}`,
    '',
    'Chaos (times from the load start; "2xx again": from the step start until each process answered a 2xx once back;',
    'for the process a kill left alone, its first 2xx after the kill):',
    ...result.chaos.map(chaosLine),
    '',
    `Memory after warm-up (${seconds(options.warmUpMs)} after each process's load begins; heap measured after a full GC), MiB:`,
  );
  for (const growth of result.memory)
    out.push(
      `  ${pad(growth.label, 18)} pid ${pad(growth.pid, 7)} ${padStart(growth.samples, 4)} samples over ${growth.minutes.toFixed(1)} min: ` +
        `RSS ${growth.rssMiB.first.toFixed(1)} → ${growth.rssMiB.last.toFixed(1)} (${signed(growth.rssMiB.perHour)}/h), ` +
        `heap ${growth.heapMiB.first.toFixed(1)} → ${growth.heapMiB.last.toFixed(1)} (${signed(growth.heapMiB.perHour)}/h)`,
    );
  out.push('', 'API logs, warn and above (by process and message):');
  for (const log of result.logs) {
    const counts = [...log.counts].map(([message, count]) => `${message} ×${count}`).join('; ');
    out.push(`  ${pad(log.label, 18)} ${counts || 'nothing'}`);
    for (const error of log.errors) out.push(`    ${error}`);
  }
  out.push('', 'Checks:');
  for (const check of result.checks)
    out.push(`  ${check.passed ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  if (result.violations.length > 0) {
    out.push('', `Violations (${result.violations.length}, the first 20):`);
    for (const violation of result.violations.slice(0, 20))
      out.push(
        `  ${seconds(violation.at - metrics.started)} ${violation.kind} ${violation.process >= 0 ? `api-${violation.process + 1} ` : ''}${violation.what}`,
      );
  }
  out.push('', result.passed ? 'Soak PASSED.' : 'Soak FAILED.', '');
  return out.join('\n');
}
