import { describe, expect, it } from 'vitest';
import {
  ConsoleConfigError,
  LOCAL_DEFAULTS,
  parseRuntimeConfig,
  readConfig,
  readRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
} from './read-config';

const BUILD_TIME = {
  VITE_API_BASE_URL: 'http://127.0.0.1:4100/admin-console/v1',
  VITE_AUTH_DOMAIN: 'http://127.0.0.1:4101',
  VITE_AUTH_CLIENT_ID: 'build-client',
  VITE_AUTH_AUDIENCE: 'https://build.example.com',
  VITE_SUPPORT_EMAIL: 'build@example.com',
  VITE_APP_SCHEME: 'buildscheme',
};

describe('readConfig', () => {
  it('points at the local stack when nothing is set', () => {
    expect(readConfig({})).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000/admin-console/v1',
      authDomain: 'http://127.0.0.1:4001',
      authClientId: 'pod-console-local',
      authAudience: 'https://api.pod-console.local/admin-console/v1',
      supportEmail: LOCAL_DEFAULTS.supportEmail,
      appScheme: LOCAL_DEFAULTS.appScheme,
      appSimulatorUrl: '',
    });
  });

  it('reads every VITE_ variable, trimmed, without trailing slashes on URLs', () => {
    expect(
      readConfig({
        VITE_API_BASE_URL: ' https://api.example.com/admin-console/v1/ ',
        VITE_AUTH_DOMAIN: 'https://tenant.eu.auth0.com/',
        VITE_AUTH_CLIENT_ID: 'abc123',
        VITE_AUTH_AUDIENCE: 'https://api.example.com',
        VITE_SUPPORT_EMAIL: 'help@example.com',
        VITE_APP_SCHEME: 'podapp',
        VITE_APP_SIMULATOR_URL: ' http://127.0.0.1:4003/ ',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com/admin-console/v1',
      authDomain: 'https://tenant.eu.auth0.com',
      authClientId: 'abc123',
      authAudience: 'https://api.example.com',
      supportEmail: 'help@example.com',
      appScheme: 'podapp',
      appSimulatorUrl: 'http://127.0.0.1:4003/',
    });
  });

  it('treats a blank value as unset', () => {
    expect(readConfig({ VITE_AUTH_CLIENT_ID: '   ', VITE_API_BASE_URL: '' })).toMatchObject({
      authClientId: 'pod-console-local',
      apiBaseUrl: 'http://127.0.0.1:4000/admin-console/v1',
    });
  });

  it('prefers the runtime configuration over the build-time variables, field by field', () => {
    expect(
      readConfig(BUILD_TIME, {
        apiBaseUrl: 'http://127.0.0.1:14000/admin-console/v1/',
        authDomain: 'http://127.0.0.1:14001',
        authClientId: 'pod-console-local',
        authAudience: 'https://api.pod-console.local/admin-console/v1',
      }),
    ).toEqual({
      apiBaseUrl: 'http://127.0.0.1:14000/admin-console/v1',
      authDomain: 'http://127.0.0.1:14001',
      authClientId: 'pod-console-local',
      authAudience: 'https://api.pod-console.local/admin-console/v1',
      // Not in the runtime configuration: the build's values stay.
      supportEmail: 'build@example.com',
      appScheme: 'buildscheme',
      appSimulatorUrl: '',
    });
  });

  it('offers the app simulator only where one is configured, the runtime value first', () => {
    expect(readConfig({}).appSimulatorUrl).toBe('');
    expect(readConfig({ VITE_APP_SIMULATOR_URL: 'http://127.0.0.1:4100/simulator/' }).appSimulatorUrl).toBe(
      'http://127.0.0.1:4100/simulator/',
    );
    expect(
      readConfig(
        { VITE_APP_SIMULATOR_URL: 'http://127.0.0.1:4100/simulator/' },
        { appSimulatorUrl: 'http://127.0.0.1:14003/' },
      ).appSimulatorUrl,
    ).toBe('http://127.0.0.1:14003/');
  });

  it('keeps the build-time values when the page carries no runtime configuration', () => {
    expect(readConfig(BUILD_TIME, {})).toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:4100/admin-console/v1',
      authDomain: 'http://127.0.0.1:4101',
      authClientId: 'build-client',
    });
  });
});

describe('parseRuntimeConfig', () => {
  it('reads nothing from an empty block (the Vite dev server, a build served as plain files)', () => {
    expect(parseRuntimeConfig('')).toEqual({});
    expect(parseRuntimeConfig('  \n ')).toEqual({});
    expect(parseRuntimeConfig(null)).toEqual({});
  });

  it('reads the fields the server filled in', () => {
    expect(
      parseRuntimeConfig(
        '{"apiBaseUrl":"http://127.0.0.1:14000/admin-console/v1","authDomain":"http://127.0.0.1:14001","supportEmail":"help@example.com"}',
      ),
    ).toEqual({
      apiBaseUrl: 'http://127.0.0.1:14000/admin-console/v1',
      authDomain: 'http://127.0.0.1:14001',
      supportEmail: 'help@example.com',
    });
  });

  it('reads the app simulator as an absolute URL or a path of the console, and a blank one as none', () => {
    expect(parseRuntimeConfig('{"appSimulatorUrl":"http://127.0.0.1:14003/"}')).toEqual({
      appSimulatorUrl: 'http://127.0.0.1:14003/',
    });
    expect(parseRuntimeConfig('{"appSimulatorUrl":"/simulator/"}')).toEqual({
      appSimulatorUrl: '/simulator/',
    });
    expect(parseRuntimeConfig('{"appSimulatorUrl":""}')).toEqual({});
  });

  it.each([
    [
      '{"appSimulatorUrl":"javascript:alert(1)"}',
      /"appSimulatorUrl" must be an absolute http\(s\) URL or a path/,
    ],
    [
      '{"appSimulatorUrl":"//elsewhere.example"}',
      /"appSimulatorUrl" must be an absolute http\(s\) URL or a path/,
    ],
    ['{"apiBaseUrl":', /is not valid JSON/],
    ['["http://127.0.0.1:14000"]', /must be a JSON object/],
    ['null', /must be a JSON object/],
    ['{"apiBaseURL":"http://127.0.0.1:14000"}', /unknown field "apiBaseURL"/],
    ['{"authClientId":42}', /"authClientId" must be a non-blank string/],
    ['{"authAudience":"  "}', /"authAudience" must be a non-blank string/],
    ['{"authDomain":"127.0.0.1:14001"}', /"authDomain" must be an absolute http\(s\) URL/],
    ['{"apiBaseUrl":"javascript:alert(1)"}', /"apiBaseUrl" must be an absolute http\(s\) URL/],
  ])('refuses %s with a clear error', (text, message) => {
    expect(() => parseRuntimeConfig(text)).toThrow(ConsoleConfigError);
    expect(() => parseRuntimeConfig(text)).toThrow(message);
    expect(() => parseRuntimeConfig(text)).toThrow(/#pod-console-config in index\.html/);
  });
});

describe('readRuntimeConfig', () => {
  it('reads the block of the page by its id', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = RUNTIME_CONFIG_ELEMENT_ID;
    block.textContent = '{"authDomain":"http://127.0.0.1:14001"}';
    document.head.append(block);
    try {
      expect(readRuntimeConfig(document)).toEqual({ authDomain: 'http://127.0.0.1:14001' });
    } finally {
      block.remove();
    }
  });

  it('reads nothing without a document or without a block', () => {
    expect(readRuntimeConfig(undefined)).toEqual({});
    expect(readRuntimeConfig(document)).toEqual({});
  });
});
