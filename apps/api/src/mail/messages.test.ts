import { formatDate, PAYMENT_GRACE_DAYS, ROLE_LABELS } from '@pod-console/hooks/domain';
import { describe, expect, it } from 'vitest';

import {
  billingUrl,
  escapeHtml,
  invitationAcceptedMail,
  invitationAcceptUrl,
  invitationMail,
  paymentFailedMail,
  trialEndingMail,
} from './messages';

const ORGANIZATION_ID = '6d1f3a52-3f43-4c8e-9a55-0d1e6c0c1a11';
const INVITATION_ID = '0b7f1e7c-2a1b-4a59-8f2d-6f1a3a2b9c01';
const CONSOLE = 'http://127.0.0.1:5173';
const HOSTILE = '<script>alert("x")</script> & Co';

describe('invitationAcceptUrl', () => {
  it('is the console page of the invitation', () => {
    expect(invitationAcceptUrl(CONSOLE, INVITATION_ID)).toBe(`${CONSOLE}/invitations/${INVITATION_ID}`);
    expect(invitationAcceptUrl(`${CONSOLE}/`, INVITATION_ID)).toBe(`${CONSOLE}/invitations/${INVITATION_ID}`);
  });
});

describe('invitationMail', () => {
  const expiresAt = new Date('2026-11-30T10:00:00.000Z');
  const mail = invitationMail({
    to: 'new.member@example.com',
    organizationId: ORGANIZATION_ID,
    organizationName: HOSTILE,
    inviterName: 'Ada <Lovelace>',
    role: 'BILLING',
    expiresAt,
    acceptUrl: invitationAcceptUrl(CONSOLE, INVITATION_ID),
  });

  it('names the inviter, the organization and the product in the subject', () => {
    expect(mail).toMatchObject({
      kind: 'invitation',
      organizationId: ORGANIZATION_ID,
      to: 'new.member@example.com',
    });
    expect(mail.subject).toBe(`Ada <Lovelace> invited you to ${HOSTILE} on Pod Console`);
  });

  it('says the role, the expiry date and the link in both parts', () => {
    const link = `${CONSOLE}/invitations/${INVITATION_ID}`;
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(ROLE_LABELS.BILLING);
      expect(part).toContain(formatDate(expiresAt));
      expect(part).toContain(link);
    }
    expect(formatDate(expiresAt)).toBe('Nov 30, 2026');
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('escapes every interpolated value in the HTML part and leaves the text part as written', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<Lovelace>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('Ada &lt;Lovelace&gt;');
    expect(mail.text).toContain(HOSTILE);
    expect(mail.text).toContain('Ada <Lovelace>');
    expect(mail.text).not.toContain('&lt;');
  });

  it('carries no tracking: no images, no unsubscribe', () => {
    expect(mail.html).not.toMatch(/<img|unsubscribe/i);
    expect(mail.text).not.toMatch(/unsubscribe/i);
  });

  it('escapes a link that tries to leave its attribute', () => {
    const hostile = invitationMail({
      to: 'a@example.com',
      organizationId: ORGANIZATION_ID,
      organizationName: 'Acme',
      inviterName: 'Ada',
      role: 'ADMIN',
      expiresAt,
      acceptUrl: 'http://127.0.0.1:5173/invitations/x" onclick="alert(1)',
    });
    expect(hostile.html).toContain('href="http://127.0.0.1:5173/invitations/x&quot; onclick=&quot;alert(1)"');
  });
});

describe('invitationAcceptedMail', () => {
  it('tells the inviter who joined, as which role', () => {
    const mail = invitationAcceptedMail({
      to: 'owner@example.com',
      organizationId: ORGANIZATION_ID,
      organizationName: HOSTILE,
      memberName: 'Grace Hopper',
      memberEmail: 'grace@example.com',
      role: 'LICENSE_MANAGER',
    });
    expect(mail.kind).toBe('invitation-accepted');
    expect(mail.subject).toBe(`Grace Hopper joined ${HOSTILE} on Pod Console`);
    expect(mail.text).toContain('Grace Hopper (grace@example.com)');
    expect(mail.text).toContain(ROLE_LABELS.LICENSE_MANAGER);
    expect(mail.html).not.toContain('<script>');
  });

  it('names the member by address when they have no name', () => {
    const mail = invitationAcceptedMail({
      to: 'owner@example.com',
      organizationId: ORGANIZATION_ID,
      organizationName: 'Acme',
      memberName: '',
      memberEmail: 'grace@example.com',
      role: 'ADMIN',
    });
    expect(mail.subject).toBe('grace@example.com joined Acme on Pod Console');
  });
});

describe('paymentFailedMail', () => {
  it('says how many grace days are left and links Plan & Billing', () => {
    const mail = paymentFailedMail({
      to: 'billing@example.com',
      organizationId: ORGANIZATION_ID,
      organizationName: HOSTILE,
      graceDaysLeft: PAYMENT_GRACE_DAYS,
      billingUrl: billingUrl(CONSOLE),
    });
    expect(mail.kind).toBe('payment-failed');
    expect(mail.text).toContain(`within ${PAYMENT_GRACE_DAYS} days`);
    expect(mail.text).toContain(`${CONSOLE}/billing`);
    expect(mail.html).toContain(`<a href="${CONSOLE}/billing">`);
    expect(mail.html).not.toContain('<script>');
  });

  it('says the organization is locked when no grace day is left', () => {
    const mail = paymentFailedMail({
      to: 'billing@example.com',
      organizationId: ORGANIZATION_ID,
      organizationName: 'Acme',
      graceDaysLeft: 0,
      billingUrl: billingUrl(CONSOLE),
    });
    expect(mail.text).toContain('is locked');
  });
});

describe('trialEndingMail', () => {
  it('says when the trial ends', () => {
    const trialEnd = new Date('2026-11-25T10:00:00.000Z');
    const mail = trialEndingMail({
      to: 'owner@example.com',
      organizationId: ORGANIZATION_ID,
      organizationName: HOSTILE,
      trialEnd,
      billingUrl: billingUrl(CONSOLE),
    });
    expect(mail.kind).toBe('trial-ending');
    expect(mail.subject).toContain(formatDate(trialEnd));
    expect(mail.text).toContain(formatDate(trialEnd));
    expect(mail.html).toContain(escapeHtml(HOSTILE));
    expect(mail.html).not.toContain('<script>');
  });
});
