import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { TERMS_TEXT } from '../../testing/fixtures';
import { TermsGate } from './terms-gate';
import { TermsLoading } from './terms-loading';

const meta = {
  title: 'Gates/5 Terms gate (Updated Terms of Service)',
  component: TermsGate,
  args: { text: TERMS_TEXT, onAgree: fn() },
} satisfies Meta<typeof TermsGate>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const agree = () => body().getByRole('button', { name: 'I Agree' });

/** Terms gate, loading (spinner). */
export const Loading: Story = {
  render: () => <TermsLoading />,
  play: async () => {
    await expect(body().getByRole('status', { name: 'Loading the terms of service' })).toBeVisible();
  },
};

/** Terms gate, text not yet scrolled: I Agree disabled; Escape does not dismiss. */
export const NotYetScrolled: Story = {
  play: async () => {
    await expect(await body().findByRole('heading', { name: '14. Section 14' })).toBeInTheDocument();
    await expect(body().getByText(MESSAGES.termsUpdatedBody)).toBeVisible();
    await expect(agree()).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body().getByText(MESSAGES.termsUpdatedTitle)).toBeVisible();
    // A click beside the panel (on the overlay) does not close it either.
    const overlay = body().getByRole('dialog').querySelector('.fixed.inset-0.flex');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay!, coords: { clientX: 5, clientY: 5 } });
    await expect(body().getByText(MESSAGES.termsUpdatedTitle)).toBeVisible();
  },
};

/** Terms gate, scrolled to the bottom: I Agree enabled, and it stays enabled scrolling back up. */
export const ScrolledToTheBottom: Story = {
  play: async ({ args }) => {
    await body().findByRole('heading', { name: '14. Section 14' });
    const region = body().getByRole('region', { name: 'Terms of Service' });
    await expect(agree()).toBeDisabled();
    region.scrollTop = region.scrollHeight - region.clientHeight - 100;
    fireEvent.scroll(region);
    await expect(agree()).toBeDisabled();
    region.scrollTop = region.scrollHeight;
    fireEvent.scroll(region);
    await waitFor(() => expect(agree()).toBeEnabled());
    region.scrollTop = 0;
    fireEvent.scroll(region);
    await expect(agree()).toBeEnabled();
    await userEvent.click(agree());
    await expect(args.onAgree).toHaveBeenCalledOnce();
  },
};

/** Terms gate, submitting. */
export const Submitting: Story = {
  args: { submitting: true, initiallyScrolled: true },
  play: async () => {
    await expect(agree()).toBeDisabled();
    await expect(agree()).toHaveAttribute('aria-busy', 'true');
  },
};

/** A text that fits without scrolling is already read to its end. */
export const ShortTextFitsWithoutScrolling: Story = {
  args: { text: 'Be kind. That is all.' },
  play: async () => {
    await body().findByText('Be kind. That is all.');
    await waitFor(() => expect(agree()).toBeEnabled());
  },
};

/** spec §5 and docs/decisions/0005-markdown-urls.md: raw HTML shown as text; javascript: and //host links neutralised; https kept. */
export const MarkdownIsSafe: Story = {
  args: { initiallyScrolled: true },
  play: async () => {
    await expect(await body().findByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      'https://example.com/privacy',
    );
    const region = body().getByRole('region', { name: 'Terms of Service' });
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('a[href^="javascript"]')).toBeNull();
    await expect(region.querySelector('a[href^="//"]')).toBeNull();
    // The neutralised links keep their words and go nowhere: the privacy policy is the one address left.
    await expect(body().getByText('this')).toBeVisible();
    await expect(
      [...region.querySelectorAll('a')].map((link) => link.getAttribute('href')).filter(Boolean),
    ).toEqual(['https://example.com/privacy']);
    // The blocks of the text are spaced apart (Tailwind's preflight gives them no margin; the container's spacing
    // falls between them only when no wrapper of the renderer's own stands in between).
    const [first, second] = [...region.querySelectorAll('h1, h2, p')];
    await expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBeGreaterThan(
      8,
    );
    // A tag in the text shows as the text it is, never as an element.
    await expect(body().getByText('<script>window.__termsInjected = true</script>')).toBeVisible();
    await expect((window as { __termsInjected?: boolean }).__termsInjected).toBeUndefined();
  },
};
