// The funnel's pages, built for Node and rendered to HTML at build time (scripts/prerender.mjs).
import { rspack } from '@rspack/core';
import { fileURLToPath } from 'node:url';
import { prerenderedModules } from '../scripts/pages.mjs';
import { prerenderConfig } from '../scripts/rspack/prerender-config.mjs';
import browser from './rspack.config.mjs';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** The pages its manifest (contract/src/pages/onboarding.ts) marks as prerendered, keyed by page name. */
export default prerenderConfig(browser, { rspack, dir, pages: prerenderedModules('onboarding') });
