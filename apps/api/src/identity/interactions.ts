// The login and sign-up pages behind oidc-provider's interaction URL (`/interaction/:uid`). They stand in for
// Auth0's Universal Login: pick a seeded account with one click, or sign up when the console asked for
// `screen_hint=signup`.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';

import {
  renderLoginPage,
  renderMessagePage,
  renderSignupPage,
  sendNode,
  type SignupErrors,
  type SignupValues,
} from './pages';
import { AccountExistsError, displayName, type AccountStore } from './accounts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const MAX_BODY_BYTES = 16 * 1024;
const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

export interface InteractionRequest {
  provider: Provider;
  accounts: AccountStore;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
}

export async function handleInteraction({
  provider,
  accounts,
  req,
  res,
  url,
}: InteractionRequest): Promise<void> {
  const match = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|signup))?$/.exec(url.pathname);
  if (!match) {
    sendNode(res, 404, renderMessagePage({ title: 'Not found', message: 'There is no page here.' }));
    return;
  }
  const uid = match[1]!;
  const action = match[2] as 'login' | 'signup' | undefined;

  let interaction: Interaction;
  try {
    interaction = await provider.interactionDetails(req, res);
  } catch (error) {
    if (!(error instanceof errors.OIDCProviderError)) throw error;
    sendExpired(res);
    return;
  }
  // The interaction comes from a cookie; the uid in the URL must name that same interaction, so a form rendered
  // for one sign-in (or forged by another site) cannot complete a different one.
  if (interaction.uid !== uid) {
    sendExpired(res);
    return;
  }
  if (interaction.prompt.name !== 'login') {
    // loadExistingGrant grants everything the console asks for, so only the login prompt ever reaches here.
    sendNode(
      res,
      400,
      renderMessagePage({
        title: 'Sign-in problem',
        message: `This sign-in asks for "${interaction.prompt.name}", which the local identity provider does not offer.`,
      }),
    );
    return;
  }

  if (!action) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendMethodNotAllowed(res, 'GET');
    const screen =
      url.searchParams.get('screen') ?? (interaction.params.screen_hint === 'signup' ? 'signup' : 'login');
    if (screen === 'signup') {
      sendNode(res, 200, renderSignupPage({ uid }));
    } else {
      sendNode(res, 200, await loginPage(accounts, uid));
    }
    return;
  }

  if (req.method !== 'POST') return sendMethodNotAllowed(res, 'POST');
  const form = await readForm(req);
  if (!form) {
    sendNode(
      res,
      400,
      renderMessagePage({
        title: 'Sign-in problem',
        message: 'The form could not be read. Please try again.',
      }),
    );
    return;
  }

  if (action === 'login') {
    const accountId = form.get('account_id') ?? '';
    const account = accountId ? await accounts.find(accountId) : undefined;
    if (!account) {
      sendNode(res, 400, await loginPage(accounts, uid, 'That account does not exist. Choose another one.'));
      return;
    }
    await finishLogin(provider, req, res, account.id);
    return;
  }

  const values: SignupValues = {
    email: (form.get('email') ?? '').trim(),
    givenName: (form.get('given_name') ?? '').trim(),
    familyName: (form.get('family_name') ?? '').trim(),
  };
  const fieldErrors = validateSignup(values);
  if (Object.keys(fieldErrors).length > 0) {
    sendNode(res, 400, renderSignupPage({ uid, values, errors: fieldErrors }));
    return;
  }
  let created;
  try {
    created = await accounts.create(values);
  } catch (error) {
    if (!(error instanceof AccountExistsError)) throw error;
    sendNode(
      res,
      409,
      renderSignupPage({
        uid,
        values,
        errors: { email: 'An account with this e-mail already exists. Sign in with it instead.' },
      }),
    );
    return;
  }
  await finishLogin(provider, req, res, created.id);
}

export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (!values.email) errors.email = 'Enter your e-mail address';
  else if (values.email.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
    errors.email = 'Enter an e-mail address in the form name@example.com';
  }
  if (!values.givenName) errors.givenName = 'Enter your first name';
  else if (values.givenName.length > MAX_NAME_LENGTH) {
    errors.givenName = `First name must be at most ${MAX_NAME_LENGTH} characters`;
  }
  if (!values.familyName) errors.familyName = 'Enter your last name';
  else if (values.familyName.length > MAX_NAME_LENGTH) {
    errors.familyName = `Last name must be at most ${MAX_NAME_LENGTH} characters`;
  }
  return errors;
}

async function loginPage(accounts: AccountStore, uid: string, error?: string) {
  const list = await accounts.list();
  return renderLoginPage({
    uid,
    error,
    accounts: list.map((account) => ({
      id: account.id,
      email: account.email,
      name: account.givenName || account.familyName ? displayName(account) : null,
      description: account.description,
    })),
  });
}

async function finishLogin(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  accountId: string,
): Promise<void> {
  const location = await provider.interactionResult(
    req,
    res,
    { login: { accountId } },
    { mergeWithLastSubmission: false },
  );
  // 303: the browser follows with a GET to the authorization endpoint, which resumes the sign-in.
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendExpired(res: ServerResponse): void {
  sendNode(
    res,
    400,
    renderMessagePage({
      title: 'Sign-in expired',
      message:
        'This sign-in page has expired or was opened elsewhere. Go back to Pod Console and sign in again.',
    }),
  );
}

function sendMethodNotAllowed(res: ServerResponse, allow: string): void {
  res.setHeader('allow', allow);
  sendNode(
    res,
    405,
    renderMessagePage({ title: 'Not allowed', message: 'This page does not accept that request.' }),
  );
}
