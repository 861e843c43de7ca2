import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { federatedConfig } from '../scripts/rspack/mf-config.mjs';
import { renderShowcase, SHOWCASE_FILE } from './scripts/showcase.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Facts the public site prints, set per deployment when this remote is built
 * (src/config/site.ts; docs/ship-a-marketing-change.md). Unset, the local defaults apply.
 */
const site = {
  supportEmail: process.env.MARKETING_SUPPORT_EMAIL ?? '',
  supportPhone: process.env.MARKETING_SUPPORT_PHONE ?? '',
  affiliateStoreUrl: process.env.MARKETING_AFFILIATE_STORE_URL ?? '',
};
if (site.supportPhone && !/^\+1\d{10}$/.test(site.supportPhone)) {
  throw new Error('MARKETING_SUPPORT_PHONE must be a North American number in E.164, e.g. +18005550199');
}
if (site.supportEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(site.supportEmail)) {
  throw new Error('MARKETING_SUPPORT_EMAIL must be an email address');
}
if (site.affiliateStoreUrl && !/^https:\/\//.test(site.affiliateStoreUrl)) {
  throw new Error('MARKETING_AFFILIATE_STORE_URL must start with https://');
}

// `pnpm build` makes it first (scripts/showcase.mjs); a watch build makes it when missing.
if (!existsSync(SHOWCASE_FILE)) renderShowcase();
const showcase = JSON.parse(readFileSync(SHOWCASE_FILE, 'utf8'));

export default federatedConfig({
  dir,
  name: 'marketing',
  port: 3001,
  exposes: { './App': './src/app.tsx' },
  define: { __FONDLY_SITE__: site, __FONDLY_SHOWCASE__: showcase },
  rspack,
  ModuleFederationPlugin,
});
