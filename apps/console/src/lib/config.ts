import { readConfig, readRuntimeConfig, type ConsoleConfig } from './read-config';

function load(): ConsoleConfig {
  const page = typeof document === 'undefined' ? undefined : document;
  try {
    return readConfig(import.meta.env, readRuntimeConfig(page));
  } catch (error) {
    // Nothing can render without a configuration: say why on the page, not only in the browser's console.
    const root = page?.getElementById('root');
    if (root) root.textContent = error instanceof Error ? error.message : String(error);
    throw error;
  }
}

/**
 * The console's configuration (README "Console configuration"): what the console server inlined into the page,
 * over Vite's build-time `import.meta.env`. Read once, when the first module imports it.
 */
export const config: ConsoleConfig = load();
