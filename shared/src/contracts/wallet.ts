// Wallet: stock account and coin wallet, transfers, recharge, withdrawal, bank/USDT accounts, real name, funds.
// Request and response types of this domain's endpoints (SPEC §7). Money and prices are decimal
// strings on the wire; times are ms since epoch.

export interface WalletEndpoints {}

/** retCodes of this domain: 2000–2199. Messages live in the server's catalogue. */
export const WALLET_RET_CODES = {} as const;
