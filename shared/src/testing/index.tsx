// Test helpers for the shell and the remotes (import '@app/shared/testing' from test files only).
export * from './render-with-providers';
export * from './routes-manifest';
