// @app/shared: the bottom layer every remote and the shell import (a federation singleton).
// Contracts, signing, store pieces, i18n, formatting, UI. What every remote may bundle for itself
// instead (pure, stateless, and free to change without a shell release) is imported by subpath:
// @app/shared/routes (the route module, domains, lazyPage) and @app/shared/domain/<d>.
export * from './contracts';
export * from './transport';
export * from './constants';
export * from './format';
// Display figures read the interface language, so they are not in the server's @app/shared/format.
export * from './format/figures';
export * from './session/storage';
export * from './store';
export * from './i18n';
export * from './ui';

// Counted so the e2e test can prove this module is evaluated exactly once in the browser.
declare global {
  var __APP_SHARED_EVALUATIONS__: number | undefined;
}
globalThis.__APP_SHARED_EVALUATIONS__ = (globalThis.__APP_SHARED_EVALUATIONS__ ?? 0) + 1;
