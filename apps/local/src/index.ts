// What other workspaces (end-to-end tests, benchmarks) may import from the built local stack.
export { createConsoleHandler, consoleContentSecurityPolicy } from './console-server';
export type { ConsoleServerOptions } from './console-server';
export { DEMO_ACCOUNTS } from './seed/demo-data';
export type { DemoAccount } from './seed/demo-data';
export { defaultDataDir, startStack } from './stack';
export type { Stack, StartStackOptions } from './stack';
