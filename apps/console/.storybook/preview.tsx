// First: story modules that read the time as they load read the stories' calendar.
import { restartStoryClock } from './story-clock';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { preloadVirtualRows } from '../src/components/ui/virtual-rows-on-demand';
import { preloadModal } from '../src/components/ui/modal';
import { Toaster } from '../src/components/ui/toaster';
import { preloadAllShellControls } from '../src/features/shell/shell-controls';
import '../src/index.css';
import { forgetRememberedOrganization } from '../src/lib/remembered-organization';
import { dismissAllToasts } from '../src/lib/toast';
import { checkTheOtherTheme } from './axe-in-both-themes';
import { captureInBothThemes } from './visual-review';
import { parkPointerBeforeStory } from './park-pointer';
import { holdToastTimersInTestRun } from './toast-timers';

// findBy/waitFor wait up to 10 s (default 1 s): the app's stories load lazy route chunks and chain API answers,
// which on a loaded CI machine (two cores, with the API's tests and the journeys running beside) can take seconds.
configure({ asyncUtilTimeout: 10_000 });

/** Every story gets its own in-memory location (`parameters.route`, default "/"), so links and redirects work. */
function MemoryRouter({ path, children }: { path: string; children: ReactNode }) {
  const [location] = useState(() => memoryLocation({ path, record: true }));
  return <Router hook={location.hook}>{children}</Router>;
}

const withRouter: Decorator = (Story, context) => (
  <MemoryRouter path={(context.parameters.route as string | undefined) ?? '/'}>
    <Story />
  </MemoryRouter>
);

/** Stories that toast show the toaster; stories that render the whole app bring their own. */
const withToaster: Decorator = (Story, context) => (
  <>
    <Story />
    {context.parameters.toaster === false ? null : <Toaster />}
  </>
);

/** The theme toolbar: `system` leaves the choice to the browser's prefers-color-scheme. */
const withTheme: Decorator = (Story, context) => {
  const theme = context.globals.theme as string | undefined;
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // The sidebar for designers (.storybook/main.ts groups the files): the introduction, the foundations, the
    // building blocks, then the screens in the order a customer meets them.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Type', 'Spacing', 'Radius', 'Elevation', 'Icons'],
          'Components',
          'Screens',
          [
            'Sign-in and gates',
            'Onboarding',
            'Licences',
            'Billing',
            'Members and settings',
            'Platform admin',
            'Whole app',
          ],
        ],
      },
    },
    docs: { toc: true },
    layout: 'fullscreen',
    // Every screen is checked at 1280 and 375 px (docs/architecture.md, "Testing"; spec §2: the drawer under
    // 1024 px); 768 px is there for review, a tablet upright still under the drawer's breakpoint.
    viewport: {
      options: {
        narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        wide: { name: 'Wide (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Violations fail the story's test (npm test), not just show in the panel.
      test: 'error',
      // Dialogs and toasts portal to <body>: check the whole document, against WCAG 2.2 A and AA.
      context: 'body',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
        resultTypes: ['violations'],
      },
    },
  },
  decorators: [withToaster, withRouter, withTheme],
  // Dialogs, menus and the drawer load their code on demand in the app; stories render with it loaded, as a page a
  // few seconds old, so a story's first frame is the one it describes.
  loaders: [() => Promise.all([preloadModal(), preloadAllShellControls(), preloadVirtualRows()])],
  async beforeEach(context) {
    restartStoryClock();
    dismissAllToasts();
    holdToastTimersInTestRun(context);
    // Each story starts in a browser that showed no organization yet, whatever the stories before it showed: the
    // app prefetches a remembered one (app/start-early.tsx), which would change what a story's requests are.
    forgetRememberedOrganization();
    await parkPointerBeforeStory();
  },
  // After addon-a11y's check: axe again in the other theme (axe-in-both-themes.ts), then the pictures of both
  // themes against their baselines (visual-review.ts).
  async afterEach(context) {
    await checkTheOtherTheme(context);
    await captureInBothThemes(context);
  },
};

export default preview;
