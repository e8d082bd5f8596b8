// Per-domain pieces of @app/shared: each folder is owned by its domain's team (one hand at a time
// for everything else in this package).
export * from './trade';
export * from './wallet';
export * from './ipo';
export * from './account';
