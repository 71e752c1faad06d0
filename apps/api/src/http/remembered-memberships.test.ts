// What the process remembers is used only while it is provably current: the feed is live, nothing of the
// organization changed since the read, and it is younger than REMEMBER_MS.
import { describe, expect, it } from 'vitest';

import { fakeChangeFeed } from '../test-support/change-feeds';
import type { UserRow } from '../db/schema';
import { createRememberedMemberships, REMEMBER_MS } from './remembered-memberships';

const user = (id: string) =>
  ({
    id,
    subject: `sub-${id}`,
    email: `${id}@example.com`,
    first_name: null,
    last_name: null,
    system_role: 'USER',
    selected_organization_id: null,
  }) as unknown as UserRow;

const ORG = 'org-a';
const OTHER = 'org-b';

function setup(maxEntries?: number) {
  const feed = fakeChangeFeed();
  const clock = { now: 1_000 };
  const memory = createRememberedMemberships(feed, {
    now: () => clock.now,
    ...(maxEntries && { maxEntries }),
  });
  const read = (subject: string, organizationId: string, version: string | null) =>
    memory.remember(memory.ticket(organizationId), subject, {
      user: user(subject),
      version,
      role: version === null ? null : 'ADMIN',
    });
  return { feed, clock, memory, read };
}

describe('remembered memberships', () => {
  it('recalls what it read, per subject and organization, members and strangers alike', () => {
    const { memory, read } = setup();
    read('alice', ORG, '7');
    read('stranger', ORG, null);
    expect(memory.recall('alice', ORG)).toMatchObject({ version: '7', user: { id: 'alice' } });
    expect(memory.recall('stranger', ORG)).toMatchObject({ version: null });
    expect(memory.recall('alice', OTHER)).toBeUndefined();
    expect(memory.recall('bob', ORG)).toBeUndefined();
  });

  it('forgets an organization the feed announces, and only that one', () => {
    const { feed, memory, read } = setup();
    read('alice', ORG, '7');
    read('alice', OTHER, '3');
    feed.announce(ORG);
    expect(memory.recall('alice', ORG)).toBeUndefined();
    expect(memory.recall('alice', OTHER)).toMatchObject({ version: '3' });
  });

  it('does not keep a read that began before a change of its organization', () => {
    const { feed, memory } = setup();
    const ticket = memory.ticket(ORG);
    const otherTicket = memory.ticket(OTHER);
    feed.announce(ORG);
    memory.remember(ticket, 'alice', { user: user('alice'), version: '7', role: 'ADMIN' });
    memory.remember(otherTicket, 'alice', { user: user('alice'), version: '3', role: 'ADMIN' });
    expect(memory.recall('alice', ORG)).toBeUndefined();
    // Another organization's change does not spoil it.
    expect(memory.recall('alice', OTHER)).toMatchObject({ version: '3' });
    // A read begun after the change is kept.
    memory.remember(memory.ticket(ORG), 'alice', { user: user('alice'), version: '8', role: 'ADMIN' });
    expect(memory.recall('alice', ORG)).toMatchObject({ version: '8' });
  });

  it('answers nothing while the feed is not live, forgets all when it is interrupted, and spoils reads in flight', () => {
    const { feed, memory, read } = setup();
    read('alice', ORG, '7');
    feed.live = false;
    expect(memory.recall('alice', ORG)).toBeUndefined();
    read('bob', ORG, '7');
    feed.live = true;
    expect(memory.recall('bob', ORG)).toBeUndefined();

    const inFlight = memory.ticket(OTHER);
    feed.announce(null);
    expect(memory.recall('alice', ORG)).toBeUndefined();
    memory.remember(inFlight, 'carol', { user: user('carol'), version: '1', role: 'ADMIN' });
    expect(memory.recall('carol', OTHER)).toBeUndefined();
  });

  it('forgets on its own after REMEMBER_MS, should a change go unheard', () => {
    const { clock, memory, read } = setup();
    read('alice', ORG, '7');
    clock.now += REMEMBER_MS;
    expect(memory.recall('alice', ORG)).toMatchObject({ version: '7' });
    clock.now += 1;
    expect(memory.recall('alice', ORG)).toBeUndefined();
  });

  it('holds at most maxEntries, starting again when full', () => {
    const { memory, read } = setup(3);
    read('a', ORG, '1');
    read('b', ORG, '1');
    read('c', OTHER, '1');
    // Refreshing an entry does not count twice.
    read('a', ORG, '1');
    expect(memory.recall('c', OTHER)).toBeDefined();
    read('d', OTHER, '1');
    expect(memory.recall('a', ORG)).toBeUndefined();
    expect(memory.recall('d', OTHER)).toMatchObject({ version: '1' });
  });

  it('forgets a write of its own at once, and stops hearing the feed when closed', () => {
    const { feed, memory, read } = setup();
    read('alice', ORG, '7');
    read('alice', OTHER, '3');
    memory.forget(ORG);
    expect(memory.recall('alice', ORG)).toBeUndefined();
    expect(memory.recall('alice', OTHER)).toBeDefined();
    memory.forget(null);
    expect(memory.recall('alice', OTHER)).toBeUndefined();
    memory.close();
    expect(feed.listeners.size).toBe(0);
  });
});
