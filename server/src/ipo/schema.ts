// Tables of the ipo domain. IPO subscription with its lottery, and AI ordering.
// Row types as kysely sees them; times are ms since epoch, money is integer minor units.

export interface IpoTables {}
