import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PRICING } from '../../testing/billing-fixtures';
import { PlanSelectionPage } from './plan-selection-page';

const SALES_EMAIL = 'support@pod-console.local';

const meta = {
  title: 'Onboarding/Plan Selection',
  component: PlanSelectionPage,
  globals: { viewport: { value: 'wide', isRotated: false } },
  args: {
    webview: false,
    pricing: PRICING,
    period: 'monthly',
    onPeriodChange: fn(),
    onChoose: fn(),
    contactSalesOpen: false,
    onContactSales: fn(),
    onCloseContactSales: fn(),
    salesEmail: SALES_EMAIL,
  },
} satisfies Meta<typeof PlanSelectionPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const narrow = { globals: { viewport: { value: 'narrow', isRotated: false } } };
const body = () => within(document.body);

/** Monthly prices; Starter and Business start a checkout with a free trial, Enterprise is Contact Sales. */
export const Monthly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Get started with Pod Console', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    const starter = canvas.getByRole('listitem', { name: 'Starter' });
    await expect(starter).toHaveTextContent('$19.00 / month');
    await expect(starter).toHaveTextContent('day free trial');
    await expect(canvas.getByRole('link', { name: 'Pod Console' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Business' }));
    await expect(args.onChoose).toHaveBeenCalledWith('business');
    await userEvent.click(canvas.getByRole('radio', { name: /Annually/ }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('annually');
  },
};

export const MonthlyNarrow: Story = { ...Monthly, ...narrow };

/** Annual prices, with the monthly equivalent and the 25% saving. */
export const Annually: Story = {
  args: { period: 'annually' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Annually/ })).toBeChecked();
    const starter = canvas.getByRole('listitem', { name: 'Starter' });
    await expect(starter).toHaveTextContent('/ year');
    await expect(starter).toHaveTextContent('/ month billed annually, save 25%');
  },
};

export const AnnuallyNarrow: Story = { ...Annually, ...narrow };

/** Contact Sales open: the same dialog as Plan & Billing, an e-mail to the support address. */
export const ContactSalesOpen: Story = {
  args: { contactSalesOpen: true },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Contact Sales' });
    await expect(within(dialog).getByRole('link', { name: `Email ${SALES_EMAIL}` })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${SALES_EMAIL}`),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCloseContactSales).toHaveBeenCalled();
  },
};

export const ContactSalesOpenNarrow: Story = { ...ContactSalesOpen, ...narrow };

/** The Contact Sales button opens the dialog. */
export const ContactSalesButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Contact Sales' })[0]!);
    await expect(args.onContactSales).toHaveBeenCalled();
  },
};

/** spec §3 webview mode: no console chrome, no link into the console. */
export const InAWebview: Story = {
  args: { webview: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Get started with Pod Console', level: 1 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('banner')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toEqual([]);
  },
};

export const InAWebviewNarrow: Story = { ...InAWebview, ...narrow };

/** A chosen plan is on its way (sign-up or the next step opening): its button is busy, the others wait. */
export const Choosing: Story = {
  args: { busyPlan: 'starter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Choose Business/ })).toBeDisabled();
  },
};
