import {
  brieflyUnavailable,
  MESSAGES,
  tooManyRequests,
  WRITE_FAILURE_MESSAGES,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toast, type ToastInput } from '../../lib/toast';
import { TOAST_LIMIT } from '../../lib/ui-constants';

function Toasts({ toasts }: { toasts: ToastInput[] }) {
  useEffect(() => {
    for (const input of toasts) toast(input);
  }, [toasts]);
  return <main className="p-6 text-sm text-fg-muted">Toasts appear at the bottom right.</main>;
}

const meta = {
  title: 'Toasts',
  component: Toasts,
  tags: ['autodocs'],
  argTypes: {
    toasts: {
      description:
        'What each `toast()` call (lib/toast.ts) is given: a `title` (a message of spec §8), an optional ' +
        '`description`, a `variant` (`default`, `success`, `destructive`) and, rarely, a `duration` in ms.',
    },
  },
  parameters: {
    docs: {
      // Every story's toasts share the one toast list: on the Docs page each story gets its own frame.
      story: { inline: false, height: '260px' },
      description: {
        component: `A toast says what just happened, at the bottom right, for five seconds (spec §2, §9): one at a time, with a
close button, swiped right to dismiss, F8 to reach it by keyboard. Screens call \`toast()\` from \`lib/toast.ts\`;
the \`Toaster\` is mounted once by the app.

**Do**
- Toast the outcome of an action the person took (saved, sent, revoked, or why it failed), in the words of the
  domain's messages.
- Use \`success\` for a change made and \`destructive\` for a write that failed, with the reason as its description.

**Don't**
- Don't toast what the screen already shows, or a failure to load a page: LoadFailed says that in place.
- Don't put an action or a link in a toast: it leaves after five seconds.`,
      },
    },
  },
} satisfies Meta<typeof Toasts>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const visibleToasts = () => document.querySelectorAll('[data-sonner-toast][data-visible="true"]');

/** Toasts, default. */
export const Default: Story = {
  args: { toasts: [{ title: MESSAGES.paymentCancelled }] },
  play: async () => {
    await waitFor(() => expect(body().getByText(MESSAGES.paymentCancelled)).toBeVisible());
    const close = body().getByRole('button', { name: 'Close toast' });
    await expect(close).toBeVisible();
    // WCAG 2.2 target size: a toast leaving overlaps the next one, so the button must be 24 px itself.
    const { width, height } = close.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

/** Toasts, success. */
export const Success: Story = {
  args: {
    toasts: [{ title: MESSAGES.success, description: 'Responded to 2 invitations', variant: 'success' }],
  },
  play: async () => {
    await waitFor(() => expect(body().getByText('Responded to 2 invitations')).toBeVisible());
    await expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
  },
};

/** Toasts, destructive; the close button dismisses it. */
export const Destructive: Story = {
  args: {
    toasts: [
      {
        title: MESSAGES.respondToInvitationsFailed,
        description:
          'Please try again. If the problem persists, please reach out to support at support@pod-console.local.',
        variant: 'destructive',
      },
    ],
  },
  play: async () => {
    await waitFor(() => expect(body().getByText(MESSAGES.respondToInvitationsFailed)).toBeVisible());
    await expect(document.querySelector('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  },
};

/** spec §2: F8 moves focus to the notifications; the close button dismisses. */
export const HotkeyAndClose: Story = {
  args: { toasts: [{ title: MESSAGES.paymentSucceeded, variant: 'success' }] },
  play: async () => {
    await waitFor(() => expect(body().getByText(MESSAGES.paymentSucceeded)).toBeVisible());
    // user-event's key map has no code for F8; send the key as a browser would.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    await waitFor(() => expect(document.activeElement?.closest('[data-sonner-toaster]')).not.toBeNull());
    await userEvent.click(body().getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(body().queryByText(MESSAGES.paymentSucceeded)).toBeNull());
  },
};

/** Toasts, more than one queued: only one visible (spec §9 limit 1). */
export const Queued: Story = {
  args: {
    toasts: [
      { title: MESSAGES.paymentSucceeded, variant: 'success' },
      { title: MESSAGES.nameUpdateFailed, variant: 'destructive' },
      { title: MESSAGES.paymentCancelled },
    ],
  },
  play: async () => {
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(3));
    await waitFor(() => expect(visibleToasts()).toHaveLength(TOAST_LIMIT));
    await expect(visibleToasts()[0]).toHaveTextContent(MESSAGES.paymentCancelled);
  },
};

/** spec §2: the timer pauses while a toast has keyboard focus, and runs again when focus leaves. */
export const PausesWhileFocused: Story = {
  // Long enough that a loaded machine focuses the toast before it would expire on its own.
  args: { toasts: [{ title: MESSAGES.nameUpdated, variant: 'success', duration: 2500 }] },
  // Its point is the timer: the test run's hold (.storybook/toast-timers.ts) stays off.
  parameters: { toastTimers: 'running' },
  play: async () => {
    const close = await body().findByRole('button', { name: 'Close toast' });
    close.focus();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(body().getByText(MESSAGES.nameUpdated)).toBeVisible();
    close.blur();
    await waitFor(() => expect(body().queryByText(MESSAGES.nameUpdated)).toBeNull(), { timeout: 6000 });
  },
};

/**
 * A refused write, rate-limited (429): spec §8's title with the line saying when to try again
 * (describeWriteFailure, from `Retry-After`).
 */
export const WriteRateLimited: Story = {
  args: {
    toasts: [{ title: MESSAGES.assignFailed, description: tooManyRequests(37), variant: 'destructive' }],
  },
  play: async () => {
    await waitFor(() =>
      expect(body().getByText('Too many requests. Try again in 37 seconds.')).toBeVisible(),
    );
    await expect(body().getByText(MESSAGES.assignFailed)).toBeVisible();
  },
};

/** A write sent while the browser is offline: what was typed is kept for when the network is back. */
export const WriteOffline: Story = {
  args: {
    toasts: [
      {
        title: MESSAGES.organizationUpdateFailed,
        description: WRITE_FAILURE_MESSAGES.offline,
        variant: 'destructive',
      },
    ],
  },
  play: async () => {
    await waitFor(() =>
      expect(
        body().getByText('You are offline. Your changes are kept; try again when you are back online.'),
      ).toBeVisible(),
    );
  },
};

/** A write the API could not take for a moment (503): when to try again. */
export const WriteServiceUnavailable: Story = {
  args: {
    toasts: [{ title: MESSAGES.revokeFailed, description: brieflyUnavailable(5), variant: 'destructive' }],
  },
  play: async () => {
    await waitFor(() =>
      expect(body().getByText('Pod Console is briefly unavailable. Try again in 5 seconds.')).toBeVisible(),
    );
  },
};
