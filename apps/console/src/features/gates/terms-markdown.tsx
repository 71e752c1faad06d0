import { transformMarkdownUrl } from '@pod-console/hooks/domain';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import { Fragment } from 'react';

/**
 * Raw HTML is shown as the text it is, never as elements, and every link and image URL goes through the domain's
 * rule (spec §5 plus protocol-relative `//host`, docs/decisions/0005-markdown-urls.md). No wrapper of its own: the
 * headings and paragraphs are the container's children, so its spacing applies between them.
 */
const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  sanitizer: (value) => transformMarkdownUrl(value),
  wrapper: Fragment,
};

/**
 * The terms text (spec §2). Loaded lazily, with markdown-to-jsx (7 KB gzip, a fifth of react-markdown with its
 * parsers), so neither the initial JavaScript nor the total carries a markdown pipeline the terms do not need
 * (docs/architecture.md, "Budgets").
 */
export function TermsMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-sm leading-6 text-fg [&_a]:text-accent-fg [&_a]:underline [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown options={OPTIONS}>{text}</Markdown>
    </div>
  );
}
