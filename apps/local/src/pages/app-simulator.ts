// The Pod Creator app simulator (`/app-simulator`): it plays the app a desktop browser cannot open
// (docs/decisions/0027-licences-at-scale.md), claiming and reporting through the API with the SDK. Server-rendered
// forms, every value escaped; the one script (app-simulator-script.ts) copies a link from the address's fragment.
import { type ApiPlugin, API_PREFIX, isUuid } from '@pod-console/api';
import {
  createConsoleClient,
  isApiError,
  LicenseTokenError,
  verifyLicenseToken,
  type ApiError,
  type LicenseSigningKeySet,
} from '@pod-console/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { DEVICE_NAME_VARIABLES, MANAGED_CONFIG_KEYS } from '@pod-console/hooks/fleet';

import { html, renderPage, type Html } from '../payments/html';
import { APP_SIMULATOR_SCRIPT, APP_SIMULATOR_SCRIPT_PATH, CLAIM_LINK_FIELD_ID } from './app-simulator-script';
import { fromThisSite } from './from-this-site';

export const APP_SIMULATOR_PATH = '/app-simulator';
const CLAIM_PATH = `${APP_SIMULATOR_PATH}/claim`;
const SEEN_PATH = `${APP_SIMULATOR_PATH}/seen`;
const OFFLINE_PATH = `${APP_SIMULATOR_PATH}/offline`;
/** The MDM-managed device mode (docs/decisions/0041-zero-touch-enrolment.md): enrols with its managed configuration. */
export const MDM_PATH = `${APP_SIMULATOR_PATH}/mdm`;
const ENROL_PATH = `${APP_SIMULATOR_PATH}/enrol`;
const MDM_DEVICE_NAME = 'Dock iPad 7';
const TITLE = 'Pod Creator app simulator';
export const DEFAULT_DEVICE_NAME = 'Simulator';
/** A claim link is a few hundred bytes; the seen form carries the key and what the claim answered. */
const FORM_BODY_LIMIT = 16 * 1024;
const LINK_SHAPE = 'podcreator://license/claim?licenseId=…&organizationId=…&organizationName=…';

export interface AppSimulatorOptions {
  /** The API base it calls as a phone would: the stack's own, e.g. http://127.0.0.1:4000/admin-console/v1. */
  apiBaseUrl: string;
  /** A `fetch` instead of the global one (tests). */
  fetch?: typeof globalThis.fetch;
}

/** What a claim link carries (spec §2); the organization's name is only shown, the API answers the real one. */
export interface ClaimLink {
  licenseId: string;
  organizationId: string;
  organizationName: string | null;
}

export type ClaimLinkReading = { ok: true; link: ClaimLink } | { ok: false; message: string };

/**
 * Reads `{scheme}://license/claim?licenseId=…&organizationId=…&organizationName=…` of any scheme (journeys use
 * their own), as the app would: the link's structure by URL, its values by URLSearchParams. A "+" stays a "+":
 * the console encodes a space as %20 and the app keeps a literal "+" (docs/decisions/0002-app-links.md).
 */
export function parseClaimLink(text: string): ClaimLinkReading {
  const trimmed = text.trim();
  if (trimmed === '') {
    return { ok: false, message: `Paste a claim link from Pod Console: it looks like ${LINK_SHAPE}` };
  }
  const url = URL.parse(trimmed);
  if (!url || url.host !== 'license' || url.pathname.replace(/\/+$/, '') !== '/claim') {
    return { ok: false, message: `This is not a claim link. A claim link looks like ${LINK_SHAPE}` };
  }
  const query = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
  for (const name of ['licenseId', 'organizationId'] as const) {
    if (!isUuid(query.get(name))) {
      return {
        ok: false,
        message: `This claim link has no valid ${name}: copy the whole link from Pod Console again.`,
      };
    }
  }
  const organizationName = query.get('organizationName');
  return {
    ok: true,
    link: {
      licenseId: query.get('licenseId')!,
      organizationId: query.get('organizationId')!,
      organizationName: organizationName == null || organizationName.trim() === '' ? null : organizationName,
    },
  };
}

/** What an MDM hands the app, read from the managed app configuration it was given. */
export interface ManagedConfig {
  organizationId: string;
  enrolmentToken: string;
  label: string;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * Reads the managed app configuration as the app reads its managed configuration: the keys of the plist dictionary the
 * console shows, with the MDM's device-name variable (Jamf's or Intune's) replaced by the device's name, as the MDM does.
 */
export function readManagedConfig(
  text: string,
  deviceName: string,
): { ok: true; config: ManagedConfig } | { ok: false; message: string } {
  const values = new Map<string, string>();
  for (const match of text.matchAll(/<key>([^<]*)<\/key>\s*<string>([^<]*)<\/string>/g)) {
    values.set(match[1]!.trim(), unescapeXml(match[2]!));
  }
  const organizationId = values.get(MANAGED_CONFIG_KEYS.organizationId) ?? '';
  const enrolmentToken = values.get(MANAGED_CONFIG_KEYS.enrolmentToken) ?? '';
  if (!isUuid(organizationId) || enrolmentToken === '') {
    return {
      ok: false,
      message:
        'This is not a Pod Console managed app configuration: copy it from Organization Settings, Deploy with MDM.',
    };
  }
  let label = values.get(MANAGED_CONFIG_KEYS.label) ?? '';
  for (const variable of Object.values(DEVICE_NAME_VARIABLES)) label = label.split(variable).join(deviceName);
  return { ok: true, config: { organizationId, enrolmentToken, label } };
}

interface MdmFormState {
  config: string;
  deviceName: string;
  alert?: string;
}

function mdmFormView(state: MdmFormState): Html {
  return html`<h1>${TITLE}: MDM-managed device</h1>
    <p>
      This page plays the Pod Creator app on a device managed by Jamf or Intune: paste the managed app
      configuration from Pod Console and enrol as the device would, with no claim link.
    </p>
    ${alertBox(state.alert)}
    <form class="submit" method="post" action="${ENROL_PATH}">
      <label for="managed-config">Managed app configuration</label>
      <textarea id="managed-config" name="config" rows="10" spellcheck="false" required>
${state.config}</textarea>
      <label for="mdm-device-name">Device name in the MDM</label>
      <input
        id="mdm-device-name"
        name="deviceName"
        type="text"
        autocomplete="off"
        maxlength="200"
        value="${state.deviceName}"
        required
      />
      <button class="primary" type="submit">Enrol device</button>
    </form>
    <p class="links"><a href="${APP_SIMULATOR_PATH}">Claim with a link instead</a></p>`;
}

/** What the app keeps once it has claimed: the claim's answer and the device's name, the key among them. */
interface ClaimedState {
  licenseId: string;
  licenseKey: string;
  organizationId: string;
  organizationName: string;
  identifier: string | null;
  deviceName: string;
  claimedAt: string;
  expiresAt: string | null;
  /** The signed licence token of the last claim or report (docs/decisions/0043-offline-licence-tokens.md). */
  licenseToken: string;
  /** The signing keys as fetched after the claim, JSON: what the app keeps for its offline checks. */
  jwks: string;
}

interface ClaimFormState {
  link: string;
  deviceName: string;
  alert?: string;
  /** The alert is about the link itself (not the API's answer). */
  linkInvalid?: boolean;
}

type Form = Record<string, string>;

const formOf = (request: FastifyRequest): Form => (request.body as Form | undefined) ?? {};

/** An RFC 3339 time as people read it, in UTC (the API's times are UTC); text that is no time as it is. */
function timeView(value: string): Html {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return html`${value}`;
  const text = `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
  return html`<time datetime="${date.toISOString()}">${text}</time>`;
}

function alertBox(message: string | undefined): Html | string {
  return message ? html`<div class="alert" role="alert" id="simulator-alert">${message}</div>` : '';
}

function claimFormView(state: ClaimFormState): Html {
  const invalid = state.linkInvalid === true && state.alert != null;
  return html`<h1>${TITLE}</h1>
    <p>
      This page plays the Pod Creator mobile app on this computer: paste a license's claim link from Pod
      Console and claim it as a device would.
    </p>
    ${alertBox(state.alert)}
    <form class="submit" method="post" action="${CLAIM_PATH}">
      <label for="${CLAIM_LINK_FIELD_ID}">Claim link</label>
      <input
        id="${CLAIM_LINK_FIELD_ID}"
        name="link"
        type="text"
        inputmode="url"
        autocomplete="off"
        spellcheck="false"
        placeholder="${LINK_SHAPE}"
        value="${state.link}"
        ${invalid ? html` aria-invalid="true" aria-describedby="simulator-alert"` : ''}
        required
      />
      <label for="device-name">Device name</label>
      <input
        id="device-name"
        name="deviceName"
        type="text"
        autocomplete="off"
        maxlength="100"
        value="${state.deviceName}"
        required
      />
      <button class="primary" type="submit">Claim license</button>
    </form>
    <p class="links"><a href="${MDM_PATH}">MDM-managed device</a></p>
    <script src="${APP_SIMULATOR_SCRIPT_PATH}"></script>`;
}

/** The fields the app keeps, posted back with "Report in use": in a body, never in an address. */
function keptFields(state: ClaimedState): Html {
  const fields: Record<string, string> = {
    licenseId: state.licenseId,
    licenseKey: state.licenseKey,
    organizationId: state.organizationId,
    organizationName: state.organizationName,
    identifier: state.identifier ?? '',
    deviceName: state.deviceName,
    claimedAt: state.claimedAt,
    expiresAt: state.expiresAt ?? '',
    licenseToken: state.licenseToken,
    jwks: state.jwks,
  };
  return html`${Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  )}`;
}

/** What the app's offline check of its licence token says, with no network: the SDK's verifyLicenseToken. */
async function offlineCheck(state: ClaimedState, now: Date): Promise<string> {
  let jwks: LicenseSigningKeySet;
  try {
    jwks = JSON.parse(state.jwks) as LicenseSigningKeySet;
  } catch {
    return 'Offline check: no signing keys kept; report in use while online to fetch them.';
  }
  try {
    const token = await verifyLicenseToken(state.licenseToken, { jwks, now });
    return token.status === 'valid'
      ? `Offline check: the licence token is valid until ${token.graceFrom.toISOString()}, then in grace until ${token.expiresAt.toISOString()}.`
      : `Offline check: the licence token is in its grace period until ${token.expiresAt.toISOString()}: go online to renew it.`;
  } catch (error) {
    if (!(error instanceof LicenseTokenError)) throw error;
    return `Offline check failed (${error.reason}): ${error.message}`;
  }
}

function claimedView(
  state: ClaimedState,
  options: { fresh: boolean; lastSeenAt?: string; alert?: string; offline: string },
): Html {
  return html`<h1>License claimed</h1>
    <p>This device holds a Pod Creator license of ${state.organizationName}.</p>
    ${alertBox(options.alert)}
    ${
      options.lastSeenAt
        ? html`<p class="notice" role="status">Last reported in use: ${timeView(options.lastSeenAt)}</p>`
        : ''
    }
    <dl>
      <dt>Organization</dt>
      <dd>${state.organizationName}</dd>
      <dt>Identifier</dt>
      <dd>${state.identifier ?? 'None'}</dd>
      <dt>Device</dt>
      <dd>${state.deviceName}</dd>
      <dt>Claimed at</dt>
      <dd>${timeView(state.claimedAt)}</dd>
      <dt>Expires</dt>
      <dd>${state.expiresAt ? timeView(state.expiresAt) : 'Never'}</dd>
    </dl>
    ${
      options.fresh
        ? html`<h2>License key</h2>
            <p><code id="license-key">${state.licenseKey}</code></p>
            <p class="hint">This key is shown once; the app keeps it.</p>`
        : html`<p class="hint">The app keeps the license key it was shown when it claimed.</p>`
    }
    <p class="hint" id="offline-check">${options.offline}</p>
    <form class="submit" method="post" action="${SEEN_PATH}">
      ${keptFields(state)}
      <button type="submit">Report in use</button>
    </form>
    <form class="submit" method="post" action="${OFFLINE_PATH}">
      ${keptFields(state)}
      <button type="submit">Check offline</button>
    </form>
    <p class="links"><a href="${APP_SIMULATOR_PATH}">Claim another link</a></p>`;
}

function send(reply: FastifyReply, body: Html, status = 200, title = TITLE): FastifyReply {
  const rendered = renderPage({ title, body, brand: 'Pod Creator' });
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // The payment pages' policy (nothing but their own forms and nonce'd style) plus this origin's one script.
      .header('content-security-policy', `${rendered.csp}; script-src 'self'`)
      .header('referrer-policy', 'same-origin')
      // A claimed page holds a licence key: no cache keeps it.
      .header('cache-control', 'no-store')
      .send(rendered.html)
  );
}

/** What the API's refusal means for the page: its status (a missing answer is the gateway's) and its words. */
function refusalOf(error: ApiError, action: string): { status: number; message: string } {
  if (error.kind === 'http') {
    const detail = error.problem?.detail ?? error.problem?.title;
    return {
      status: error.status >= 400 ? error.status : 502,
      message: detail ?? `The API refused to ${action} (HTTP ${error.status}).`,
    };
  }
  return {
    status: error.kind === 'timeout' ? 504 : 502,
    message: `The API did not answer (${error.kind}): try again once it runs.`,
  };
}

function withRetryAfter(reply: FastifyReply, error: ApiError): FastifyReply {
  return error.retryAfterSeconds != null
    ? reply.header('retry-after', String(error.retryAfterSeconds))
    : reply;
}

/** The state the seen form carries back, or null when its id or key is missing. */
function claimedStateOf(form: Form): ClaimedState | null {
  const licenseId = form.licenseId ?? '';
  const licenseKey = form.licenseKey ?? '';
  if (!isUuid(licenseId) || licenseKey === '') return null;
  return {
    licenseId,
    licenseKey,
    organizationId: form.organizationId ?? '',
    organizationName: form.organizationName ?? '',
    identifier: form.identifier ? form.identifier : null,
    deviceName: form.deviceName ?? '',
    claimedAt: form.claimedAt ?? '',
    expiresAt: form.expiresAt ? form.expiresAt : null,
    licenseToken: form.licenseToken ?? '',
    jwks: form.jwks ?? '',
  };
}

/** The simulator as an API plug-in: it calls the API at its public address, as a phone would. */
export const appSimulatorPages: ApiPlugin = (app, context) =>
  registerAppSimulator(app, { apiBaseUrl: `${context.publicUrl}${API_PREFIX}` });

export function registerAppSimulator(app: FastifyInstance, options: AppSimulatorOptions): void {
  // No bearer token: the app's calls are public and hold only the link's ids and the key (spec §2).
  const client = createConsoleClient({
    baseUrl: options.apiBaseUrl,
    getAccessToken: () => null,
    ...(options.fetch && { fetch: options.fetch }),
  });

  // Encapsulated: the form parser and the Origin check apply to these routes only; the API takes JSON only.
  void app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    pages.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST' && !fromThisSite(request)) {
        return send(
          reply,
          html`<h1>Refused</h1>
            <p>This form was sent from another site.</p>`,
          403,
          'Refused',
        );
      }
    });

    pages.get(APP_SIMULATOR_PATH, async (_request, reply) =>
      send(reply, claimFormView({ link: '', deviceName: DEFAULT_DEVICE_NAME })),
    );

    pages.get(APP_SIMULATOR_SCRIPT_PATH, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(APP_SIMULATOR_SCRIPT),
    );

    pages.post(CLAIM_PATH, async (request, reply) => {
      const form = formOf(request);
      // What was typed comes back as it was on a refusal: nothing is lost.
      const typed = { link: form.link ?? '', deviceName: form.deviceName ?? '' };
      const reading = parseClaimLink(typed.link);
      if (!reading.ok) {
        return send(reply, claimFormView({ ...typed, alert: reading.message, linkInvalid: true }), 400);
      }
      try {
        const claim = await client.app.claimLicense({
          licenseId: reading.link.licenseId,
          organizationId: reading.link.organizationId,
          deviceName: typed.deviceName,
        });
        // The app fetches the signing keys while online and keeps them for its offline checks.
        const jwks = JSON.stringify(await client.app.getSigningKeys());
        const state: ClaimedState = {
          licenseId: claim.licenseId,
          licenseKey: claim.licenseKey,
          organizationId: claim.organizationId,
          organizationName: claim.organizationName,
          identifier: claim.identifier,
          // The API stores the name trimmed.
          deviceName: typed.deviceName.trim(),
          claimedAt: claim.claimedAt,
          expiresAt: claim.expiresAt,
          licenseToken: claim.licenseToken,
          jwks,
        };
        return send(
          reply,
          claimedView(state, { fresh: true, offline: await offlineCheck(state, new Date()) }),
        );
      } catch (error) {
        if (!isApiError(error)) throw error;
        const refusal = refusalOf(error, 'claim the license');
        return send(
          withRetryAfter(reply, error),
          claimFormView({ ...typed, alert: refusal.message }),
          refusal.status,
        );
      }
    });

    pages.get(MDM_PATH, async (_request, reply) =>
      send(reply, mdmFormView({ config: '', deviceName: MDM_DEVICE_NAME })),
    );

    // The enrolment an MDM-managed device makes: its configuration's token and label, answered as a claim.
    pages.post(ENROL_PATH, async (request, reply) => {
      const form = formOf(request);
      const typed = { config: form.config ?? '', deviceName: form.deviceName ?? '' };
      const reading = readManagedConfig(typed.config, typed.deviceName.trim());
      if (!reading.ok) return send(reply, mdmFormView({ ...typed, alert: reading.message }), 400);
      try {
        const claim = await client.app.enrolLicense(reading.config);
        const jwks = JSON.stringify(await client.app.getSigningKeys());
        const state: ClaimedState = {
          licenseId: claim.licenseId,
          licenseKey: claim.licenseKey,
          organizationId: claim.organizationId,
          organizationName: claim.organizationName,
          identifier: claim.identifier,
          deviceName: claim.identifier ?? reading.config.label.trim(),
          claimedAt: claim.claimedAt,
          expiresAt: claim.expiresAt,
          licenseToken: claim.licenseToken,
          jwks,
        };
        return send(
          reply,
          claimedView(state, { fresh: true, offline: await offlineCheck(state, new Date()) }),
        );
      } catch (error) {
        if (!isApiError(error)) throw error;
        const refusal = refusalOf(error, 'enrol the device');
        return send(
          withRetryAfter(reply, error),
          mdmFormView({ ...typed, alert: refusal.message }),
          refusal.status,
        );
      }
    });

    pages.post(SEEN_PATH, async (request, reply) => {
      const state = claimedStateOf(formOf(request));
      if (!state) {
        return send(
          reply,
          claimFormView({
            link: '',
            deviceName: DEFAULT_DEVICE_NAME,
            alert: 'This form carried no license id and key: claim a link first.',
          }),
          400,
        );
      }
      try {
        const seen = await client.app.reportSeen({
          licenseId: state.licenseId,
          licenseKey: state.licenseKey,
        });
        const renewed = { ...state, expiresAt: seen.expiresAt, licenseToken: seen.licenseToken };
        return send(
          reply,
          claimedView(renewed, {
            fresh: false,
            lastSeenAt: seen.lastSeenAt,
            offline: await offlineCheck(renewed, new Date()),
          }),
        );
      } catch (error) {
        if (!isApiError(error)) throw error;
        const refusal = refusalOf(error, 'record the license in use');
        // A refused report renews nothing: the kept token runs out (decision 0043).
        return send(
          withRetryAfter(reply, error),
          claimedView(state, {
            fresh: false,
            alert: refusal.message,
            offline: `${await offlineCheck(state, new Date())} It was not renewed.`,
          }),
          refusal.status,
        );
      }
    });

    // The check a phone makes with no network: the kept token against the kept keys, no call to the API.
    pages.post(OFFLINE_PATH, async (request, reply) => {
      const state = claimedStateOf(formOf(request));
      if (!state) {
        return send(
          reply,
          claimFormView({
            link: '',
            deviceName: DEFAULT_DEVICE_NAME,
            alert: 'This form carried no license id and key: claim a link first.',
          }),
          400,
        );
      }
      return send(
        reply,
        claimedView(state, { fresh: false, offline: await offlineCheck(state, new Date()) }),
      );
    });
  });
}
