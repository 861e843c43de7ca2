import type { StorybookConfig } from 'storybook-react-rsbuild';

// Builds offline: no telemetry, no "what's new" fetches, no crash reports.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
};

export default config;
