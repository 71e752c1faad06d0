import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { CDPSession } from 'playwright';
import sharp from 'sharp';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Whether the story now shows its baseline's picture, by the quick path (picture-fingerprints.ts). */
    pictureMatches: (picture: string) => Promise<boolean>;
    /** Records what the story now shows as matching its baseline (picture-fingerprints.ts). */
    learnPicture: (picture: string) => Promise<void>;
  }
}

/** The comparison's rule, the same object Vitest's `toMatchScreenshot` is given (vitest.config.ts). */
export interface PictureRule {
  threshold: number;
  allowedMismatchedPixelRatio: number;
}

/**
 * The quick path of the visual review (docs/decisions/0040-visual-review.md, update "The quick path"). Vitest's
 * comparison cost about 0.2 s a picture: Playwright's element screenshot, then decoding it and the baseline with
 * pngjs and comparing them. Here the story's frame is captured once with Chromium's quickest PNG (~40 ms), then:
 *
 * 1. Chromium draws the same page into the same bytes on every run, so `fingerprints.json` keeps, per picture, the
 *    SHA-256 of its baseline file and of the last capture that matched it: the same hash against the same baseline
 *    is the picture already accepted.
 * 2. Otherwise the capture and the baseline are decoded (sharp) and compared by the same rule Vitest applies
 *    (pixelmatch, the per-pixel threshold and the allowed share of differing pixels), so a new Chromium's bytes
 *    still pass here when its picture does.
 * 3. Anything that does not pass here (a difference, a new story, another size) goes through Vitest's
 *    `toMatchScreenshot` exactly as before, which decides, writes the differences and feeds the report. This path
 *    only ever says yes to a picture Vitest's comparison would also accept.
 *
 * The capture covers the story's frame as the page shows it, which is the region of the element Vitest compares (a
 * different size goes to Vitest). Runs outside CI learn, once per baseline, the hash of a capture that matched;
 * CI only reads. After a Chromium update, delete the file and run the stories once to learn the new hashes.
 */
export function pictureFingerprints(baselinesDir: string, rule: PictureRule) {
  const file = join(baselinesDir, 'fingerprints.json');
  const known: Record<string, string> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    : {};
  let changed = false;
  const seen = { hashed: 0, compared: 0, vitest: 0 };
  // The pictures that missed the hash path, named in the run's summary: each costs more, and one that misses it run
  // after run is not drawn the same twice.
  const missed: { compared: string[]; vitest: string[] } = { compared: [], vitest: [] };
  // Written once as the run ends, with the pictures in order, so an unchanged run leaves the file as it was.
  process.on('exit', () => {
    if (seen.hashed + seen.compared + seen.vitest > 0) {
      console.log(
        `Visual review: ${seen.hashed} picture(s) exactly the ones accepted before, ${seen.compared} compared here, ${seen.vitest} by Vitest's comparison.`,
      );
      for (const [path, pictures] of Object.entries(missed)) {
        if (pictures.length > 0) console.log(`  ${path}: ${pictures.sort().join(', ')}`);
      }
      // Most pictures without their hash: another Chromium draws other bytes (decision 0040, "The quick path").
      if (seen.compared > seen.hashed) {
        console.log(
          'Most pictures were compared pixel by pixel, as after a Chromium update: outside CI, delete visual-baselines/fingerprints.json and run `npm run test:stories` once, then commit the file.',
        );
      }
    }
    if (!changed) return;
    // A picture whose baseline is gone (a story renamed or removed) is forgotten.
    const sorted = Object.fromEntries(
      Object.entries(known)
        .filter(([picture]) => existsSync(join(baselinesDir, `${picture}.png`)))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  });

  const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
  const baselinePath = (picture: string) => join(baselinesDir, `${picture}.png`);
  const sessions = new WeakMap<object, CDPSession>();
  // What the page shows of the story's frame (Chromium's quickest PNG). The page is stilled first
  // (visual-review.ts), as Playwright stills Vitest's own capture.
  const capture = async (context: BrowserCommandContext): Promise<Buffer | null> => {
    if (context.provider.name !== 'playwright') return null;
    const frame = await context.frame();
    const box = await (await frame.frameElement()).boundingBox();
    const viewport = context.page.viewportSize();
    if (!box || !viewport) return null;
    const clip = {
      x: Math.max(0, box.x),
      y: Math.max(0, box.y),
      width: Math.min(box.x + box.width, viewport.width) - Math.max(0, box.x),
      height: Math.min(box.y + box.height, viewport.height) - Math.max(0, box.y),
    };
    let session = sessions.get(context.page);
    if (!session) {
      session = await context.page.context().newCDPSession(context.page);
      sessions.set(context.page, session);
    }
    const { data } = (await session.send('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      clip: { ...clip, scale: 1 },
    })) as { data: string };
    return Buffer.from(data, 'base64');
  };
  const entry = (baseline: string, shown: string) => `${baseline}:${shown}`;
  const rgba = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // Vitest's pixelmatch comparator, same options: the share of differing pixels within the allowed one.
  const sameByRule = async (baselinePng: Buffer, shownPng: Buffer) => {
    const [baseline, shown] = await Promise.all([rgba(baselinePng), rgba(shownPng)]);
    const { width, height } = baseline.info;
    if (shown.info.width !== width || shown.info.height !== height) return false;
    const differing = pixelmatch(baseline.data, shown.data, undefined, width, height, {
      threshold: rule.threshold,
    });
    return differing <= rule.allowedMismatchedPixelRatio * width * height;
  };
  const learn = (picture: string, baseline: string, shown: string) => {
    if (process.env.CI || known[picture] === entry(baseline, shown)) return;
    known[picture] = entry(baseline, shown);
    changed = true;
  };

  const pictureMatches: BrowserCommand<[string]> = async (context, picture) => {
    const baselinePng = existsSync(baselinePath(picture)) ? readFileSync(baselinePath(picture)) : null;
    const shownPng = baselinePng && (await capture(context));
    if (!baselinePng || !shownPng) {
      seen.vitest += 1;
      missed.vitest.push(picture);
      return false;
    }
    const baseline = sha256(baselinePng);
    const shown = sha256(shownPng);
    if (known[picture] === entry(baseline, shown)) {
      seen.hashed += 1;
      return true;
    }
    if (await sameByRule(baselinePng, shownPng)) {
      seen.compared += 1;
      missed.compared.push(picture);
      // Learnt once per baseline: a picture that is not the same from run to run keeps its first hash.
      if (!known[picture]?.startsWith(`${baseline}:`)) learn(picture, baseline, shown);
      return true;
    }
    seen.vitest += 1;
    missed.vitest.push(picture);
    return false;
  };

  // After Vitest's comparison passed: the capture that matched, for the hash path of the next runs.
  const learnPicture: BrowserCommand<[string]> = async (context, picture) => {
    if (process.env.CI || !existsSync(baselinePath(picture))) return;
    const baseline = sha256(readFileSync(baselinePath(picture)));
    if (known[picture]?.startsWith(`${baseline}:`)) return;
    const shownPng = await capture(context);
    if (shownPng) learn(picture, baseline, sha256(shownPng));
  };

  return { pictureMatches, learnPicture };
}
