// Pieces of the trade domain that more than its own remote (or the server) uses. Owned by the trade team.
export {};
