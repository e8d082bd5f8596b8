// Tables of the trade domain. Leveraged contract trading: orders, positions, fees, stop levels, forced close.
// Row types as kysely sees them; times are ms since epoch, money is integer minor units.

export interface TradeTables {}
