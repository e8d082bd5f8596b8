// Pieces of the ipo domain that more than its own remote (or the server) uses. Owned by the ipo team.
export * from './amounts';
export * from './ai-day';
