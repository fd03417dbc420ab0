import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for designers: every engine component and every screen, built offline. */
const config: StorybookConfig = {
  stories: ['../engine/**/*.stories.@(ts|tsx)', '../app/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The portal's logos (app/public/logos), which the header and the login page load from BASE_URL + 'logos/…'.
  staticDirs: [{ from: '../app/public/logos', to: '/logos' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    // The portal's vite.config roots at app/ with a base path; Storybook serves from the project root.
    return { ...config, root: process.cwd(), base: './' };
  },
};
export default config;
