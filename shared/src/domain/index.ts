// Per-domain pieces of @app/shared: pure rules and formulas (no store, no React) that a remote and
// the provider share, each folder owned by its domain's team. They are NOT re-exported from the
// package root: the root is a federation singleton the shell loads at start, and one domain's
// rules have no business in every visitor's first bytes. Import them by subpath
// (`@app/shared/domain/trade`): each remote bundles the folder it uses, the server imports it too.
export {};
