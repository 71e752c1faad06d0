// The mail outbox's sender, one per API process (docs/decisions/0025-invitation-mail.md): it claims due rows with
// `FOR UPDATE SKIP LOCKED` and a lease, sends them over SMTP and retries with a growing delay; delivery is at least
// once. The same loop queues the trial-ending notices (mail/billing-notices.ts).
import { createTransport } from 'nodemailer';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { createPollingLoop, type JobLogger } from '../jobs/polling-loop';
import { enqueueTrialEndingNotices } from './billing-notices';

/** What the sender needs of a nodemailer transport; tests may hand in their own. */
export interface MailTransport {
  sendMail(message: { to: string; subject: string; text: string; html: string }): Promise<unknown>;
  close?(): void;
}

/** The log calls the sender makes (a background job's). Only ids, kinds and error texts are logged. */
export type MailLogger = JobLogger;

export interface MailSenderOptions {
  db: Kysely<Database>;
  /** Null: no SMTP server is configured; mail is queued and not sent (logged once). */
  transport: MailTransport | null;
  logger: MailLogger;
  /** The clock due times are read on; the stack's (tests move it). */
  clock?: () => Date;
  /** How often the outbox is looked at. Default 5 s. */
  pollIntervalMs?: number;
  /** Where the console is, for the links of the trial-ending notices. */
  consoleOrigin: string;
  /** How often trials ending soon are looked for. Default 5 minutes. */
  trialCheckIntervalMs?: number;
}

export interface MailSender {
  /** Starts the polling loop (idempotent). */
  start(): void;
  /** Stops the loop and waits for the send in flight, if any. */
  stop(): Promise<void>;
  /** Sends everything due now, to the end (tests; the loop calls it on each tick); answers how many it sent. */
  drain(): Promise<number>;
  /** Queues the notices of trials ending soon (the loop calls it every few minutes; tests call it directly). */
  checkTrials(): Promise<number>;
}

const DEFAULT_POLL_INTERVAL_MS = 5000;
const DEFAULT_TRIAL_CHECK_INTERVAL_MS = 5 * 60_000;
/** How many rows one claim takes. */
const CLAIM_BATCH = 10;
/**
 * How long a claimed row belongs to its sender: longer than a send can take with the transport's timeouts below,
 * so a row is only taken again when its sender died.
 */
const LEASE_MS = 5 * 60_000;
/** The first retry's delay; it doubles with each failure, up to the cap. */
const FIRST_RETRY_MS = 5000;
const MAX_RETRY_MS = 60 * 60_000;
/** After about this long of failures, a row is given up: kept unsent, with its last error. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Errors are kept short: enough to say what went wrong. */
const MAX_ERROR_LENGTH = 500;

/** The delay after the `attempts`th failed attempt: 5 s, 10 s, 20 s… up to 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_MS);
}

/** The attempts made before a row is given up: as many as the retry delays take to add up to about a day. */
export const MAX_MAIL_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < GIVE_UP_AFTER_MS; attempts += 1) waited += retryDelayMs(attempts);
  return attempts;
})();

/** The SMTP transport for SMTP_URL (e.g. smtp://127.0.0.1:1025), with timeouts well inside the lease. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  return createTransport(
    { url: smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 },
    { from },
  );
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, logger } = options;
  const clock = options.clock ?? (() => new Date());
  let lastTrialCheck = 0;
  let toldUnsent = false;

  async function claim(): Promise<ClaimedMail[]> {
    const now = clock();
    return db
      .updateTable('mail_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: new Date(now.getTime() + LEASE_MS),
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          // A mail never tried is due at once, whatever the sender's clock says; a tried one when its delay is up.
          .where((where) => where.or([where('attempts', '=', 0), where('next_attempt_at', '<=', now)]))
          .where('attempts', '<', MAX_MAIL_ATTEMPTS)
          .orderBy('next_attempt_at')
          .limit(CLAIM_BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
      .execute();
  }

  async function send(mail: ClaimedMail, smtp: MailTransport): Promise<boolean> {
    try {
      await smtp.sendMail({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    } catch (error) {
      const message = errorText(error);
      const givenUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
      await db
        .updateTable('mail_outbox')
        .set({
          last_error: message,
          next_attempt_at: new Date(clock().getTime() + retryDelayMs(mail.attempts)),
        })
        .where('id', '=', mail.id)
        .execute();
      logger.warn(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, error: message },
        givenUp ? 'mail not sent: giving up' : 'mail not sent: will retry',
      );
      return false;
    }
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: clock(), last_error: null })
      .where('id', '=', mail.id)
      .execute();
    logger.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
    return true;
  }

  async function drain(): Promise<number> {
    if (!transport) {
      if (!toldUnsent) {
        toldUnsent = true;
        logger.warn({}, 'mail is queued but not sent: no SMTP server is configured (SMTP_URL)');
      }
      return 0;
    }
    let sent = 0;
    for (;;) {
      const claimed = await claim();
      for (const [index, mail] of claimed.entries()) {
        if (loop.stopping) {
          await release(claimed.slice(index));
          return sent;
        }
        if (await send(mail, transport)) sent += 1;
      }
      if (claimed.length < CLAIM_BATCH || loop.stopping) return sent;
    }
  }

  /** Hands back rows claimed and not tried (at a stop): due again at once, for this process or another. */
  async function release(mails: readonly ClaimedMail[]): Promise<void> {
    if (mails.length === 0) return;
    await db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '-', 1), next_attempt_at: clock() }))
      .where(
        'id',
        'in',
        mails.map((mail) => mail.id),
      )
      .execute();
  }

  function checkTrials(): Promise<number> {
    return enqueueTrialEndingNotices(db, { consoleOrigin: options.consoleOrigin, now: clock() });
  }

  const loop = createPollingLoop({
    intervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    async tick() {
      const trialInterval = options.trialCheckIntervalMs ?? DEFAULT_TRIAL_CHECK_INTERVAL_MS;
      if (Date.now() - lastTrialCheck >= trialInterval) {
        lastTrialCheck = Date.now();
        await checkTrials();
      }
      await drain();
    },
    onError: (error) => logger.warn({ error: errorText(error) }, 'the mail outbox could not be read'),
  });

  return {
    start: () => loop.start(),
    async stop() {
      await loop.stop();
      transport?.close?.();
    },
    drain,
    checkTrials,
  };
}

interface ClaimedMail {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/** An error's message, short; never its stack or the objects it carries. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
