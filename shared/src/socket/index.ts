// @app/shared/socket: the client of /websocket/<token> (its own entry: the shell bundles it, the
// server's tests run it; nothing in the root singleton).
export * from './quote-socket';
