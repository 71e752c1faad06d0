import { describe, expect, it } from 'vitest';

import { ACTIVITY_KINDS } from '../activity/activity';
import {
  ACTIVITY_WEBHOOK_EVENTS,
  ipAddressKind,
  WEBHOOK_EVENT_RETENTION_DAYS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  webhookEndpointShouldDisable,
  webhookEventPruneCutoff,
  webhookEventTypesProblem,
  webhookRetryDelayMs,
  webhookUrlProblem,
} from './webhooks';
import { WEBHOOK_DELIVERIES_REFRESH_MS, webhookDeliveriesRefreshMs } from './delivery-log';

describe('webhookUrlProblem', () => {
  it.each([
    'https://hooks.example.com/pod-console',
    'https://203.0.113.7:8443/in',
    'http://localhost:4100/inbox',
    'http://127.0.0.1:4100/inbox',
    'http://[::1]:4100/inbox',
    'http://inbox.localhost/',
  ])('accepts %s', (url) => {
    expect(webhookUrlProblem(url)).toBeNull();
  });

  it('asks for HTTPS outside this machine', () => {
    expect(webhookUrlProblem('http://hooks.example.com/')).toBe(WEBHOOK_MESSAGES.urlNotHttps);
  });

  it.each([
    'https://10.0.0.8/',
    'https://172.20.1.1/',
    'https://192.168.1.10/',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/',
    'https://[fe80::1]/',
    'https://[::ffff:10.0.0.1]/',
    'http://0.0.0.0:4100/',
  ])('refuses the private address %s', (url) => {
    expect(webhookUrlProblem(url)).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('reads an address in any form the URL standard accepts', () => {
    // 167772161 is 10.0.0.1: the parser writes it out, so a disguised private address is still refused.
    expect(webhookUrlProblem('https://167772161/')).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('refuses what is not a web URL, and credentials in it', () => {
    expect(webhookUrlProblem('hooks.example.com')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlProblem('ftp://hooks.example.com/')).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlProblem('https://user:pass@hooks.example.com/')).toBe(WEBHOOK_MESSAGES.urlCredentials);
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2048)}`)).toBe(WEBHOOK_MESSAGES.urlTooLong);
  });
});

describe('ipAddressKind', () => {
  it('tells this machine, private networks and the internet apart', () => {
    expect(ipAddressKind('127.0.0.1')).toBe('loopback');
    expect(ipAddressKind('::1')).toBe('loopback');
    expect(ipAddressKind('100.64.0.1')).toBe('private');
    expect(ipAddressKind('8.8.8.8')).toBe('public');
    expect(ipAddressKind('2001:db8::1')).toBe('public');
    expect(ipAddressKind('example.com')).toBeNull();
  });
});

describe('webhookEventTypesProblem', () => {
  it('needs at least one known type', () => {
    expect(webhookEventTypesProblem(['license.claimed'])).toBeNull();
    expect(webhookEventTypesProblem([])).toBe(WEBHOOK_MESSAGES.eventTypesEmpty);
    expect(webhookEventTypesProblem(['license.claimed', 'seat.eaten'])).toBe(
      '"seat.eaten" is not an event type.',
    );
  });
});

describe('ACTIVITY_WEBHOOK_EVENTS', () => {
  it('raises every event type from some change of the activity log', () => {
    const raised = new Set(ACTIVITY_KINDS.flatMap((kind) => ACTIVITY_WEBHOOK_EVENTS[kind]));
    expect([...WEBHOOK_EVENT_TYPES].filter((type) => !raised.has(type))).toEqual([]);
  });

  it('announces an accepted invitation and the member it brings', () => {
    expect(ACTIVITY_WEBHOOK_EVENTS['member.joined']).toEqual(['invitation.accepted', 'member.joined']);
  });
});

describe('retries', () => {
  it('waits three times longer after each failure, up to 8 hours', () => {
    expect([1, 2, 3, 4].map((attempts) => webhookRetryDelayMs(attempts))).toEqual([
      30_000, 90_000, 270_000, 810_000,
    ]);
    expect(webhookRetryDelayMs(20)).toBe(8 * 3_600_000);
  });

  it('starts from a shorter first delay when a process sets one, with the same factor and cap', () => {
    expect([1, 2, 3].map((attempts) => webhookRetryDelayMs(attempts, 1_000))).toEqual([1_000, 3_000, 9_000]);
    expect(webhookRetryDelayMs(20, 1_000)).toBe(8 * 3_600_000);
  });

  it('tries a delivery for about a day', () => {
    const waited = Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, i) => webhookRetryDelayMs(i + 1));
    const hours = waited.reduce((sum, ms) => sum + ms, 0) / 3_600_000;
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(10);
    expect(hours).toBeGreaterThanOrEqual(24);
    expect(hours).toBeLessThan(26);
  });

  it('reads an open delivery log again while a delivery is pending, and only then', () => {
    expect(webhookDeliveriesRefreshMs([{ status: 'succeeded' }, { status: 'pending' }])).toBe(
      WEBHOOK_DELIVERIES_REFRESH_MS,
    );
    expect(WEBHOOK_DELIVERIES_REFRESH_MS).toBe(2_000);
    expect(webhookDeliveriesRefreshMs([{ status: 'succeeded' }, { status: 'failed' }])).toBe(false);
    expect(webhookDeliveriesRefreshMs([])).toBe(false);
    expect(webhookDeliveriesRefreshMs(undefined)).toBe(false);
  });

  it('keeps an event for its retry window and 30 days more', () => {
    expect(WEBHOOK_EVENT_RETENTION_DAYS).toBe(30);
    expect(webhookEventPruneCutoff(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe(
      '2026-11-30T12:00:00.000Z',
    );
  });

  it('disables an endpoint after a day of failures, not before', () => {
    const since = new Date('2026-12-01T10:00:00Z');
    expect(webhookEndpointShouldDisable(since, new Date('2026-12-02T09:59:59Z'))).toBe(false);
    expect(webhookEndpointShouldDisable(since, new Date('2026-12-02T10:00:00Z'))).toBe(true);
    expect(webhookEndpointShouldDisable(null, new Date('2026-12-02T10:00:00Z'))).toBe(false);
  });
});
