import { describe, expect, it } from 'vitest';

import { contentEtag, matchesIfNoneMatch, weakEtag } from './conditional';

describe('matchesIfNoneMatch', () => {
  const etag = weakEtag('organization', '42');

  it('matches the tag itself, weak or strong, in a list, and *', () => {
    expect(etag).toBe('W/"organization-42"');
    expect(matchesIfNoneMatch('W/"organization-42"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"organization-42"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"other", W/"organization-42"', etag)).toBe(true);
    expect(matchesIfNoneMatch(['"other"', 'W/"organization-42"'], etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
  });

  it('does not match another version, another scope, or no header', () => {
    expect(matchesIfNoneMatch('W/"organization-41"', etag)).toBe(false);
    expect(matchesIfNoneMatch('W/"subscription-42"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
    expect(matchesIfNoneMatch('', etag)).toBe(false);
  });
});

describe('contentEtag', () => {
  it('is the same for equal content and differs for other content', () => {
    expect(contentEtag('subscription', { subscription: null })).toBe(
      contentEtag('subscription', { subscription: null }),
    );
    expect(contentEtag('subscription', { subscription: null })).not.toBe(
      contentEtag('subscription', { subscription: { status: 'active' } }),
    );
  });
});
