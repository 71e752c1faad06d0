import type { IdentityClient } from '@pod-console/hooks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { createStoryFetch, fakeIdentityClient, STORY_API_BASE } from '../testing/story-api';
import { App } from './app';

// Signed out, an invitation e-mail's link goes to the identity provider's sign-up form (its reader may have no
// account yet); any other address goes to its sign-in form. The address is remembered either way.

interface SignedOutAppProps {
  /** Receives the options of the redirect to the identity provider. */
  loginWithRedirect: IdentityClient['loginWithRedirect'];
}

/** The app with nobody signed in, its identity client's redirect recorded. */
function SignedOutApp({ loginWithRedirect }: SignedOutAppProps) {
  const [wiring] = useState(() => ({
    api: createStoryFetch([]),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    identityClient: { ...fakeIdentityClient(null), loginWithRedirect },
  }));
  return (
    <App
      identityClient={wiring.identityClient}
      queryClient={wiring.queryClient}
      apiBaseUrl={STORY_API_BASE}
      fetch={wiring.api.fetch}
    />
  );
}

const meta = {
  title: 'App/Invitation link, signed out',
  component: SignedOutApp,
  parameters: { toaster: false },
} satisfies Meta<typeof SignedOutApp>;
export default meta;

type Story = StoryObj<typeof meta>;

/** /invitations/{invitationId}: the sign-in opens on the sign-up form. */
export const OpensSignUp: Story = {
  parameters: { route: '/invitations/inv-globex' },
  args: { loginWithRedirect: fn(async () => {}) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.loginWithRedirect).toHaveBeenCalledOnce());
    await expect(args.loginWithRedirect).toHaveBeenCalledWith({
      authorizationParams: { screen_hint: 'signup' },
    });
  },
};

/** Any other address: the provider's own sign-in form, with no hint. */
export const OtherAddressesOpenSignIn: Story = {
  parameters: { route: '/billing' },
  args: { loginWithRedirect: fn(async () => {}) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.loginWithRedirect).toHaveBeenCalledOnce());
    await expect(args.loginWithRedirect).toHaveBeenCalledWith(undefined);
  },
};
