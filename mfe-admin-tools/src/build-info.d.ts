/** Set at build time by scripts/rspack/mf-config.mjs: the version folder this build lives in. */
declare const __REMOTE_VERSION__: string;
