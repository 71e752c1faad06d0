import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './not-found';

const meta = {
  title: 'Not found',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;
export default meta;

/** states.md: Not found "Page not found". */
export const PageNotFound: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: MESSAGES.pageNotFound })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};
