import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain .mjs build script without types
import { renderShowcase, SHOWCASE_FILE } from './scripts/showcase.mjs';

// The home page shows what families receive, made by the API's generators (as rspack.config.mjs does).
if (!existsSync(SHOWCASE_FILE)) renderShowcase();

export default defineConfig({
  define: { __FONDLY_SHOWCASE__: readFileSync(SHOWCASE_FILE, 'utf8') },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // Components import CSS modules; these tests check behaviour, not styles.
    css: false,
  },
});
