// Pieces of the account domain that more than its own remote (or the server) uses. Owned by the account team.
export * from './password-rule';
export * from './image-check';
