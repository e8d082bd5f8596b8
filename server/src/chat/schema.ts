// Tables of the chat domain. Online service conversation with a demo agent (chat variant).
// Row types as kysely sees them; times are ms since epoch, money is integer minor units.

export interface ChatTables {}
