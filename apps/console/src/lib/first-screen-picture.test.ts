import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerDigests, restartAnswerDigests, withAnswerDigests } from './answer-digests';
import {
  digestOf,
  handOffPicture,
  PICTURE_ELEMENT_ID,
  PICTURE_HAND_OFF_LIMIT_MS,
  PICTURE_MAX_AGE_MS,
  PICTURE_STORAGE_KEY,
  readPicture,
  showPictureIfCurrent,
  takePicture,
  type PictureShowing,
} from './first-screen-picture';
import { firstScreenReadUrls } from './first-screen-reads';

const NOW_MS = 1_800_000_000_000;
const API = 'https://api.example.test/admin-console/v1';
const BODIES = ['{"user":1}', '{"terms":1}', '{"organization":1,"licenses":[]}', '{"subscription":1}'];
const HOME_HTML = '<main><table><tbody><tr><td>Warehouse iPad 1</td></tr></tbody></table></main>';

const answers = (bodies: string[] = BODIES, status = 200) =>
  bodies.map((body) => Promise.resolve(new Response(body, { status })));

/** Home's picture as the console keeps it after a load whose four answers were `bodies`. */
async function keptPicture({ bodies = BODIES, path = '/', width = 412, savedAtMs = NOW_MS - 60_000 } = {}) {
  const root = document.createElement('div');
  root.innerHTML = HOME_HTML;
  const digests = await Promise.all(bodies.map((body) => digestOf(body)));
  expect(takePicture(localStorage, root, { path, width, digests, nowMs: savedAtMs })).toBe(true);
}

const showing = (overrides: Partial<PictureShowing> = {}): PictureShowing => ({
  storage: localStorage,
  document,
  path: '/',
  width: 412,
  nowMs: NOW_MS,
  answers: answers(),
  ...overrides,
});

const shownPicture = () => document.getElementById(PICTURE_ELEMENT_ID);
const root = () => document.getElementById('root')!;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  delete document.documentElement.dataset.firstScreenPicture;
  delete (globalThis as Record<string, unknown>).__podConsoleFirstScreenLive;
});

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('showPictureIfCurrent', () => {
  it('shows the kept picture, inert, above an inert root, when the four answers are those it was drawn from', async () => {
    await keptPicture();
    await expect(showPictureIfCurrent(showing())).resolves.toBe(true);
    const picture = shownPicture();
    expect(picture?.innerHTML).toBe(HOME_HTML);
    expect(picture?.inert).toBe(true);
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
    expect(root().inert).toBe(true);
    expect(document.documentElement.dataset.firstScreenPicture).toBe('shown');
  });

  it('shows nothing when one answer differs from the one the picture was drawn from, or failed', async () => {
    await keptPicture();
    const changed = [...BODIES];
    changed[2] = '{"organization":1,"licenses":[{"id":"new"}]}';
    await expect(showPictureIfCurrent(showing({ answers: answers(changed) }))).resolves.toBe(false);
    expect(document.documentElement.dataset.firstScreenPicture).toBe('stale');

    await expect(showPictureIfCurrent(showing({ answers: answers(BODIES, 500) }))).resolves.toBe(false);
    const refused = answers();
    refused[0] = Promise.reject(new TypeError('Failed to fetch'));
    await expect(showPictureIfCurrent(showing({ answers: refused }))).resolves.toBe(false);
    expect(shownPicture()).toBeNull();
    expect(root().inert).toBe(false);
  });

  it('shows nothing at another address or width, or when the picture is older than a day', async () => {
    await keptPicture();
    await expect(showPictureIfCurrent(showing({ path: '/billing' }))).resolves.toBe(false);
    await expect(showPictureIfCurrent(showing({ width: 1280 }))).resolves.toBe(false);
    await expect(
      showPictureIfCurrent(showing({ nowMs: NOW_MS - 60_000 + PICTURE_MAX_AGE_MS + 1 })),
    ).resolves.toBe(false);
    expect(shownPicture()).toBeNull();
    // Within the day, the same picture shows.
    await expect(
      showPictureIfCurrent(showing({ nowMs: NOW_MS - 60_000 + PICTURE_MAX_AGE_MS })),
    ).resolves.toBe(true);
  });

  it('shows nothing once the console shows its own first screen, or without a kept picture', async () => {
    await expect(showPictureIfCurrent(showing())).resolves.toBe(false);
    await keptPicture();
    handOffPicture(document);
    await expect(showPictureIfCurrent(showing())).resolves.toBe(false);
    expect(document.documentElement.dataset.firstScreenPicture).toBe('late');
    expect(shownPicture()).toBeNull();
  });

  it('gives way to the console when it takes over, or after the limit whatever it shows', async () => {
    await keptPicture();
    await showPictureIfCurrent(showing());
    handOffPicture(document);
    expect(shownPicture()).toBeNull();
    expect(root().inert).toBe(false);

    delete (globalThis as Record<string, unknown>).__podConsoleFirstScreenLive;
    vi.useFakeTimers();
    await showPictureIfCurrent(showing());
    expect(shownPicture()).not.toBeNull();
    vi.advanceTimersByTime(PICTURE_HAND_OFF_LIMIT_MS - 1);
    expect(shownPicture()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(shownPicture()).toBeNull();
    expect(root().inert).toBe(false);
  });
});

describe('takePicture', () => {
  it('keeps no picture when an answer it was drawn from is not known', () => {
    const home = document.createElement('div');
    home.innerHTML = HOME_HTML;
    expect(
      takePicture(localStorage, home, { path: '/', width: 412, digests: ['a', null], nowMs: NOW_MS }),
    ).toBe(false);
    expect(localStorage.getItem(PICTURE_STORAGE_KEY)).toBeNull();
    expect(readPicture(localStorage)).toBeNull();
  });
});

describe('withAnswerDigests', () => {
  it("notes the digest of each successful answer to the first screen's reads, and of nothing else", async () => {
    const [user, terms, organization, subscription] = firstScreenReadUrls(API, 'org-1');
    const bodies = new Map<string, string>([
      [user!, BODIES[0]!],
      [organization!, BODIES[2]!],
      [`${API}/organizations/org-1/members`, '{"members":[]}'],
    ]);
    const fetch = withAnswerDigests(
      (input) =>
        Promise.resolve(
          bodies.has(String(input))
            ? new Response(bodies.get(String(input)))
            : new Response('{"error":"not found"}', { status: 404 }),
        ),
      `${API}/`,
    );
    // The caller still reads the whole answer.
    await expect((await fetch(user!)).text()).resolves.toBe(BODIES[0]);
    await fetch(organization!);
    await fetch(subscription!);
    await fetch(`${API}/organizations/org-1/members`);
    await expect(answerDigests([user!, terms!, organization!, subscription!])).resolves.toEqual([
      await digestOf(BODIES[0]!),
      null,
      await digestOf(BODIES[2]!),
      null,
    ]);
    await expect(answerDigests([`${API}/organizations/org-1/members`])).resolves.toEqual([null]);
  });

  it('digests nothing more once the picture has read its digests', async () => {
    restartAnswerDigests();
    const [user, , organization] = firstScreenReadUrls(API, 'org-1');
    let body = BODIES[0]!;
    const fetch = withAnswerDigests(() => Promise.resolve(new Response(body)), `${API}/`);
    await fetch(user!);
    await expect(answerDigests([user!], { andStop: true })).resolves.toEqual([await digestOf(BODIES[0]!)]);
    body = BODIES[2]!;
    // A later poll is answered whole, and noted nowhere.
    await expect((await fetch(organization!)).text()).resolves.toBe(BODIES[2]);
    await expect(answerDigests([user!, organization!])).resolves.toEqual([null, null]);
    restartAnswerDigests();
  });
});
