// @app/shared/forms: what a remote's form needs to send a money call — one request id per intent,
// one call at a time, a refusal's sentence. Imported by subpath, so each remote bundles it (small,
// no state of its own); the toast and the i18next instance it uses are the shell's singletons.
export * from './request-id';
export * from './use-submit-once';
export * from './messages';
