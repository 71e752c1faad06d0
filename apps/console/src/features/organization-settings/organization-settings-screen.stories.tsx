import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ACME, GLOBEX, TERMS_DOCUMENT, wireOrganization, wireUser } from '../../testing/fixtures';
import { answer, apiUrl } from '../../testing/story-api';
import { StoryApp } from '../../testing/story-app';
import { GRACE_MEMBER, wireMember } from './organization-settings-fixtures';

// /settings/organization in the whole app: gates, shell, the lazy screen, and the header's organization switch.

let selected = ACME.id;
const user = () => wireUser({ organizations: [ACME, GLOBEX], selected_organization_id: selected });

const handlers = [
  http.get(apiUrl('/users/current-user'), () => HttpResponse.json(user())),
  http.patch(apiUrl('/users/selected-organization'), async ({ request }) => {
    selected = ((await request.json()) as { selectedOrgId: string }).selectedOrgId;
    return HttpResponse.json(user());
  }),
  answer('get', '/users/terms-of-service', {
    currentTermsOfService: TERMS_DOCUMENT,
    signedTermsOfService: [TERMS_DOCUMENT],
  }),
  http.get(apiUrl('/organizations/{organizationId}'), ({ params }) =>
    HttpResponse.json(
      params.organizationId === GLOBEX.id
        ? wireOrganization({
            id: GLOBEX.id,
            name: GLOBEX.name,
            organization_users: [wireMember(GRACE_MEMBER)],
            owner_user_id: GRACE_MEMBER.id,
          })
        : wireOrganization(),
    ),
  ),
  answer('get', '/organizations/{organizationId}/subscription', { subscription: null }),
];

const meta = {
  title: 'Organization Settings/Route',
  component: StoryApp,
  parameters: { toaster: false, route: '/settings/organization' },
  args: { handlers },
} satisfies Meta<typeof StoryApp>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Switching organization in the header shows the other organization's name and members; the draft goes. */
export const SwitchingOrganizationChangesTheData: Story = {
  play: async () => {
    selected = ACME.id;
    const field = await body().findByLabelText('Organization Name');
    await waitFor(() => expect(field).toHaveValue(ACME.name));
    await expect(body().getByRole('link', { name: 'Organization Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.type(field, ' (draft)');
    await userEvent.click(body().getByRole('button', { name: /Acme Robotics/ }));
    await userEvent.click(await body().findByRole('option', { name: GLOBEX.name }));
    await waitFor(() => expect(body().getByLabelText('Organization Name')).toHaveValue(GLOBEX.name));
    await expect(body().getByRole('table', { name: 'Members' })).toHaveTextContent('Grace Hopper');
    await expect(body().getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
