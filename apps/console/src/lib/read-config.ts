// The console's configuration: the settings the console server inlined into index.html, else Vite's `VITE_`
// variables, else the local defaults, which point at the stack `npm start` runs. Change a default here and in the
// README's "Local defaults" table together.

/** Local defaults. The client id and audience are the ones the local identity provider registers (apps/api). */
export const LOCAL_DEFAULTS = {
  apiBaseUrl: 'http://127.0.0.1:4000/admin-console/v1',
  // The domain carries its scheme, or the Auth0 client prepends https://
  // (docs/decisions/0004-identity-provider-and-token-cache.md).
  authDomain: 'http://127.0.0.1:4001',
  authClientId: 'pod-console-local',
  authAudience: 'https://api.pod-console.local/admin-console/v1',
  supportEmail: 'support@pod-console.local',
  appScheme: 'podcreator',
  // None: the QR / Link dialog offers no simulator link.
  appSimulatorUrl: '',
} as const;

export interface ConsoleConfig {
  /** The admin-console v1 API base, path included. */
  apiBaseUrl: string;
  /** The identity provider, with its scheme. */
  authDomain: string;
  authClientId: string;
  /** The API's audience: access tokens are issued for it (spec §1). */
  authAudience: string;
  /** Shown in the support texts of spec §8. */
  supportEmail: string;
  /** The mobile app's custom scheme, for claim and hand-back links (docs/decisions/0002-app-links.md). */
  appScheme: string;
  /**
   * Where a browser simulator of the Pod Creator app is served, or '' for none. When set, the QR / Link dialog
   * opens a claim link in it (`${appSimulatorUrl}#link=…`); the server inlines it when it serves the simulator.
   */
  appSimulatorUrl: string;
}

/** The id of the JSON data block in index.html that the console server fills in. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'pod-console-config';

type Env = Partial<Record<string, string | boolean | undefined>>;

const KEYS = Object.keys(LOCAL_DEFAULTS) as Array<keyof ConsoleConfig>;
/** Must be absolute http(s) URLs: the identity client prepends https:// to a domain without a scheme. */
const URL_KEYS: ReadonlyArray<keyof ConsoleConfig> = ['apiBaseUrl', 'authDomain'];
/** May be blank in the runtime block: blank means none, like a field left out. */
const OPTIONAL_KEYS: ReadonlyArray<keyof ConsoleConfig> = ['appSimulatorUrl'];

/** A configuration the console cannot start with; the message names the field and what is wrong. */
export class ConsoleConfigError extends Error {
  override name = 'ConsoleConfigError';
}

const pick = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;

/**
 * Builds the configuration: a runtime value (from the served page) wins over the build-time `VITE_` variable,
 * which wins over the local default; blank values count as unset.
 */
export function readConfig(env: Env, runtime: Partial<ConsoleConfig> = {}): ConsoleConfig {
  const value = (key: keyof ConsoleConfig, variable: string) =>
    pick(runtime[key], pick(env[variable], LOCAL_DEFAULTS[key]));
  return {
    apiBaseUrl: value('apiBaseUrl', 'VITE_API_BASE_URL').replace(/\/+$/, ''),
    authDomain: value('authDomain', 'VITE_AUTH_DOMAIN').replace(/\/+$/, ''),
    authClientId: value('authClientId', 'VITE_AUTH_CLIENT_ID'),
    authAudience: value('authAudience', 'VITE_AUTH_AUDIENCE'),
    supportEmail: value('supportEmail', 'VITE_SUPPORT_EMAIL'),
    appScheme: value('appScheme', 'VITE_APP_SCHEME'),
    appSimulatorUrl: value('appSimulatorUrl', 'VITE_APP_SIMULATOR_URL'),
  };
}

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * Parses the runtime configuration block. Blank (a build served as plain files, the Vite dev server) means none;
 * anything else must be a JSON object of known fields holding non-blank strings, the URLs absolute http(s) —
 * otherwise a ConsoleConfigError says what is wrong, rather than the console calling a wrong address.
 */
export function parseRuntimeConfig(text: string | null | undefined): Partial<ConsoleConfig> {
  if (text == null || text.trim() === '') return {};
  const where = `The console configuration (#${RUNTIME_CONFIG_ELEMENT_ID} in index.html)`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConsoleConfigError(
      `${where} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConsoleConfigError(`${where} must be a JSON object.`);
  }
  const config: Partial<ConsoleConfig> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!(KEYS as string[]).includes(key)) {
      throw new ConsoleConfigError(`${where} has an unknown field "${key}"; known: ${KEYS.join(', ')}.`);
    }
    const field = key as keyof ConsoleConfig;
    if (typeof value === 'string' && value.trim() === '' && OPTIONAL_KEYS.includes(field)) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new ConsoleConfigError(`${where}: "${key}" must be a non-blank string.`);
    }
    if (URL_KEYS.includes(field) && !isHttpUrl(value.trim())) {
      throw new ConsoleConfigError(
        `${where}: "${key}" must be an absolute http(s) URL, scheme included (got "${value}").`,
      );
    }
    if (field === 'appSimulatorUrl' && !isHttpUrl(value.trim()) && !/^\/(?!\/)/.test(value.trim())) {
      throw new ConsoleConfigError(
        `${where}: "${key}" must be an absolute http(s) URL or a path on the console's origin (got "${value}").`,
      );
    }
    config[field] = value;
  }
  return config;
}

/** The runtime configuration of a page: the block's text, parsed; none without a document or a block. */
export function readRuntimeConfig(
  document: Pick<Document, 'getElementById'> | undefined,
): Partial<ConsoleConfig> {
  return parseRuntimeConfig(document?.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent);
}
