import { readConfig, type ConsoleConfig } from './read-config';

/** The console's configuration (README "Configuration"); Vite replaces `import.meta.env` at build time. */
export const config: ConsoleConfig = readConfig(import.meta.env);
