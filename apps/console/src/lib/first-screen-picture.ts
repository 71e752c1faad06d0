// Home's last picture (docs/decisions/0054-home-last-picture.md): the console keeps the HTML of a member's Home as
// it first rendered, with a digest of each of the four answers it was drawn from. On the next load, the early-start
// script shows that picture, inert, as soon as the same four reads have answered with the very same bytes — so it is
// exactly what the console is about to render — and the console takes over as soon as its own Home is in.
// Bundled into the early-start script too: nothing here imports the console's code.

/** Where the picture is kept; forgotten when the session ends (app/providers.tsx). */
export const PICTURE_STORAGE_KEY = 'pod-console.first-screen-picture';

/** The element the early-start script shows the picture in, above the console's root. */
export const PICTURE_ELEMENT_ID = 'first-screen-picture';

/**
 * A picture older than this is not shown: Home's dates and day counts ("3 days left") could read older than they
 * are for the moment it shows. A member who opens the console daily still sees it.
 */
export const PICTURE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The picture gives way to the console after this at the latest, whatever the console shows then (a screen that
 * failed to load, a gate): the console's Home normally takes over within a second.
 */
export const PICTURE_HAND_OFF_LIMIT_MS = 5_000;

/** Set once the console shows its own first screen: a picture must not cover it any more. */
const LIVE_SLOT = '__podConsoleFirstScreenLive';

export interface FirstScreenPicture {
  /** The address's path and query the picture was taken at. */
  path: string;
  /** The window's width in CSS pixels: the layout and the virtualized rows depend on it. */
  width: number;
  /** SHA-256 of each of the four answers' bodies, in `firstScreenReadUrls` order. */
  digests: string[];
  savedAtMs: number;
  /** The console root's HTML. */
  html: string;
}

const isPicture = (value: unknown): value is FirstScreenPicture => {
  const picture = value as FirstScreenPicture | null;
  return (
    typeof picture?.path === 'string' &&
    typeof picture.width === 'number' &&
    Array.isArray(picture.digests) &&
    picture.digests.every((digest) => typeof digest === 'string') &&
    typeof picture.savedAtMs === 'number' &&
    typeof picture.html === 'string'
  );
};

/** The kept picture, or null (none, unreadable, or storage unavailable). */
export function readPicture(storage: Storage): FirstScreenPicture | null {
  try {
    const value = JSON.parse(storage.getItem(PICTURE_STORAGE_KEY) ?? 'null') as unknown;
    return isPicture(value) ? value : null;
  } catch {
    return null;
  }
}

export function keepPicture(storage: Storage, picture: FirstScreenPicture): void {
  try {
    storage.setItem(PICTURE_STORAGE_KEY, JSON.stringify(picture));
  } catch {
    // Full or unavailable: the next load is only as fast as it was without a picture.
    forgetPicture(storage);
  }
}

export function forgetPicture(storage: Storage): void {
  try {
    storage.removeItem(PICTURE_STORAGE_KEY);
  } catch {
    /* unavailable */
  }
}

/** SHA-256 of an answer's body, hex; null where the browser offers no digest (an insecure origin). */
export async function digestOf(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The digest of a successful answer's body, read from a copy (the answer itself is the SDK's); else null. */
export async function digestOfAnswer(response: Response): Promise<string | null> {
  if (response.status !== 200) return null;
  try {
    return await digestOf(await response.clone().text());
  } catch {
    return null;
  }
}

const isLive = () => (globalThis as Record<string, unknown>)[LIVE_SLOT] === true;

export interface PictureShowing {
  storage: Storage;
  document: Document;
  /** The address's path and query. */
  path: string;
  width: number;
  nowMs: number;
  /** The first screen's four reads, in `firstScreenReadUrls` order, as the early-start script sent them. */
  answers: ReadonlyArray<Promise<Response>>;
}

/**
 * Shows the kept picture above the console's root when it was taken at this address and width within
 * `PICTURE_MAX_AGE_MS`, and the four answers are byte for byte those it was drawn from; resolves whether it did.
 */
export async function showPictureIfCurrent({
  storage,
  document,
  path,
  width,
  nowMs,
  answers,
}: PictureShowing): Promise<boolean> {
  const picture = readPicture(storage);
  if (
    picture == null ||
    picture.path !== path ||
    picture.width !== width ||
    nowMs - picture.savedAtMs > PICTURE_MAX_AGE_MS ||
    picture.digests.length !== answers.length
  )
    return false;
  const digests = await Promise.all(answers.map((answer) => answer.then(digestOfAnswer, () => null)));
  const root = document.getElementById('root');
  const current = digests.every((digest, index) => digest != null && digest === picture.digests[index]);
  const shows = current && !isLive() && root != null && document.getElementById(PICTURE_ELEMENT_ID) == null;
  // What became of the kept picture, for the benchmarks and the journeys to read.
  document.documentElement.dataset.firstScreenPicture = shows ? 'shown' : current ? 'late' : 'stale';
  if (!shows) return false;
  const shown = document.createElement('div');
  shown.id = PICTURE_ELEMENT_ID;
  // A picture: nothing in it can be clicked, focused or read out; the console beneath takes over.
  shown.inert = true;
  shown.setAttribute('aria-hidden', 'true');
  shown.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:hidden';
  shown.className = 'bg-surface text-fg';
  shown.innerHTML = picture.html;
  // The console renders beneath, out of the keyboard's and the screen reader's way until it shows.
  root!.inert = true;
  document.body.append(shown);
  setTimeout(() => handOffPicture(document), PICTURE_HAND_OFF_LIMIT_MS);
  return true;
}

/** The console shows its own first screen: the picture, if any, goes, and none is shown after this. */
export function handOffPicture(document: Document): void {
  (globalThis as Record<string, unknown>)[LIVE_SLOT] = true;
  const shown = document.getElementById(PICTURE_ELEMENT_ID);
  if (shown == null) return;
  shown.remove();
  const root = document.getElementById('root');
  if (root) root.inert = false;
}

/**
 * Takes the picture of the console's root as it shows now, for `path` and `width`, drawn from the answers whose
 * digests are given (null: one is not known, and no picture is kept).
 */
export function takePicture(
  storage: Storage,
  root: HTMLElement,
  {
    path,
    width,
    digests,
    nowMs,
  }: Omit<FirstScreenPicture, 'html' | 'savedAtMs' | 'digests'> & {
    digests: ReadonlyArray<string | null>;
    nowMs: number;
  },
): boolean {
  if (digests.some((digest) => digest == null)) return false;
  keepPicture(storage, { path, width, digests: digests as string[], savedAtMs: nowMs, html: root.innerHTML });
  return true;
}
