import { ApiError, type Problem } from '@pod-console/sdk';
import { describe, expect, it } from 'vitest';
import { supportText } from './messages';
import { describeWriteFailure } from './write-failure';

const SUPPORT = supportText('support@example.com');

const http = (status: number, problem?: Partial<Problem>, retryAfterSeconds?: number) =>
  new ApiError({
    kind: 'http',
    operation: 'assignLicense',
    status,
    problem: problem ? { type: 'about:blank', title: 'x', status, ...problem } : undefined,
    retryAfterSeconds,
  });

const line = (error: unknown) => describeWriteFailure(error, { supportText: SUPPORT }).description;

describe('describeWriteFailure', () => {
  it.each([
    [http(401), 'session-ended', 'Your session has ended. Sign in again to continue: reload the page.'],
    [http(403), 'forbidden', "You don't have permission to do this."],
    [
      http(403, { detail: 'Only members of Analytical Engines can do this.' }),
      'forbidden',
      'Only members of Analytical Engines can do this.',
    ],
    [
      http(404, { detail: 'No such licence.' }),
      'gone',
      'This no longer exists; the page has been refreshed.',
    ],
    [
      http(409, { detail: 'All licences are assigned: 5 of 5.' }),
      'conflict',
      'All licences are assigned: 5 of 5.',
    ],
    [http(409), 'conflict', 'This was changed meanwhile. Check the page and try again.'],
    [http(429, {}, 37), 'rate-limited', 'Too many requests. Try again in 37 seconds.'],
    [http(429, {}, 1), 'rate-limited', 'Too many requests. Try again in 1 second.'],
    [http(429), 'rate-limited', 'Too many requests. Try again in a moment.'],
    [http(500), 'server', SUPPORT],
    [http(502), 'server', SUPPORT],
    [http(503, {}, 5), 'unavailable', 'Pod Console is briefly unavailable. Try again in 5 seconds.'],
    [http(503), 'unavailable', 'Pod Console is briefly unavailable. Try again in a moment.'],
    [
      new ApiError({ kind: 'network', operation: 'x' }),
      'network',
      'Could not reach Pod Console. Check your connection and try again.',
    ],
    [
      new ApiError({ kind: 'timeout', operation: 'x' }),
      'timeout',
      'Pod Console did not answer in time. Check whether your change shows, then try again.',
    ],
    [
      new ApiError({ kind: 'offline', operation: 'x' }),
      'offline',
      'You are offline. Your changes are kept; try again when you are back online.',
    ],
    [new ApiError({ kind: 'aborted', operation: 'x' }), 'server', SUPPORT],
    [new Error('The API answered success false'), 'server', SUPPORT],
    [undefined, 'server', SUPPORT],
  ])('%s → %s', (error, kind, description) => {
    const failure = describeWriteFailure(error, { supportText: SUPPORT });
    expect(failure.kind).toBe(kind);
    expect(failure.description).toBe(description);
  });

  it('leaves the line out for a server failure of a write whose spec §8 entry is a title alone', () => {
    expect(describeWriteFailure(http(500)).description).toBeUndefined();
    expect(describeWriteFailure(http(429, {}, 3)).description).toBe(
      'Too many requests. Try again in 3 seconds.',
    );
  });

  it("says a 429 in the write's own words when it has them, with Retry-After's seconds", () => {
    const rateLimited = (seconds: number | undefined) => `Wait ${seconds ?? 'a while'}.`;
    expect(describeWriteFailure(http(429, {}, 12), { rateLimited }).description).toBe('Wait 12.');
    expect(describeWriteFailure(http(429), { rateLimited }).description).toBe('Wait a while.');
    expect(describeWriteFailure(http(503, {}, 5), { rateLimited }).description).toBe(
      'Pod Console is briefly unavailable. Try again in 5 seconds.',
    );
  });

  it('asks for a refresh after a 404 only', () => {
    expect(describeWriteFailure(http(404)).refresh).toBe(true);
    for (const status of [400, 401, 403, 409, 429, 500, 503]) {
      expect(describeWriteFailure(http(status)).refresh).toBe(false);
    }
  });

  describe('400', () => {
    const invalid = http(400, {
      detail: 'userFirstName: First name is required',
      errors: [
        { field: 'userFirstName', message: 'First name is required' },
        { field: 'userLastName', message: 'Last name must not hold control characters.' },
        { field: 'selectedOrgId', message: 'must be a UUID' },
      ],
    });

    it("sends the API's messages to the form's fields it shows, under the form's names", () => {
      const failure = describeWriteFailure(invalid, {
        supportText: SUPPORT,
        fields: { userFirstName: 'firstName', userLastName: 'lastName' },
      });
      expect(failure.kind).toBe('invalid');
      expect(failure.fields).toEqual([
        { name: 'firstName', message: 'First name is required' },
        { name: 'lastName', message: 'Last name must not hold control characters.' },
      ]);
    });

    it('sums every message up in the line, fields shown or not', () => {
      expect(line(invalid)).toBe(
        'First name is required. Last name must not hold control characters. must be a UUID.',
      );
      expect(describeWriteFailure(invalid).fields).toEqual([]);
    });

    it("says the problem's detail when it names no field, else a generic line", () => {
      expect(line(http(400, { detail: 'The body is nested too deeply.' }))).toBe(
        'The body is nested too deeply.',
      );
      expect(line(http(400))).toBe('What you entered was not accepted. Check it and try again.');
    });
  });
});
