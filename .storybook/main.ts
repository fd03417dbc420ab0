import type { StorybookConfig } from '@storybook/react-vite';

/** Plugins of the portal's own build output (the start page's preloads, .br/.gz files): Storybook builds neither. */
const PORTAL_OUTPUT_ONLY = new Set(['disponent-start-preload', 'disponent-precompress']);
const portalOutputOnly = (plugin: unknown) =>
  typeof plugin === 'object' && plugin !== null && PORTAL_OUTPUT_ONLY.has((plugin as { name?: string }).name ?? '');

/** Storybook for designers: every engine component and every screen, built offline. */
const config: StorybookConfig = {
  stories: ['../engine/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's logos (app/public/logos), which the header and the login page load from BASE_URL + 'logos/…'.
  staticDirs: [{ from: '../app/public/logos', to: '/logos' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    // The portal's vite.config roots at app/ with a base path; Storybook serves from the project root.
    const plugins = (config.plugins ?? []).flat(Infinity as 1).filter((plugin) => !portalOutputOnly(plugin));
    return { ...config, root: process.cwd(), base: './', plugins };
  },
};
export default config;
