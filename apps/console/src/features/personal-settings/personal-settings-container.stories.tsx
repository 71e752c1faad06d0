import { MESSAGES } from '@pod-console/hooks/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../../testing/expect-toast';
import { wireUser } from '../../testing/fixtures';
import { apiUrl, fail } from '../../testing/story-api';
import { sentRequests, StoryProviders } from '../../testing/story-providers';
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
        <PersonalSettingsContainer />
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
