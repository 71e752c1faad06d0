import { transformMarkdownUrl } from '@pod-console/hooks/domain';
import Markdown from 'react-markdown';

/**
 * The terms text (spec §2). Loaded lazily: react-markdown and its parsers stay out of the initial JavaScript
 * (docs/architecture.md, "Budgets"). No raw HTML (`skipHtml`), and link and image URLs go through the domain's
 * rule (spec §5 plus protocol-relative `//host`, docs/decisions/0005-markdown-urls.md).
 */
export function TermsMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-sm leading-6 text-fg [&_a]:text-accent-fg [&_a]:underline [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      <Markdown skipHtml urlTransform={transformMarkdownUrl}>
        {text}
      </Markdown>
    </div>
  );
}
