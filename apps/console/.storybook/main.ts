import type { StorybookConfig } from '@storybook/react-vite';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type StoriesEntry = { directory: string; files: string; titlePrefix: string };

const STORY_FILES = '**/*.stories.@(ts|tsx)';

/**
 * The sidebar for designers: Introduction and Foundations, the building blocks, then the screens grouped by flow.
 * Each story file keeps its own title; the group is a prefix given here by folder (or by file, where a folder holds
 * stories of two flows), so no story file changes when the grouping does. preview.tsx's storySort orders them.
 */
const GROUPS: ReadonlyArray<{ prefix: string; paths: readonly string[] }> = [
  { prefix: 'Components', paths: ['components/ui'] },
  {
    prefix: 'Screens/Sign-in and gates',
    paths: [
      'features/gates',
      'app/app.stories.tsx',
      'app/invitation-link.stories.tsx',
      'features/invitation-landing',
      'features/not-found',
      'features/account-deleted',
    ],
  },
  { prefix: 'Screens/Onboarding', paths: ['features/onboarding', 'features/organization-setup'] },
  { prefix: 'Screens/Licences', paths: ['features/licenses'] },
  {
    prefix: 'Screens/Billing',
    paths: ['features/billing', 'features/subscription', 'components/subscription-banners'],
  },
  {
    prefix: 'Screens/Members and settings',
    paths: [
      'features/organization-settings',
      'features/personal-settings',
      'features/activity',
      'components/account-deletion',
    ],
  },
  { prefix: 'Screens/Platform admin', paths: ['features/admin-organizations'] },
  {
    prefix: 'Screens/Whole app',
    paths: ['features/shell', 'components/invitations', 'app/narrow-screens.stories.tsx'],
  },
];

const isFile = (path: string) => /\.stories\.tsx?$/.test(path);

const storyEntries: StoriesEntry[] = GROUPS.flatMap(({ prefix, paths }) =>
  paths.map((path) => {
    if (!isFile(path)) return { directory: `../src/${path}`, files: STORY_FILES, titlePrefix: prefix };
    const slash = path.lastIndexOf('/');
    return { directory: `../src/${path.slice(0, slash)}`, files: path.slice(slash + 1), titlePrefix: prefix };
  }),
);

// A story file outside every group would silently leave the sidebar and the story tests (npm test): refuse it.
const sourceDir = fileURLToPath(new URL('../src/', import.meta.url));
const grouped = (file: string) =>
  GROUPS.some(({ paths }) =>
    paths.some((path) => (isFile(path) ? file === path : file.startsWith(`${path}/`))),
  );
const ungrouped = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => isFile(file) && !grouped(file));
if (ungrouped.length > 0) {
  throw new Error(`Stories outside every sidebar group of .storybook/main.ts: ${ungrouped.join(', ')}`);
}

const config: StorybookConfig = {
  stories: [{ directory: '../src/docs', files: '**/*.mdx', titlePrefix: '' }, ...storyEntries],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The app's build-only plugins (CSP meta tag, chunk report) do not belong in Storybook's iframe.
    viteConfig.plugins = (viteConfig.plugins ?? []).filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === 'object' &&
          'name' in plugin &&
          String(plugin.name).startsWith('pod-console:')
        ),
    );
    return viteConfig;
  },
};

export default config;
