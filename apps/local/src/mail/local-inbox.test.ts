// The local mail catcher over real SMTP (nodemailer) and HTTP.
import { createSmtpTransport, type MailTransport } from '@pod-console/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startLocalInbox, type InboxMessage, type LocalInbox } from './local-inbox';

const FROM = 'Pod Console <no-reply@pod-console.local>';

describe('the local mail catcher', () => {
  let inbox: LocalInbox;
  let smtp: MailTransport;

  beforeAll(async () => {
    inbox = await startLocalInbox({ smtpPort: 0, httpPort: 0 });
    smtp = createSmtpTransport(`smtp://127.0.0.1:${inbox.smtpPort}`, FROM);
  });
  afterAll(async () => {
    smtp?.close?.();
    await inbox?.close();
  });
  beforeEach(() => inbox.clear());

  const messages = async (query = '') => {
    const response = await fetch(`${inbox.url}/api/messages${query}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as InboxMessage[];
  };

  it('listens on 127.0.0.1 on the free ports it was given 0 for', () => {
    expect(inbox.smtpPort).toBeGreaterThan(0);
    expect(inbox.httpPort).toBeGreaterThan(0);
    expect(inbox.url).toBe(`http://127.0.0.1:${inbox.httpPort}`);
  });

  it('answers the caught mail newest first, filtered by recipient, and forgets it on DELETE', async () => {
    await smtp.sendMail({ to: 'ada@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await smtp.sendMail({
      to: 'Grace <grace@example.com>',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
    });

    const all = await messages();
    expect(all.map((message) => message.subject)).toEqual(['Second', 'First']);
    expect(all[0]).toMatchObject({ to: '"Grace" <grace@example.com>', text: 'two', html: '<p>two</p>' });
    expect(all[0]!.from).toContain('no-reply@pod-console.local');
    expect(Object.keys(all[0]!).sort()).toEqual(['date', 'from', 'html', 'id', 'subject', 'text', 'to']);
    expect(Number.isNaN(Date.parse(all[0]!.date))).toBe(false);

    expect((await messages('?to=GRACE@example.com')).map((message) => message.subject)).toEqual(['Second']);
    expect(await messages('?to=nobody@example.com')).toEqual([]);

    const deleted = await fetch(`${inbox.url}/api/messages`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(await messages()).toEqual([]);
  });

  it('refuses a mail over the size limit', async () => {
    const huge = 'x'.repeat(1024 * 1024 + 1);
    await expect(
      smtp.sendMail({ to: 'ada@example.com', subject: 'Huge', text: huge, html: huge }),
    ).rejects.toThrow();
    expect(await messages()).toEqual([]);
  });

  it('serves an accessible inbox page that runs no script and frames a mail in a sandbox', async () => {
    const empty = await fetch(`${inbox.url}/`);
    expect(empty.status).toBe(200);
    const emptyPage = await empty.text();
    expect(emptyPage).toContain('No mail yet');
    // The console's tokens, dark under a dark system preference.
    expect(emptyPage).toContain('@media (prefers-color-scheme:dark){:root{--color-surface:#111318;');
    expect(emptyPage).toContain('background: var(--color-surface); color: var(--color-fg);');

    await smtp.sendMail({
      to: 'ada@example.com',
      subject: 'Hello <b>there</b>',
      text: 'Plain <text>',
      html: '<p onclick="alert(1)">Hi</p><script>alert(2)</script><a href="http://127.0.0.1:5173/x">link</a>',
    });
    const [message] = await messages();

    const list = await fetch(`${inbox.url}/`);
    const csp = list.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    const listPage = await list.text();
    expect(listPage).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(listPage).toContain('<title>Mail inbox — Pod Console</title>');
    expect(listPage).toContain('<h1>Mail inbox</h1>');
    expect(listPage).toContain('<th scope="col">Subject</th>');
    expect(listPage).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
    expect(listPage).not.toContain('<b>there</b>');
    expect(listPage).toContain(`href="/?id=${message!.id}"`);
    expect(listPage).not.toMatch(/<script/i);
    expect(listPage).not.toContain('<iframe');

    const read = await (await fetch(`${inbox.url}/?id=${message!.id}`)).text();
    const frame = /<iframe ([^>]*)><\/iframe>/.exec(read);
    expect(frame).not.toBeNull();
    expect(frame![1]).toContain('title="The HTML part of the mail"');
    expect(frame![1]).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(frame![1]).not.toMatch(/allow-scripts|allow-same-origin/);
    // The mail's markup only inside the escaped srcdoc attribute, with its own policy.
    expect(frame![1]).toContain('srcdoc="&lt;meta http-equiv=&quot;Content-Security-Policy&quot;');
    expect(frame![1]).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(read.replace(frame![0], '')).not.toMatch(/<script|onclick/i);
    expect(read).toContain('aria-current="true"');

    const text = await (await fetch(`${inbox.url}/?id=${message!.id}&part=text`)).text();
    expect(text).toContain('<pre>Plain &lt;text&gt;</pre>');
    expect(text).not.toContain('<iframe');
  });

  it('answers 404 elsewhere and 405 for other methods', async () => {
    expect((await fetch(`${inbox.url}/nothing`)).status).toBe(404);
    expect((await fetch(`${inbox.url}/api/messages`, { method: 'POST' })).status).toBe(405);
  });
});
