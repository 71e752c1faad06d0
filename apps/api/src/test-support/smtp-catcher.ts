// Test support: an SMTP server on 127.0.0.1 that keeps what it is sent, for the mail sender's tests (the mail
// catcher of `npm start`, with its web inbox, is apps/local's).
import type { Server as NetServer } from 'node:net';

import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** The To header as written. */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface SmtpCatcher {
  smtpPort: number;
  /** Newest first; `to` keeps those sent to that address (any case). */
  messages(to?: string): CaughtMail[];
  clear(): void;
  close(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export async function startSmtpCatcher(options: { smtpPort: number }): Promise<SmtpCatcher> {
  let caught: Array<CaughtMail & { recipients: string[] }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((recipient) => recipient.address);
          caught.unshift({
            to:
              addresses(parsed.to)
                .map((entry) => entry.text)
                .join(', ') || envelope.join(', '),
            from: addresses(parsed.from)
              .map((entry) => entry.text)
              .join(', '),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            recipients: [
              ...envelope,
              ...addresses(parsed.to).flatMap((entry) => entry.value.map((address) => address.address ?? '')),
            ].map((address) => address.toLowerCase()),
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  const server = smtp.server as NetServer;
  const smtpPort = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
    smtp.listen(options.smtpPort, '127.0.0.1');
  });
  return {
    smtpPort,
    messages: (to) =>
      caught
        .filter((mail) => !to || mail.recipients.includes(to.trim().toLowerCase()))
        .map(({ recipients: _recipients, ...mail }) => mail),
    clear() {
      caught = [];
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
