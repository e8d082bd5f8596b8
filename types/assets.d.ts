// Webpack asset modules and globals defined at build time.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** An SVG as a data: URL (a rule with `resourceQuery: /inline/`). */
declare module '*.svg?inline' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}

/** Replaced by webpack's DefinePlugin in the shell build (SIGN_SECRET_MAIN / SIGN_SECRET_CHAT). */
declare const __SIGN_SECRETS__: { main: string; chat: string };
