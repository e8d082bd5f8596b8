// Pieces of the wallet domain that more than its own remote (or the server) uses. Owned by the wallet team.
export {};
