import {
  ACCOUNT_DELETION_MESSAGES,
  MESSAGES,
  THEME_STORAGE_KEY,
  WRITE_FAILURE_MESSAGES,
} from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import { ACME, ADA, wireUser } from '../../testing/fixtures';
import { answer, apiUrl, fail, hang } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
import {
  ALLOWED,
  BLOCKED,
  wireAccountDeletion,
} from '../../components/account-deletion/account-deletion-fixtures';
import { PersonalSettingsContainer } from './personal-settings-container';

/** The user as the API answers; a rename changes the next answer. */
function userApi() {
  let names = { first_name: 'Ada', last_name: 'Lovelace' };
  return [
    http.get(apiUrl('/users/current-user'), () => HttpResponse.json(wireUser(names))),
    http.patch(apiUrl('/users/current-user'), async ({ request }) => {
      const body = (await request.json()) as { userFirstName: string; userLastName: string };
      names = { first_name: body.userFirstName, last_name: body.userLastName };
      return HttpResponse.json(wireUser(names));
    }),
  ];
}

function ContainerStory({
  handlers,
  onSent,
}: {
  handlers: RequestHandler[];
  onSent?: Parameters<typeof StoryProviders>[0]['onSent'];
}) {
  return (
    <StoryProviders handlers={handlers} onSent={onSent}>
      <main className="p-6">
        <PersonalSettingsContainer selectedOrganizationId={ACME.id} />
      </main>
    </StoryProviders>
  );
}

const meta = {
  title: 'Personal Settings/Page over the API',
  component: ContainerStory,
  parameters: { toaster: false, route: '/settings/personal' },
  args: { handlers: userApi() },
} satisfies Meta<typeof ContainerStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const saved = sentRequests();
/** Personal Settings, saved ("Name updated successfully"); the subheader shows the new name. */
export const Saved: Story = {
  args: { handlers: userApi(), onSent: saved.onSent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Last Name'), '-King');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(MESSAGES.nameUpdated);
    await expect(saved.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        body: { userFirstName: 'Ada', userLastName: 'Lovelace-King' },
      }),
    );
    await waitFor(() =>
      expect(canvas.getByTestId('personal-subheader')).toHaveTextContent('Ada Lovelace-King'),
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Personal Settings, failed ("Update Failed"); the typed name stays for a retry. */
export const Failed: Story = {
  args: { handlers: [fail('patch', '/users/current-user'), ...userApi()] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('First Name'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(MESSAGES.nameUpdateFailed);
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Adax');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled());
    await expect(canvas.getByTestId('personal-subheader')).toHaveTextContent('Ada Lovelace');
  },
};

const body = () => within(document.body);
const CONFIRM_LABEL = 'Type your e-mail address to confirm';
const isDeletionPreview = (request: { url: string }) => request.url.endsWith('/users/current-user/deletion');

/** Opens "Delete account" from the foot of the page. */
async function openDeletion(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete account…' }));
}

/** Opens "Delete account", waits for the preview to allow it, and confirms with the account's address. */
async function confirmDeletion(canvasElement: HTMLElement) {
  await openDeletion(canvasElement);
  await userEvent.type(await body().findByLabelText(CONFIRM_LABEL), ADA.email);
  await userEvent.click(body().getByRole('button', { name: 'Delete account' }));
}

const allowedPreview = answer('get', '/users/current-user/deletion', wireAccountDeletion(ALLOWED));

const previewLoading = sentRequests();
/**
 * Delete account, the preview loading: nothing is read before the dialog opens; opening reads it once and says so
 * while it comes.
 */
export const DeleteAccountPreviewLoading: Story = {
  args: {
    handlers: [hang('get', '/users/current-user/deletion'), ...userApi()],
    onSent: previewLoading.onSent,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Delete account…' });
    await expect(previewLoading.holder.sent.some(isDeletionPreview)).toBe(false);
    await openDeletion(canvasElement);
    await expect(
      await body().findByRole('status', { name: 'Loading what deleting your account would do' }),
    ).toBeVisible();
    await expect(previewLoading.holder.sent.filter(isDeletionPreview)).toEqual([
      expect.objectContaining({ method: 'GET' }),
    ]);
  },
};

/** Delete account, the preview failed: "Try again" reads it again, and the form shows. */
export const DeleteAccountPreviewFailsThenLoads: Story = {
  args: {
    handlers: (() => {
      let answers = 0;
      return [
        http.get(apiUrl('/users/current-user/deletion'), () => {
          answers += 1;
          return answers === 1
            ? HttpResponse.json(
                { type: 'about:blank', title: 'Internal Server Error', status: 500 },
                { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
              )
            : HttpResponse.json(wireAccountDeletion(ALLOWED));
        }),
        ...userApi(),
      ];
    })(),
  },
  play: async ({ canvasElement }) => {
    await openDeletion(canvasElement);
    await expect(
      await body().findByText('What deleting your account would do could not be loaded.'),
    ).toBeVisible();
    await expect(body().queryByLabelText(CONFIRM_LABEL)).toBeNull();
    await userEvent.click(body().getByRole('button', { name: 'Try again' }));
    await expect(await body().findByLabelText(CONFIRM_LABEL)).toBeVisible();
  },
};

/** Delete account, refused for both reasons: the API's words for each organization, and nothing to confirm. */
export const DeleteAccountBlocked: Story = {
  args: {
    handlers: [answer('get', '/users/current-user/deletion', wireAccountDeletion(BLOCKED)), ...userApi()],
  },
  play: async ({ canvasElement }) => {
    await openDeletion(canvasElement);
    const list = await body().findByRole('list', { name: 'What is in the way' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(BLOCKED.blocks.map((block) => block.message));
    await expect(within(list).getByRole('link', { name: 'Open Organization Settings' })).toBeVisible();
    await expect(body().queryByLabelText(CONFIRM_LABEL)).toBeNull();
    await expect(body().queryByRole('button', { name: 'Delete account' })).toBeNull();
  },
};

const refused = sentRequests();
const REFUSAL = 'You own Acme Robotics, which has other members. Transfer its ownership first.';
/**
 * Delete account, refused by the API after all (409: someone joined meanwhile): POST …/delete with the typed
 * address; the dialog stays, says the API's words, and keeps what was typed.
 */
export const DeleteAccountRefused: Story = {
  args: {
    handlers: [allowedPreview, fail('post', '/users/current-user/delete', 409, REFUSAL), ...userApi()],
    onSent: refused.onSent,
  },
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    await expect(await body().findByRole('alert')).toHaveTextContent(REFUSAL);
    await expect(body().getByLabelText(CONFIRM_LABEL)).toHaveValue(ADA.email);
    await expect(refused.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: expect.stringMatching(/\/users\/current-user\/delete$/),
        body: { email: ADA.email },
      }),
    );
    await waitFor(() => expect(body().getByRole('button', { name: 'Delete account' })).toBeEnabled());
    await expect(body().queryByText(MESSAGES.accountDeleteFailed)).toBeNull();
  },
};

/** Delete account, the address refused by the API (400): its words on the field, what was typed kept. */
export const DeleteAccountAddressRefused: Story = {
  args: {
    handlers: [
      allowedPreview,
      fail('post', '/users/current-user/delete', 400, ACCOUNT_DELETION_MESSAGES.confirmationMismatch),
      ...userApi(),
    ],
  },
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    const field = body().getByLabelText(CONFIRM_LABEL);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(ACCOUNT_DELETION_MESSAGES.confirmationMismatch),
    );
    await expect(field).toHaveValue(ADA.email);
  },
};

/** Delete account, the network failed: the standard write-failure toast; the dialog stays with what was typed. */
export const DeleteAccountNetworkFailure: Story = {
  args: {
    handlers: [
      allowedPreview,
      http.post(apiUrl('/users/current-user/delete'), () => HttpResponse.error()),
      ...userApi(),
    ],
  },
  play: async ({ canvasElement }) => {
    await confirmDeletion(canvasElement);
    await expectToast(MESSAGES.accountDeleteFailed, WRITE_FAILURE_MESSAGES.network);
    await expect(body().getByLabelText(CONFIRM_LABEL)).toHaveValue(ADA.email);
    await waitFor(() => expect(body().getByRole('button', { name: 'Delete account' })).toBeEnabled());
  },
};

/** Appearance: Dark is shown at once and kept on this browser; System forgets the choice and follows the device. */
export const AppearanceChosenAndKept: Story = {
  beforeEach: () => {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
    return () => {
      window.localStorage.removeItem(THEME_STORAGE_KEY);
      delete document.documentElement.dataset.theme;
    };
  },
  play: async ({ canvasElement }) => {
    const theme = await within(canvasElement).findByRole('group', { name: 'Theme' });
    await expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(within(theme).getByRole('radio', { name: 'Dark' }));
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(17, 19, 24)');
    await userEvent.click(within(theme).getByRole('radio', { name: 'System' }));
    await expect(document.documentElement).not.toHaveAttribute('data-theme');
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  },
};
