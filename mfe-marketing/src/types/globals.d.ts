// Class names of a CSS module; rspack prefixes them with the remote's name (scripts/rspack/mf-config.mjs).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

/** Contact facts baked in at build time (rspack.config.mjs reads them from the environment). */
declare const __FONDLY_SITE__:
  | {
      supportEmail?: string;
      supportPhone?: string;
      affiliateStoreUrl?: string;
    }
  | undefined;

/**
 * What families receive, made at build time by the API's own generators
 * (api/src/keepsakes/showcase.ts, through scripts/showcase.mjs).
 */
declare const __FONDLY_SHOWCASE__: {
  email: { from: string; subject: string; html: string };
  keepsake: { alt: string; image: string; width: number; height: number };
  sampleCall: { seconds: number; audioUrl: string; transcript: Array<{ speaker: 'companion' | 'recipient'; text: string }> };
};
