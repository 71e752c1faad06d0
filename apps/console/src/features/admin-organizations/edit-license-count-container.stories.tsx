import { MESSAGES } from '@pod-console/hooks/domain';
import type { AdminOrganization } from '@pod-console/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/ui/button';
import { expectToast } from '../../testing/expect-toast';
import { apiUrl, hang } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import { ANALYTICAL_ENGINES } from './admin-dialog-fixtures';
import { EditLicenseCountContainer } from './edit-license-count-container';

const PATH = '/organizations/{organizationId}/update-license-count';
const saved = () => http.patch(apiUrl(PATH), () => new HttpResponse(null, { status: 204 }));
const problem = (status: number, detail = 'Story failure') =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Story failure', status, detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** The first save fails with `status`, the next goes through: what a retry meets. Reset before each run. */
function failsOnce(status: number) {
  const state = { failed: false };
  const handler = http.patch(apiUrl(PATH), () => {
    if (state.failed) return new HttpResponse(null, { status: 204 });
    state.failed = true;
    return problem(status, 'A licence was assigned meanwhile: 11 are assigned now.');
  });
  return { handlers: [handler], reset: () => (state.failed = false) };
}

interface ContainerStoryArgs {
  organization: AdminOrganization;
  handlers: RequestHandler[];
  onSent?: Parameters<typeof StoryProviders>[0]['onSent'];
}

/** The row's button opens the dialog, as on the Organizations page; closing clears it. */
function ContainerStory({ organization, handlers, onSent }: ContainerStoryArgs) {
  const [editing, setEditing] = useState<AdminOrganization | null>(null);
  return (
    <StoryProviders handlers={handlers} onSent={onSent}>
      <main className="p-6">
        <Button
          variant="secondary"
          aria-label={`Edit license count of ${organization.name}`}
          onClick={() => setEditing(organization)}
        >
          Edit license count
        </Button>
        <EditLicenseCountContainer organization={editing} onClose={() => setEditing(null)} />
      </main>
    </StoryProviders>
  );
}

const meta = {
  title: 'Organizations (admin)/Edit Pod Admin License Count over the API',
  component: ContainerStory,
  parameters: { toaster: false },
  args: { organization: ANALYTICAL_ENGINES, handlers: [saved()] },
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const opener = () => body().findByRole('button', { name: 'Edit license count of Analytical Engines' });
const dialogTitle = () => body().queryByRole('heading', { name: 'Edit Pod Admin License Count' });

/** Opens on the row's button, focus in the field; types a count and saves. */
async function typeCount(count: string) {
  await userEvent.click(await opener());
  const field = await body().findByLabelText('Pod Admin License Count');
  await expect(field).toHaveFocus();
  await expect(field).toHaveValue('5');
  await userEvent.clear(field);
  await userEvent.type(field, count);
  await userEvent.click(body().getByRole('button', { name: 'Save' }));
  return field;
}

const updated = sentRequests();
/** Saved: "License count updated" naming the organization and count; the dialog closes, focus back on the row. */
export const Saved: Story = {
  args: { onSent: updated.onSent },
  play: async () => {
    await typeCount('8');
    await expectToast('License count updated', 'Analytical Engines now has 8 Pod Admin licenses.');
    await waitFor(() => expect(dialogTitle()).toBeNull());
    await expect(await opener()).toHaveFocus();
    const writes = updated.holder.sent.filter((request) => request.method === 'PATCH');
    await expect(writes).toEqual([
      {
        method: 'PATCH',
        url: `${apiUrl(PATH).replace(':organizationId', ANALYTICAL_ENGINES.id)}`,
        body: { licenseCount: 8, licenseType: 'POD_ADMIN' },
      },
    ]);
  },
};

const conflict = failsOnce(409);
const conflictSent = sentRequests();
/**
 * Failed (409, e.g. a licence assigned meanwhile): "Failed to update license count." with the API's reason; the
 * dialog stays open with the typed count, and Save tries again.
 */
export const Failed: Story = {
  args: { handlers: conflict.handlers, onSent: conflictSent.onSent },
  beforeEach: () => {
    conflict.reset();
  },
  play: async () => {
    const field = await typeCount('9');
    await expectToast(
      MESSAGES.licenseCountUpdateFailed,
      'A licence was assigned meanwhile: 11 are assigned now.',
    );
    await expect(dialogTitle()).toBeVisible();
    await expect(field).toHaveValue('9');
    const save = body().getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await expectToast('License count updated', 'Analytical Engines now has 9 Pod Admin licenses.');
    await waitFor(() => expect(dialogTitle()).toBeNull());
    const writes = conflictSent.holder.sent.filter((request) => request.method === 'PATCH');
    await expect(writes.map((request) => request.body)).toEqual([
      { licenseCount: 9, licenseType: 'POD_ADMIN' },
      { licenseCount: 9, licenseType: 'POD_ADMIN' },
    ]);
  },
};

const serverError = failsOnce(500);
/** Failed (500): the same message; the typed count stays, Cancel still closes. */
export const FailedServerError: Story = {
  args: { handlers: serverError.handlers },
  beforeEach: () => {
    serverError.reset();
  },
  play: async () => {
    const field = await typeCount('10');
    await expectToast(MESSAGES.licenseCountUpdateFailed);
    await expect(field).toHaveValue('10');
    await waitFor(() => expect(body().getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialogTitle()).toBeNull());
    await expect(await opener()).toHaveFocus();
  },
};

/** Saving: the answer has not come; Save is busy, nothing closes the dialog. */
export const Saving: Story = {
  args: { handlers: [hang('patch', PATH)] },
  play: async () => {
    const field = await typeCount('7');
    const save = body().getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    await expect(save).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialogTitle()).toBeVisible();
    await expect(field).toHaveValue('7');
  },
};

/** Narrow (375 px): the dialog over the API, opened from the row's button. */
export const SavedNarrow: Story = {
  ...Saved,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { onSent: sentRequests().onSent },
  play: async () => {
    await typeCount('6');
    await expectToast('License count updated', 'Analytical Engines now has 6 Pod Admin licenses.');
    await waitFor(() => expect(dialogTitle()).toBeNull());
  },
};
