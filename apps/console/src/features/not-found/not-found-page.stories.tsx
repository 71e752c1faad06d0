import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundStandalonePage } from './not-found-standalone-page';

const meta = {
  title: 'Not found',
  component: NotFoundStandalonePage,
} satisfies Meta<typeof NotFoundStandalonePage>;
export default meta;

/** Not found "Page not found". */
export const PageNotFound: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: MESSAGES.pageNotFound })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  },
};
