// The mail outbox (docs/decisions/0025-invitation-mail.md): a change that causes a mail writes the mail's row in
// its own transaction, and the sender (mail/sender.ts) delivers it later. The change never waits on, or fails
// with, the mail server.
import { randomUUID } from 'node:crypto';

import type { Executor } from '../db/schema';

/** Every kind of mail the API sends; the kind is logged, the contents never are. */
export type MailKind =
  | 'invitation'
  | 'invitation-accepted'
  | 'payment-failed'
  | 'trial-ending'
  | 'idle-seats-released'
  | 'webhook-endpoint-disabled';

/** One mail as the message builders (mail/messages.ts) make it. */
export interface OutgoingMail {
  kind: MailKind;
  /** The organization the mail is about; its deletion drops the mails not yet sent. */
  organizationId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues a mail, due now, in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(trx: Executor, mail: OutgoingMail): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      kind: mail.kind,
      organization_id: mail.organizationId,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
    })
    .execute();
}
