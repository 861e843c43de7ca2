import type { RemoteName } from '@fondly/api/contract';

/**
 * Every top-level route and the remote that owns it. The shell owns this table and
 * the 404; each remote owns what happens inside its pages.
 */
export const ROUTES: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/', remote: 'marketing' },
  { path: '/faq', remote: 'marketing' },
  { path: '/about', remote: 'marketing' },
  { path: '/privacy', remote: 'marketing' },
  { path: '/terms', remote: 'marketing' },
  { path: '/assisted-living', remote: 'marketing' },
  { path: '/gift', remote: 'marketing' },
  { path: '/simple-onboarding', remote: 'onboarding' },
  { path: '/onboarding', remote: 'onboarding' },
  { path: '/success', remote: 'onboarding' },
  { path: '/dashboard/*', remote: 'onboarding' },
  { path: '/schedule-call', remote: 'onboarding' },
  { path: '/sample-call', remote: 'onboarding' },
  { path: '/onboard', remote: 'onboarding' },
  { path: '/sign-in', remote: 'onboarding' },
  { path: '/checkout/*', remote: 'onboarding' },
  { path: '/affiliates', remote: 'affiliates' },
  { path: '/affiliate-dashboard', remote: 'affiliates' },
  { path: '/api-test', remote: 'admin-tools' },
  { path: '/demo-feedback', remote: 'admin-tools' },
  { path: '/logo-showcase', remote: 'admin-tools' },
  { path: '/admin/*', remote: 'admin-tools' },
];

/** What each remote exposes to the shell: one App that renders that remote's routes. */
export const REMOTE_MODULE = 'App';
