// Tables of the wallet domain. Money is integer minor units (USDT cents); times are ms since epoch.
import type { Generated } from 'kysely';

/** The two wallets of docs/product.md §3: the stock account (trading) and the coin wallet (funding). */
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

/** The 6-digit withdrawal password, hashed like login passwords (auth/passwords.ts). */
export interface WithdrawPasswordsTable {
  user_id: number;
  password_hash: string;
  updated_at: number;
}

/** docs/product.md §3 bank information; one per user (updating replaces it). */
export interface BankAccountsTable {
  user_id: number;
  first_name: string;
  last_name: string;
  bank_name: string;
  /** Account number or IBAN, spaces removed, upper case. */
  account_number: string;
  locality: string;
  town: string;
  city: string;
  postal_code: string;
  ifsc_code: string;
  branch_name: string;
  updated_at: number;
}

/** The user's own USDT (TRC20) address for USDT withdrawals; one per user. */
export interface DigitalAddressesTable {
  user_id: number;
  network: string;
  address: string;
  updated_at: number;
}

/** The named recipient of withdrawals (name, address, contact), as a bank wire needs it. */
export interface BeneficiariesTable {
  user_id: number;
  name: string;
  phone: string;
  address: string;
  email: string;
  updated_at: number;
}

/** One row per real-name submission; the newest is the user's current one. */
export interface RealNameApplicationsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  id_number: string;
  /** Upload ids (account domain's uploads table); empty for records created by the back office. */
  front_upload_id: string;
  reverse_upload_id: string;
  /** RealNameStatus: 1 under review, 2 passed, 3 rejected. */
  status: number;
  reject_reason: string;
  created_at: number;
  reviewed_at: number | null;
}

/** A recharge (bank transfer or USDT), pending until review approves (credits the coin wallet) or rejects it. */
export interface RechargesTable {
  id: Generated<number>;
  user_id: number;
  method: 'bank' | 'usdt';
  channel_id: string;
  amount_minor: number;
  /** USDT transaction id (lower-case hex), unique; null for bank recharges. */
  tx_hash: string | null;
  /** Upload id of a bank transfer receipt, or null. */
  voucher_upload_id: string | null;
  /** PaymentStatus: 0 pending, 1 approved, 2 rejected. */
  status: number;
  reject_reason: string;
  created_at: number;
  reviewed_at: number | null;
}

/** A withdrawal from the coin wallet: frozen on submit, paid out or returned by review. */
export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  method: 'bank' | 'usdt';
  amount_minor: number;
  /** Deducted from the payout ('customer' tax mode), else 0. */
  tax_minor: number;
  /** The tax the platform bears ('platform' mode), else 0. For the books, never the user's money. */
  platform_tax_minor: number;
  tax_mode: string;
  /** JSON snapshot of where the money goes (bank details or address, beneficiary), as submitted. */
  destination: string;
  /** Masked account number or the address, for lists. */
  destination_label: string;
  /** YYYY-MM-DD in the market time zone, for the daily cap. */
  local_day: string;
  /** PaymentStatus: 0 pending, 1 approved (paid), 2 rejected (returned). */
  status: number;
  reject_reason: string;
  created_at: number;
  reviewed_at: number | null;
}

/** Wealth-management products (docs/product.md §2 fund list/detail, §3 Fund). Texts in both languages. */
export interface FundsTable {
  id: Generated<number>;
  code: string;
  title_en: string;
  title_zh: string;
  description_en: string;
  description_zh: string;
  /** JSON array of strings. */
  tags_en: string;
  tags_zh: string;
  /** Expected annual return in basis points (850 = 8.50 %). */
  rate_bp: number;
  term_days: number;
  manager_name_en: string;
  manager_name_zh: string;
  manager_years: number;
  /** Manager's cumulative earnings in basis points. */
  manager_earnings_bp: number;
  risk_level: number;
  sort: number;
  active: number;
}

/** A fund purchase: the principal leaves the coin wallet; at maturity principal and income return. */
export interface FundOrdersTable {
  id: Generated<number>;
  user_id: number;
  fund_id: number;
  amount_minor: number;
  /** Terms at purchase time. */
  rate_bp: number;
  term_days: number;
  income_minor: number;
  /** FundOrderStatus: 0 holding, 1 matured (paid back). */
  status: number;
  created_at: number;
  matures_at: number;
  settled_at: number | null;
}

export interface WalletTables {
  wallets: WalletsTable;
  ledger: LedgerTable;
  withdraw_passwords: WithdrawPasswordsTable;
  bank_accounts: BankAccountsTable;
  digital_addresses: DigitalAddressesTable;
  beneficiaries: BeneficiariesTable;
  real_name_applications: RealNameApplicationsTable;
  recharges: RechargesTable;
  withdrawals: WithdrawalsTable;
  funds: FundsTable;
  fund_orders: FundOrdersTable;
}
