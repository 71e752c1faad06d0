import { MESSAGES, supportAtHostText } from '@pod-console/hooks/domain';
import type { AdminOrganization } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/ui/button';
import { expectToast } from '../../testing/expect-toast';
import { apiUrl, fail, hang } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { BABBAGE_AND_CO, DIFFERENCE_LTD } from './admin-dialog-fixtures';
import { DeleteTrialLicensesContainer } from './delete-trial-licenses-container';

const PATH = '/organizations/{organizationId}/delete-trial-licenses';
const deleted = () => http.delete(apiUrl(PATH), () => new HttpResponse(null, { status: 204 }));

interface ContainerStoryArgs {
  organization: AdminOrganization;
  handlers: RequestHandler[];
  onSent?: Parameters<typeof StoryProviders>[0]['onSent'];
  /** The row as a refetch brings it while the dialog is open (the page hands the newer object down). */
  refreshed?: AdminOrganization;
}

/** The row's button opens the confirmation, as on the Organizations page; closing clears it. */
function ContainerStory({ organization, handlers, onSent, refreshed }: ContainerStoryArgs) {
  const [deleting, setDeleting] = useState<AdminOrganization | null>(null);
  useEffect(() => {
    if (deleting != null && refreshed != null && deleting !== refreshed) setDeleting(refreshed);
  }, [deleting, refreshed]);
  return (
    <StoryProviders handlers={handlers} onSent={onSent}>
      <main className="p-6">
        <Button
          variant="secondary"
          aria-label={`Delete trial licenses of ${organization.name}`}
          onClick={() => setDeleting(organization)}
        >
          Delete trial licenses
        </Button>
        <DeleteTrialLicensesContainer organization={deleting} onClose={() => setDeleting(null)} />
      </main>
    </StoryProviders>
  );
}

const meta = {
  title: 'Organizations (admin)/Delete trial licenses over the API',
  component: ContainerStory,
  parameters: { toaster: false },
  args: { organization: DIFFERENCE_LTD, handlers: [deleted()] },
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const opener = (name: string) => body().findByRole('button', { name: `Delete trial licenses of ${name}` });
const dialogTitle = () => body().queryByRole('heading', { name: 'Delete trial licenses' });

/** Opens on the row's button (Cancel focused) and confirms. */
async function confirmDeletion(name: string) {
  await userEvent.click(await opener(name));
  await expect(await body().findByRole('button', { name: 'Cancel' })).toHaveFocus();
  // The dialog's button, not the row's: the row's is named after the organization.
  await userEvent.click(body().getByRole('button', { name: 'Delete trial licenses' }));
}

const removed = sentRequests();
/** Deleted: DELETE sent for the organization, "Trial licenses deleted" naming both, focus back on the row. */
export const Deleted: Story = {
  args: { onSent: removed.onSent },
  play: async () => {
    await confirmDeletion(DIFFERENCE_LTD.name);
    await expectToast('Trial licenses deleted', '4 trial licenses of Difference Ltd were deleted.');
    await waitFor(() => expect(dialogTitle()).toBeNull());
    await expect(await opener(DIFFERENCE_LTD.name)).toHaveFocus();
    const writes = removed.holder.sent.filter((request) => request.method === 'DELETE');
    await expect(writes).toEqual([
      {
        method: 'DELETE',
        url: apiUrl(PATH).replace(':organizationId', DIFFERENCE_LTD.id),
        body: undefined,
      },
    ]);
  },
};

/** Deleted, the one trial licence: singular description. */
export const DeletedOne: Story = {
  args: { organization: BABBAGE_AND_CO },
  play: async () => {
    await confirmDeletion(BABBAGE_AND_CO.name);
    await expectToast('Trial licenses deleted', '1 trial license of Babbage & Co was deleted.');
    await waitFor(() => expect(dialogTitle()).toBeNull());
  },
};

/** Failed: "Failed to delete trial licenses." with the support text; the confirmation stays for a retry. */
export const Failed: Story = {
  args: { handlers: [fail('delete', PATH, 500)] },
  play: async () => {
    await confirmDeletion(DIFFERENCE_LTD.name);
    await expectToast(MESSAGES.trialLicensesDeleteFailed, supportAtHostText(window.location.hostname));
    await expect(dialogTitle()).toBeVisible();
    await expect(body().getByText('4 trial licenses of Difference Ltd will be deleted.')).toBeVisible();
    await waitFor(() => expect(body().getByRole('button', { name: 'Delete trial licenses' })).toBeEnabled());
  },
};

/** Deleting: the answer has not come; the button is busy, nothing closes the dialog. */
export const Deleting: Story = {
  args: { handlers: [hang('delete', PATH)] },
  play: async () => {
    await confirmDeletion(DIFFERENCE_LTD.name);
    const remove = body().getByRole('button', { name: 'Delete trial licenses' });
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'));
    await expect(remove).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialogTitle()).toBeVisible();
  },
};

/** A refetch of the row while the confirmation is open does not change what it asks to confirm. */
export const RowRefreshedWhileOpen: Story = {
  args: {
    handlers: [hang('delete', PATH)],
    refreshed: { ...DIFFERENCE_LTD, trialLicenseCount: 0, assignedTrialLicenseCount: 0 },
  },
  play: async () => {
    await confirmDeletion(DIFFERENCE_LTD.name);
    await expect(body().getByText('4 trial licenses of Difference Ltd will be deleted.')).toBeVisible();
    await expect(
      body().getByText('2 of them are assigned: the people holding them lose them.'),
    ).toBeVisible();
  },
};

/** Narrow (375 px): confirmed over the API. */
export const DeletedNarrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await confirmDeletion(DIFFERENCE_LTD.name);
    await expectToast('Trial licenses deleted', '4 trial licenses of Difference Ltd were deleted.');
    await waitFor(() => expect(dialogTitle()).toBeNull());
  },
};
