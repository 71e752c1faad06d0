// What other workspaces (end-to-end tests, tools) may import from the built API: start the stack, and the
// constants the console is configured with.
export {
  API_AUDIENCE,
  API_PREFIX,
  DEFAULT_API_PORT,
  DEFAULT_CONSOLE_PORT,
  DEFAULT_HOST,
  DEFAULT_IDP_PORT,
  LOCAL_CLIENT_ID,
} from './config';
export { createConsoleHandler, consoleContentSecurityPolicy } from './console-server';
export type { ConsoleServerOptions } from './console-server';
export { DEMO_ACCOUNTS } from './seed/demo-data';
export type { DemoAccount } from './seed/demo-data';
export { defaultDataDir, startStack } from './stack';
export type { Stack, StartStackOptions } from './stack';
