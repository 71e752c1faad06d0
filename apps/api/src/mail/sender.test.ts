// The outbox and its sender on a real database, sending over real SMTP to a catcher (test-support/smtp-catcher.ts).
import { randomUUID } from 'node:crypto';

import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { freePort } from '../test-support/free-port';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../test-support/smtp-catcher';
import { openTestDatabase, TEST_DRIVERS, emptyTables } from '../test-support/test-database';
import { invitationAcceptUrl, invitationMail } from './messages';
import { enqueueMail, type OutgoingMail } from './outbox';
import {
  createMailSender,
  createSmtpTransport,
  MAX_MAIL_ATTEMPTS,
  retryDelayMs,
  type MailLogger,
  type MailSenderOptions,
  type MailTransport,
} from './sender';

const CONSOLE = 'http://127.0.0.1:5173';
const FROM = 'Pod Console <no-reply@pod-console.local>';
const HOUR_MS = 3_600_000;

function recordingLogger(): MailLogger & {
  lines: Array<{ level: string; details: object; message: string }>;
} {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  return {
    lines,
    info: (details, message) => lines.push({ level: 'info', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
}

/** An invitation's mail, of no organization in the database (the outbox row's organization may be null). */
function invitationTo(to: string): OutgoingMail {
  const mail = invitationMail({
    to,
    organizationId: randomUUID(),
    organizationName: 'Acme Robotics',
    inviterName: 'Ada Lovelace',
    role: 'ADMIN',
    expiresAt: new Date('2026-11-30T10:00:00.000Z'),
    acceptUrl: invitationAcceptUrl(CONSOLE, '0b7f1e7c-2a1b-4a59-8f2d-6f1a3a2b9c01'),
  });
  return { ...mail, organizationId: null };
}

async function inboxMessages(inbox: SmtpCatcher, to?: string): Promise<CaughtMail[]> {
  return inbox.messages(to);
}

describe.each(TEST_DRIVERS)('the mail outbox on %s', (driver) => {
  let database: OpenDatabase;
  let inbox: SmtpCatcher;
  const clock = { now: new Date() };

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    inbox = await startSmtpCatcher({ smtpPort: 0 });
  });
  afterAll(async () => {
    await inbox?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await emptyTables(database.db);
    await sql`truncate mail_outbox, mail_notices`.execute(database.db);
    inbox.clear();
    clock.now = new Date();
  });

  function sender(overrides: Partial<MailSenderOptions> = {}) {
    return createMailSender({
      db: database.db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${inbox.smtpPort}`, FROM),
      logger: recordingLogger(),
      clock: () => clock.now,
      consoleOrigin: CONSOLE,
      ...overrides,
    });
  }

  const outbox = () => database.db.selectFrom('mail_outbox').selectAll().orderBy('created_at').execute();

  it('delivers a queued mail over SMTP, once', async () => {
    await database.db
      .transaction()
      .execute((trx) => enqueueMail(trx, invitationTo('new.member@example.com')));
    const logger = recordingLogger();
    const mail = sender({ logger });

    expect(await mail.drain()).toBe(1);
    const [message, ...others] = await inboxMessages(inbox, 'New.Member@example.com');
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      to: 'new.member@example.com',
      subject: 'Ada Lovelace invited you to Acme Robotics on Pod Console',
    });
    expect(message!.from).toContain('no-reply@pod-console.local');
    expect(message!.text).toContain(`${CONSOLE}/invitations/0b7f1e7c-2a1b-4a59-8f2d-6f1a3a2b9c01`);
    expect(message!.html).toContain('<a href="http://127.0.0.1:5173/invitations/');
    const [row] = await outbox();
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row!.sent_at).toBeInstanceOf(Date);
    // Ids and kinds only: never the address, the subject or the link.
    expect(logger.lines).toEqual([
      { level: 'info', details: { mailId: row!.id, kind: 'invitation' }, message: 'mail sent' },
    ]);

    expect(await mail.drain()).toBe(0);
    expect(await inboxMessages(inbox)).toHaveLength(1);
  });

  it('sends nothing for a change that rolls back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, invitationTo('rolled.back@example.com'));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await sender().drain()).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('keeps a mail the server refused with its error, and sends it once the server answers', async () => {
    const closedPort = await freePort();
    const logger = recordingLogger();
    const failing = sender({
      transport: createSmtpTransport(`smtp://127.0.0.1:${closedPort}`, FROM),
      logger,
    });
    await enqueueMail(database.db, invitationTo('later@example.com'));

    expect(await failing.drain()).toBe(0);
    const [failed] = await outbox();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null });
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.next_attempt_at.getTime()).toBe(clock.now.getTime() + retryDelayMs(1));
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatchObject({
      level: 'warn',
      details: { mailId: failed!.id, kind: 'invitation', attempts: 1 },
    });
    expect(JSON.stringify(logger.lines)).not.toContain('later@example.com');

    // Not due yet: nothing is tried.
    expect(await failing.drain()).toBe(0);
    expect((await outbox())[0]!.attempts).toBe(1);

    const late = await startSmtpCatcher({ smtpPort: closedPort });
    try {
      clock.now = new Date(clock.now.getTime() + retryDelayMs(1));
      expect(await failing.drain()).toBe(1);
      expect((await inboxMessages(late)).map((message) => message.to)).toEqual(['later@example.com']);
      const [sent] = await outbox();
      expect(sent).toMatchObject({ attempts: 2, last_error: null });
      expect(sent!.sent_at).toBeInstanceOf(Date);
    } finally {
      await late.close();
    }
  });

  it('retries after 5 s doubling up to an hour, and gives up after about a day keeping the last error', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30)).toBe(HOUR_MS);
    const waited = Array.from({ length: MAX_MAIL_ATTEMPTS - 1 }, (_, index) =>
      retryDelayMs(index + 1),
    ).reduce((sum, delay) => sum + delay, 0);
    expect(waited).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(waited - retryDelayMs(MAX_MAIL_ATTEMPTS - 1)).toBeLessThan(24 * HOUR_MS);

    const closedPort = await freePort();
    const failing = sender({ transport: createSmtpTransport(`smtp://127.0.0.1:${closedPort}`, FROM) });
    await enqueueMail(database.db, invitationTo('never@example.com'));
    await database.db
      .updateTable('mail_outbox')
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .execute();
    expect(await failing.drain()).toBe(0);
    clock.now = new Date(clock.now.getTime() + 2 * HOUR_MS);
    expect(await failing.drain()).toBe(0);
    const [kept] = await outbox();
    expect(kept).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sent_at: null });
    expect(kept!.last_error).toBeTruthy();
    // Not tried again, even with a server answering.
    expect(await sender().drain()).toBe(0);
  });

  it('never sends one row twice from two senders', async () => {
    const count = 30;
    for (let index = 0; index < count; index += 1) {
      await enqueueMail(database.db, invitationTo(`member-${index}@example.com`));
    }
    const sent: string[] = [];
    // Each sender's first send waits until the other has claimed rows too: both hold claims at once.
    const arrived: Array<() => void> = [];
    const bothSending = Promise.all(
      [0, 1].map((index) => new Promise<void>((resolve) => (arrived[index] = resolve))),
    );
    const transport = (index: number): MailTransport => ({
      async sendMail(message) {
        arrived[index]!();
        await Promise.race([bothSending, new Promise((resolve) => setTimeout(resolve, 5000))]);
        sent.push(message.to);
      },
    });
    const [first, second] = await Promise.all([
      sender({ transport: transport(0) }).drain(),
      sender({ transport: transport(1) }).drain(),
    ]);
    expect(first + second).toBe(count);
    expect(Math.min(first, second)).toBeGreaterThan(0);
    expect(new Set(sent).size).toBe(count);
    expect(sent).toHaveLength(count);
    const rows = await outbox();
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  });

  it('stops after the send in flight, handing back what it claimed and did not try', async () => {
    await enqueueMail(database.db, invitationTo('first@example.com'));
    await enqueueMail(database.db, invitationTo('second@example.com'));
    let release!: () => void;
    let started!: () => void;
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const sent: string[] = [];
    const mail = sender({
      transport: {
        sendMail: (message) =>
          new Promise<void>((resolve) => {
            started();
            release = () => {
              sent.push(message.to);
              resolve();
            };
          }),
      },
    });
    mail.start();
    await sending;
    let stopped = false;
    const stopping = mail.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(sent).toHaveLength(1);
    const rows = await outbox();
    expect(rows.filter((row) => row.sent_at !== null)).toHaveLength(1);
    expect(rows.find((row) => row.sent_at === null)).toMatchObject({ attempts: 0 });
  });

  it('without an SMTP server keeps mail queued and says so once', async () => {
    const logger = recordingLogger();
    const mail = sender({ transport: null, logger });
    await enqueueMail(database.db, invitationTo('queued@example.com'));
    expect(await mail.drain()).toBe(0);
    expect(await mail.drain()).toBe(0);
    expect(logger.lines).toEqual([
      {
        level: 'warn',
        details: {},
        message: 'mail is queued but not sent: no SMTP server is configured (SMTP_URL)',
      },
    ]);
    expect(await outbox()).toMatchObject([{ attempts: 0, sent_at: null }]);
  });

  it('queues the trial-ending notice to the Owner and Billing members, once per trial end', async () => {
    const users = ['owner', 'billing', 'admin'].map((name) => ({
      id: randomUUID(),
      email: `${name}@example.com`,
    }));
    await database.db
      .insertInto('users')
      .values(
        users.map((user) => ({
          id: user.id,
          subject: `sub-${user.id}`,
          email: user.email,
          first_name: null,
          last_name: null,
          system_role: 'USER' as const,
          selected_organization_id: null,
        })),
      )
      .execute();
    const organization = (name: string) => ({
      id: randomUUID(),
      name,
      owner_user_id: users[0]!.id,
      pod_admin_license_count: 1,
    });
    const ending = organization('Ending <Soon>');
    const later = organization('Ending later');
    await database.db.insertInto('organizations').values([ending, later]).execute();
    for (const organizationId of [ending.id, later.id]) {
      await database.db
        .insertInto('memberships')
        .values([
          { organization_id: organizationId, user_id: users[0]!.id, role: 'OWNER' },
          { organization_id: organizationId, user_id: users[1]!.id, role: 'BILLING' },
          { organization_id: organizationId, user_id: users[2]!.id, role: 'ADMIN' },
        ])
        .execute();
    }
    const trialing = (organizationId: string, trialEnd: Date) => ({
      organization_id: organizationId,
      product: 'business' as const,
      status: 'trialing',
      price_interval: 'month' as const,
      cancel_at_period_end: false,
      trial_end: trialEnd,
      current_period_start: clock.now,
      current_period_end: trialEnd,
    });
    const endsAt = new Date(clock.now.getTime() + 30 * HOUR_MS);
    await database.db
      .insertInto('subscriptions')
      .values([
        trialing(ending.id, endsAt),
        trialing(later.id, new Date(clock.now.getTime() + 5 * 24 * HOUR_MS)),
      ])
      .execute();

    expect(await sender().checkTrials()).toBe(1);
    // Another process, or this one a few minutes later: nothing more.
    expect(await sender().checkTrials()).toBe(0);
    clock.now = new Date(clock.now.getTime() + HOUR_MS);
    expect(await sender().checkTrials()).toBe(0);

    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.organization_id, row.to_address]).sort()).toEqual([
      ['trial-ending', ending.id, 'billing@example.com'],
      ['trial-ending', ending.id, 'owner@example.com'],
    ]);
    expect(rows[0]!.html_body).toContain('Ending &lt;Soon&gt;');
    expect(rows[0]!.text_body).toContain(`${CONSOLE}/billing`);

    // The loop sends them.
    expect(await sender().drain()).toBe(2);
    expect((await inboxMessages(inbox, 'owner@example.com'))[0]!.subject).toContain('Ending <Soon>');
  });
});
