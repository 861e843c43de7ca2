// Class names of a CSS module; rspack prefixes them with the remote's name (scripts/rspack/mf-config.mjs).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
