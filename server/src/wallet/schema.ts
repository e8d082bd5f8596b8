// Tables of the wallet domain. Money is integer minor units (USDT cents); times are ms since epoch.
import type { Generated } from 'kysely';

/** The two wallets of SPEC §3: the stock account (trading) and the coin wallet (funding). */
export type WalletAccount = 'stock' | 'coin';

export interface WalletsTable {
  user_id: number;
  account: WalletAccount;
  /** Spendable balance. Never negative (enforced by every update). */
  available_minor: number;
  /** Held for open orders, pending withdrawals, IPO subscriptions. Never negative. */
  frozen_minor: number;
  updated_at: number;
}

/** One row per balance change, written in the same transaction as the change. */
export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  account: WalletAccount;
  available_delta_minor: number;
  frozen_delta_minor: number;
  available_after_minor: number;
  frozen_after_minor: number;
  /** What happened, e.g. deposit, withdrawal, transfer_in, margin_freeze, trade_fee (see ledger.ts). */
  kind: string;
  /** The business object behind it, e.g. ('order', '42'). */
  ref_type: string | null;
  ref_id: string | null;
  created_at: number;
}

export interface WalletTables {
  wallets: WalletsTable;
  ledger: LedgerTable;
}
