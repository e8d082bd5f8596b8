// Pieces of the trade domain that more than its own remote (or the server) uses. Owned by the trade team.
export * from './charges';
export * from './buy-form';
export * from './live-pnl';
