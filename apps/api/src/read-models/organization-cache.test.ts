import { gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { createOrganizationCache } from './organization-cache';

const body = (text: string) => async () => Buffer.from(text);

describe('organization cache', () => {
  it('serves the cached answer for the same version and rebuilds for another', async () => {
    const cache = createOrganizationCache();
    let builds = 0;
    const build = (text: string) => async () => {
      builds += 1;
      return Buffer.from(text);
    };
    expect(String((await cache.get('a', '1', build('v1')))?.body)).toBe('v1');
    expect(String((await cache.get('a', '1', build('ignored')))?.body)).toBe('v1');
    expect(String((await cache.get('a', '2', build('v2')))?.body)).toBe('v2');
    expect(builds).toBe(2);
  });

  it('shares one build among concurrent misses', async () => {
    const cache = createOrganizationCache();
    let builds = 0;
    const slow = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('built');
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('a', '7', slow)));
    expect(answers.map((answer) => String(answer?.body))).toEqual(Array(10).fill('built'));
    expect(builds).toBe(1);
  });

  it('keeps a gzipped copy of large answers only', async () => {
    const cache = createOrganizationCache();
    const large = JSON.stringify({
      licenses: Array.from({ length: 500 }, (_, index) => ({ identifier: `Device ${index}` })),
    });
    const answer = await cache.get('a', '1', body(large));
    expect(gunzipSync(answer!.gzipped!).toString()).toBe(large);
    expect(answer!.gzipped!.length).toBeLessThan(large.length / 3);
    expect((await cache.get('b', '1', body('{}')))?.gzipped).toBeNull();
  });

  it('never replaces a newer version with an older build', async () => {
    const cache = createOrganizationCache();
    await cache.get('a', '5', body('v5'));
    await cache.get('a', '4', body('v4'));
    expect(String((await cache.get('a', '5', body('rebuilt')))?.body)).toBe('v5');
  });

  it('evicts the least recently used answers beyond its byte budget', async () => {
    const cache = createOrganizationCache(10);
    await cache.get('a', '1', body('aaaa'));
    await cache.get('b', '1', body('bbbb'));
    await cache.get('a', '1', body('unused')); // a is now the most recent
    await cache.get('c', '1', body('cccc'));
    expect(String((await cache.get('a', '1', body('rebuilt-a')))?.body)).toBe('aaaa');
    expect(String((await cache.get('b', '1', body('rebuilt-b')))?.body)).toBe('rebuilt-b');
  });
});
