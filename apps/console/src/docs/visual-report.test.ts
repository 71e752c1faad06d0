// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { reportHtml } from '../../scripts/visual-report.mjs';

describe('the visual review report', () => {
  it('shows a changed picture before, after and as a difference, with its story and theme', () => {
    const html = reportHtml(['components-button/primary/dark']);
    expect(html).toContain('<title>Visual review: 1 picture(s) changed</title>');
    expect(html).toContain('<h2>components-button--primary <span class="theme">dark</span></h2>');
    // The baseline is in the repository: "Before" shows it, relative to the report.
    expect(html).toContain('src="../../visual-baselines/components-button/primary/dark.png"');
    expect(html).toContain('?path=/story/components-button--primary&amp;globals=theme:dark');
    expect(html).toContain('npm run visual:update');
  });

  it('says a new story has no baseline yet, and escapes what it prints', () => {
    const html = reportHtml(['a-new-story/<b>/light']);
    expect(html).toContain('No baseline yet: a new story.');
    expect(html).toContain('a-new-story--&lt;b&gt;');
    expect(html).not.toContain('<b>');
  });
});
