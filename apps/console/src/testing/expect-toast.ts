import { expect, waitFor, within } from 'storybook/test';

/** A toast shows its title (after sonner's enter animation); toasts portal to <body>. */
export async function expectToast(title: string, description?: string) {
  const body = within(document.body);
  await waitFor(() => expect(body.getByText(title)).toBeVisible());
  if (description != null) await expect(body.getByText(description)).toBeVisible();
}
