import { defineMain } from '@storybook/web-components-vite/node';
import { mergeConfig } from 'vite';

// Storybook for the Boardlets elements. The stories import the TypeScript
// sources directly (Vite compiles them), so no `npm run build` is needed first.
export default defineMain({
  framework: '@storybook/web-components-vite',
  // Each game's "Docs" page is an MDX file (rules for players, a game with its
  // events log, the blog snippet, then the API tables); it replaces that
  // component's autodocs page. Boardlets Settings keeps its autodocs page.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  core: {
    // Storybook must work offline and send nothing anywhere: no telemetry,
    // no crash reports, no "what's new" look-ups.
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (config) =>
    mergeConfig(config, {
      // The web-components renderer imports `lit/directive-helpers.js`, which
      // the dev server would otherwise serve unbundled with a second copy of
      // lit-html ("Multiple versions of Lit loaded"). Pre-bundle it with lit.
      optimizeDeps: { include: ['lit', 'lit/directive-helpers.js'] },
    }),
});
