// A Vitest reporter: after a run whose story pictures differ from their baselines, one HTML page a designer opens
// to see each change — before (the baseline), after (this run) and the difference — and the command that accepts
// them (docs/decisions/0040-visual-review.md).
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONSOLE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const BASELINES_DIR = join(CONSOLE_DIR, 'visual-baselines');
export const RESULTS_DIR = join(CONSOLE_DIR, 'test-results', 'visual');
const ACTUAL = /-actual\.png$/;

/** Every picture of the last run that differs from its baseline (or has none): `<title>/<story>/<theme>`. */
export function changedPictures() {
  if (!existsSync(RESULTS_DIR)) return [];
  return readdirSync(RESULTS_DIR, { recursive: true })
    .map(String)
    .filter((file) => ACTUAL.test(file))
    .map((file) => file.replace(ACTUAL, '').split('\\').join('/'))
    .sort();
}

const escape = (text) =>
  text.replace(
    /[&<>"]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character],
  );

/** The page: one section per changed picture, the story's Storybook link, and how to accept the changes. */
export function reportHtml(pictures) {
  const src = (path) => escape(relative(RESULTS_DIR, path).split('\\').join('/'));
  const sections = pictures.map((picture) => {
    // A picture's path is its story's id split at `--` (.storybook/visual-review.ts), then the theme.
    const [title, story, theme] = picture.split('/');
    const storyId = `${title}--${story}`;
    const baseline = join(BASELINES_DIR, `${picture}.png`);
    const figure = (caption, path) =>
      existsSync(path)
        ? `<figure><figcaption>${caption}</figcaption><a href="${src(path)}"><img src="${src(path)}" alt="${caption}: ${escape(picture)}"></a></figure>`
        : `<figure><figcaption>${caption}</figcaption><p class="none">No baseline yet: a new story.</p></figure>`;
    return `<section id="${escape(picture)}">
  <h2>${escape(storyId)} <span class="theme">${escape(theme)}</span></h2>
  <p><a href="http://127.0.0.1:6006/?path=/story/${escape(storyId)}&amp;globals=theme:${escape(theme)}">Open in Storybook</a> (npm run storybook)</p>
  <div class="row">${figure('Before', baseline)}${figure('After', join(RESULTS_DIR, `${picture}-actual.png`))}${figure('Difference', join(RESULTS_DIR, `${picture}-diff.png`))}</div>
</section>`;
  });
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${pictures.length} picture(s) changed</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 2rem; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; }
  img { max-width: 100%; border: 1px solid #8888; }
  figcaption { font-weight: 600; margin-bottom: .25rem; }
  figure { margin: 0; }
  .theme { font-weight: 400; opacity: .7; }
  code { background: #8882; padding: .1rem .3rem; border-radius: .25rem; }
  section { border-top: 1px solid #8886; padding-top: 1rem; margin-top: 1.5rem; }
</style>
</head>
<body>
<h1>Visual review: ${pictures.length} picture(s) changed</h1>
<p>Each story is captured in the light and the dark theme at its own viewport and compared with its baseline in
<code>apps/console/visual-baselines/</code>. The difference marks changed pixels in red. If every change is
intended, accept them with <code>npm run visual:update</code> and commit the baselines with the change.</p>
<nav><ul>${pictures.map((picture) => `<li><a href="#${escape(picture)}">${escape(picture)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
</body>
</html>
`;
}

/** Vitest reporter: clears the last run's pictures as a run starts, writes the report when it ends. */
export default class VisualReportReporter {
  onInit() {
    rmSync(RESULTS_DIR, { recursive: true, force: true });
  }

  onTestRunEnd() {
    const pictures = changedPictures();
    if (pictures.length === 0) return;
    mkdirSync(RESULTS_DIR, { recursive: true });
    const report = join(RESULTS_DIR, 'index.html');
    writeFileSync(report, reportHtml(pictures));
    console.log(
      `\nVisual review: ${pictures.length} picture(s) differ from their baselines. Open ${relative(process.cwd(), report)}` +
        ' to see before, after and the difference; accept intended changes with npm run visual:update.\n',
    );
  }
}
