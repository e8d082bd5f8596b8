// Test helpers for the shell and the remotes (import '@app/shared/testing' from test files only).
export * from './render-with-providers';
export * from './fake-socket';
export * from './translations';
export * from './fake-transport';
export * from './remote-routes';
export * from './session';
export * from './wallet';
