import { MESSAGES, permissionDeniedMessage } from '@pod-console/hooks/domain';
import { wireOrganizationUser } from '@pod-console/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'wouter';
import { wireSubscription } from '../../../testing/billing-fixtures';
import { expectToast } from '../../../testing/expect-toast';
import { ACME, WIRE_ACTIVE_SUBSCRIPTION, wireOrganization, wireUser } from '../../../testing/fixtures';
import { answer, apiUrl, fail, hang } from '../../../testing/story-api';
import { sentRequests, StoryProviders } from '../../../testing/story-providers';
import {
  assignManySucceeds,
  BULK_ORGANIZATION,
  EXISTING_LICENSES,
  NEW_IDENTIFIERS,
  NEW_LICENSE_IDS,
} from './bulk-license-fixtures';
import { FILE_MESSAGES, IDENTIFIERS_LABEL } from './bulk-license-texts';
import { BulkLicensesEntry } from './bulk-licenses-entry';
import { PRINT_SHEET_PATH } from './print-sheet-state';

// "Add several" over per-story API answers: when it may be used and why not (the reasons of "Add Pod Creator"),
// and the dialog's requests and answers.

const currentUser = answer('get', '/users/current-user', wireUser());
const organization = answer('get', '/organizations/{organizationId}', BULK_ORGANIZATION);
const subscription = answer('get', '/organizations/{organizationId}/subscription', {
  subscription: WIRE_ACTIVE_SUBSCRIPTION,
});

function Location() {
  const [location] = useLocation();
  return <p data-testid="location">{location}</p>;
}

interface HarnessArgs {
  handlers: RequestHandler[];
  onSent?: ReturnType<typeof sentRequests>['onSent'];
}

/** The button where the Licences page puts it; the address shows where "Print QR sheet" goes. */
function Harness({ handlers, onSent }: HarnessArgs) {
  return (
    <StoryProviders handlers={[...handlers, currentUser, organization, subscription]} onSent={onSent}>
      <main className="space-y-4 p-6">
        <h1 className="text-2xl font-bold text-fg">Home</h1>
        <BulkLicensesEntry organizationId={ACME.id} />
        <Location />
      </main>
    </StoryProviders>
  );
}

const meta = {
  title: 'Licences/Add several',
  component: Harness,
  parameters: { toaster: false },
  args: { handlers: [] },
} satisfies Meta<typeof Harness>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const addSeveral = async () => {
  const button = await body().findByRole('button', { name: 'Add several' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

/** The button once refused: a new element, which replaces the one shown while the organization loads. */
async function gated() {
  await waitFor(() =>
    expect(body().getByRole('button', { name: 'Add several' })).toHaveAttribute('aria-disabled', 'true'),
  );
  return body().getByRole('button', { name: 'Add several' });
}

async function openAndType(text: string) {
  await userEvent.click(await addSeveral());
  const field = await body().findByLabelText(IDENTIFIERS_LABEL);
  await userEvent.click(field);
  await userEvent.paste(text);
  return field;
}

/** Allowed: an ordinary secondary button that opens the dialog. */
export const Enabled: Story = {
  play: async () => {
    const button = await addSeveral();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(await body().findByRole('heading', { name: 'Add Pod Creator licenses' })).toBeVisible();
    await expect(body().getByText('10 free licenses.')).toBeVisible();
  },
};

/** Every licence is assigned: refused, with the sidebar card's reason (spec §2), on hover and focus. */
export const GatedNoFreeLicense: Story = {
  args: {
    handlers: [
      answer(
        'get',
        '/organizations/{organizationId}',
        // Two licences in use, two purchased: none free.
        wireOrganization({ license_counts: { POD_ADMIN: 2 }, licenses: EXISTING_LICENSES }),
      ),
    ],
  },
  play: async () => {
    const button = await gated();
    await expect(button).toHaveAccessibleDescription(MESSAGES.noLicensesToAssign);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(body().getByRole('tooltip')).toBeVisible();
    await userEvent.click(button);
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** The plan is not active (spec §4): refused, and why. */
export const GatedPlanNotActive: Story = {
  args: {
    handlers: [
      answer('get', '/organizations/{organizationId}/subscription', {
        subscription: wireSubscription({ status: 'unpaid' }),
      }),
    ],
  },
  play: async () => {
    await expect(await gated()).toHaveAccessibleDescription(MESSAGES.planNotActiveToAssign);
  },
};

/** A Billing member (docs/decisions/0024-organization-roles.md): the role's reason, said first. */
export const GatedByRole: Story = {
  args: {
    handlers: [
      answer('get', '/users/current-user', wireUser({ id: 'user-katherine' })),
      answer(
        'get',
        '/organizations/{organizationId}',
        wireOrganization({
          license_counts: { POD_ADMIN: 12 },
          licenses: EXISTING_LICENSES,
          organization_users: [
            wireOrganizationUser({ user_id: 'user-ada', role: 'OWNER' }),
            wireOrganizationUser({
              user_id: 'user-katherine',
              email: 'katherine@example.com',
              role: 'BILLING',
            }),
          ],
        }),
      ),
    ],
  },
  play: async () => {
    await expect(await gated()).toHaveAccessibleDescription(
      permissionDeniedMessage('BILLING', 'licenses:manage'),
    );
  },
};

const created = sentRequests();
/**
 * Five lines, a duplicate and an empty one: the preview counts them, Create sends the five in order, "Success!" —
 * "5 licenses created.", their claim links, and "Print QR sheet" opens the sheet with their ids in history state.
 */
export const CreatedFive: Story = {
  args: { handlers: [assignManySucceeds()], onSent: created.onSent },
  play: async () => {
    await openAndType(
      ['Kiosk 1', 'Kiosk 2', '', 'Front desk', 'KIOSK 2', 'Stage camera', 'Lobby tablet'].join('\n'),
    );
    await expect(await body().findByText('5 will be created · 1 duplicate · 1 empty')).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Create 5 licenses' }));
    await expectToast(MESSAGES.success, '5 licenses created.');
    await expect(await body().findByRole('heading', { name: '5 licenses created' })).toBeVisible();
    await expect(created.holder.sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: apiUrl('/licenses/assign-many'),
        body: { organizationId: ACME.id, identifiers: NEW_IDENTIFIERS, licenseType: 'POD_ADMIN' },
      }),
    );
    await expect(
      within(body().getByRole('list', { name: 'Created licenses' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    await userEvent.click(body().getByRole('button', { name: 'Print QR sheet' }));
    await waitFor(() => expect(body().getByTestId('location')).toHaveTextContent(PRINT_SHEET_PATH));
    await expect(body().getByTestId('location')).not.toHaveTextContent(NEW_LICENSE_IDS[0]!);
  },
};

/** Creating: the request has not answered; the spinner shows in Create. */
export const Creating: Story = {
  args: { handlers: [hang('post', '/licenses/assign-many')] },
  play: async () => {
    await openAndType('Kiosk 1\nKiosk 2');
    await userEvent.click(await body().findByRole('button', { name: 'Create 2 licenses' }));
    await waitFor(() =>
      expect(body().getByRole('button', { name: 'Create 2 licenses' })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/**
 * Refused (409: the licences were taken meanwhile): spec §8's title with the API's words, in the dialog and the
 * toast; the list is kept, also after closing and opening the dialog again.
 */
export const RefusedNothingLost: Story = {
  args: {
    handlers: [fail('post', '/licenses/assign-many', 409, 'Only 1 license is free: 2 were asked for.')],
  },
  play: async () => {
    await openAndType('Kiosk 1\nKiosk 2');
    await userEvent.click(await body().findByRole('button', { name: 'Create 2 licenses' }));
    const toaster = () => document.querySelector('[data-sonner-toaster]');
    await waitFor(() => expect(toaster()).toHaveTextContent(MESSAGES.assignFailed));
    await expect(toaster()).toHaveTextContent('Only 1 license is free: 2 were asked for.');
    // And in the dialog, where it stays once the toast has gone.
    const failure = within(body().getByRole('dialog')).getByText(MESSAGES.assignFailed).parentElement!;
    await expect(failure).toHaveTextContent('Only 1 license is free: 2 were asked for.');
    await expect(body().getByLabelText(IDENTIFIERS_LABEL)).toHaveValue('Kiosk 1\nKiosk 2');
    await userEvent.click(body().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(await addSeveral());
    await expect(await body().findByLabelText(IDENTIFIERS_LABEL)).toHaveValue('Kiosk 1\nKiosk 2');
  },
};

/** An uploaded file that is no CSV (a spreadsheet's zip): why, and the list left alone. */
export const UploadedAnInvalidFile: Story = {
  play: async () => {
    const field = await openAndType('Kiosk 1');
    await userEvent.upload(
      body().getByLabelText('Upload CSV'),
      new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])], 'devices.csv', { type: 'text/csv' }),
    );
    await expect(await body().findByRole('alert')).toHaveTextContent(FILE_MESSAGES.unreadable);
    await expect(field).toHaveValue('Kiosk 1');
  },
};
