// A remembered page of the platform admin's list is used only while it is provably current: the feed is live,
// nothing changed since its read began, and it is no older than ADMIN_LIST_REMEMBER_MS by the request's clock.
import { describe, expect, it } from 'vitest';

import { fakeChangeFeed } from '../test-support/change-feeds';
import { ADMIN_LIST_REMEMBER_MS, createRememberedAdminLists } from './remembered-admin-lists';

function setup(maxEntries?: number) {
  const feed = fakeChangeFeed();
  const clock = { now: 1_000_000 };
  const lists = createRememberedAdminLists(feed, {
    now: () => clock.now,
    ...(maxEntries !== undefined && { maxEntries }),
  });
  let loads = 0;
  /** A read of the database: its answer names how many reads there were. */
  const load = async () => `read ${++loads}`;
  return { feed, clock, lists, load, loads: () => loads };
}

describe('the remembered pages of the platform admin’s list', () => {
  it('answers the same page from memory, and another page from the database', async () => {
    const { lists, load, loads } = setup();
    expect(await lists.read('page a', load)).toBe('read 1');
    expect(await lists.read('page a', load)).toBe('read 1');
    expect(await lists.read('page b', load)).toBe('read 2');
    expect(await lists.read('page b', load)).toBe('read 2');
    expect(loads()).toBe(2);
  });

  it('forgets every page when any organization changes, or the feed was interrupted', async () => {
    const { feed, lists, load } = setup();
    await lists.read('page a', load);
    await lists.read('page b', load);
    feed.announce('org-x');
    expect(await lists.read('page a', load)).toBe('read 3');
    expect(await lists.read('page b', load)).toBe('read 4');
    feed.announce(null);
    expect(await lists.read('page a', load)).toBe('read 5');
  });

  it('forgets every page when this process writes', async () => {
    const { lists, load } = setup();
    await lists.read('page a', load);
    lists.forget();
    expect(await lists.read('page a', load)).toBe('read 2');
  });

  it('does not keep a read that a change raced', async () => {
    const { feed, lists } = setup();
    let reads = 0;
    const racedLoad = async () => {
      reads += 1;
      // The change is announced while this read is under way: what it read may be from before the change.
      if (reads === 1) feed.announce('org-x');
      return `read ${reads}`;
    };
    expect(await lists.read('page a', racedLoad)).toBe('read 1');
    expect(await lists.read('page a', racedLoad)).toBe('read 2');
    expect(await lists.read('page a', racedLoad)).toBe('read 2');
  });

  it('reads the database while the feed is not live, and keeps nothing read then', async () => {
    const { feed, lists, load } = setup();
    feed.live = false;
    expect(await lists.read('page a', load)).toBe('read 1');
    expect(await lists.read('page a', load)).toBe('read 2');
    feed.live = true;
    expect(await lists.read('page a', load)).toBe('read 3');
    expect(await lists.read('page a', load)).toBe('read 3');
  });

  it('answers from memory for ADMIN_LIST_REMEMBER_MS of the request’s clock, not after, nor with a clock moved back', async () => {
    const { clock, lists, load } = setup();
    await lists.read('page a', load);
    clock.now += ADMIN_LIST_REMEMBER_MS;
    expect(await lists.read('page a', load)).toBe('read 1');
    clock.now += 1;
    expect(await lists.read('page a', load)).toBe('read 2');
    clock.now -= 1;
    expect(await lists.read('page a', load)).toBe('read 3');
  });

  it('holds at most maxEntries pages, forgetting them all at the limit', async () => {
    const { lists, load } = setup(2);
    await lists.read('page a', load);
    await lists.read('page b', load);
    expect(await lists.read('page a', load)).toBe('read 1');
    await lists.read('page c', load);
    expect(await lists.read('page c', load)).toBe('read 3');
    expect(await lists.read('page a', load)).toBe('read 4');
  });

  it('stops hearing the feed when closed', () => {
    const { feed, lists } = setup();
    expect(feed.listeners.size).toBe(1);
    lists.close();
    expect(feed.listeners.size).toBe(0);
  });
});
