// npm run visual:update [-- <story files>]: runs the stories (all, or the files named) and makes every picture that
// changed, and every new one, its story's baseline (docs/decisions/0040-visual-review.md). Baselines are stored as
// 8-bit palette PNGs (a third of the size; the comparison's per-pixel threshold absorbs the rounding), and only
// changed pictures are rewritten, so an update's commit holds exactly what changed.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { BASELINES_DIR, RESULTS_DIR, changedPictures } from './visual-report.mjs';

/** PNG colour type 3: already a palette picture, as written by this script. */
const isPalette = (png) => png[25] === 3;

async function storePalette(source, target) {
  const png = await sharp(readFileSync(source))
    .png({ palette: true, quality: 100, dither: 0, effort: 10, compressionLevel: 9 })
    .toBuffer();
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, png);
}

const files = process.argv.slice(2);
// Outside CI Vitest writes a missing baseline itself (as a full-colour PNG, made a palette one below).
const env = { ...process.env, CI: '' };
const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', ...files], {
  stdio: 'inherit',
  env,
  cwd: join(BASELINES_DIR, '..'),
});

const changed = changedPictures();
for (const picture of changed) {
  await storePalette(join(RESULTS_DIR, `${picture}-actual.png`), join(BASELINES_DIR, `${picture}.png`));
}
let created = 0;
for (const file of readdirSync(BASELINES_DIR, { recursive: true }).map(String)) {
  const path = join(BASELINES_DIR, file);
  if (!file.endsWith('.png') || isPalette(readFileSync(path))) continue;
  const temporary = `${path}.full.png`;
  copyFileSync(path, temporary);
  await storePalette(temporary, path);
  rmSync(temporary);
  created += 1;
}
console.log(
  `\nvisual:update: ${changed.length} baseline(s) updated, ${created} new. Review them with git diff before committing.` +
    (changed.length + created > 0
      ? '\nRun the stories once more (npm run test:stories) so fingerprints.json learns the new pictures for the quick path.'
      : ''),
);
// With pictures accepted the run had failed for them: say so and succeed; otherwise the run's own result.
process.exit(changed.length + created > 0 ? 0 : (run.status ?? 1));
