// Wallet: stock account and coin wallet, transfers, recharge, withdrawal, bank/USDT accounts, real name, funds.
// Request and response types of this domain's endpoints (docs/product.md §7). Money and prices are decimal
// strings on the wire; times are ms since epoch.
import type { Empty } from './endpoints';
import type { RealNameStatusValue } from './user';

/** docs/product.md §3 "Wallet: stock account and coin wallet". Recharges land in, and withdrawals leave from, the coin wallet. */
export type WalletName = 'stock' | 'coin';

/** Review states of recharges and withdrawals. */
export const PaymentStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type PaymentStatusValue = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/** Wealth-management (fund) order states. */
export const FundOrderStatus = { HOLDING: 0, MATURED: 1 } as const;
export type FundOrderStatusValue = (typeof FundOrderStatus)[keyof typeof FundOrderStatus];

/** A paged list, as product/productList answers. */
export interface WalletPage<T> {
  list: T[];
  total: number;
}
export interface WalletPageRequest {
  /** 1-based (default 1). */
  page?: number;
  /** Default 20, at most 100. */
  pageSize?: number;
}

// ── Balances ──────────────────────────────────────────────────────────────────────────────────

export interface WalletBalance {
  /** Spendable. */
  available: string;
  /** Held: open-order margin, pending withdrawals, IPO subscriptions. */
  frozen: string;
  /** available + frozen */
  total: string;
}

/** What a withdrawal may be right now (docs/product.md §5, §6, §9), so the form can say it before submitting. */
export interface WithdrawalRules {
  /** Whole USDT per transaction. */
  minAmount: string;
  maxAmount: string;
  /** Daily cap for users without a wealth-management product; null when the user has none (holds a fund). */
  dailyCap: string | null;
  /** What is left of the cap today (market time zone); null when uncapped. */
  remainingToday: string | null;
  /** Whether withdrawals are accepted now (market hours, or the demo switch). */
  open: boolean;
  /** When closed for market hours: the next opening (ms since epoch); null when open or closed by the operator. */
  nextOpenAt: number | null;
  /** 'platform': the platform bears the 5 % tax; 'customer': 5 % is deducted from the payout. */
  taxMode: 'platform' | 'customer';
  /** Tax rate in percent, e.g. "5". */
  taxRatePercent: string;
  /** One pending withdrawal at a time: true while one awaits review. */
  pending: boolean;
}

/** user/userWallet */
export interface UserWallet {
  currency: 'USDT';
  stock: WalletBalance;
  coin: WalletBalance;
  /** Principal of the wealth-management orders still held (paid back to the coin wallet at maturity). */
  fundHoldings: string;
  /** Everything the customer has: stock.total + coin.total + fundHoldings. */
  totalAssets: string;
  /** Has bought a wealth-management product (lifts the withdrawal cap, docs/product.md §6). */
  hasWealthProduct: boolean;
  /** Whether a withdrawal password is set (user/updateWithdrawPwd). */
  withdrawPasswordSet: boolean;
  withdrawal: WithdrawalRules;
}

/** user/transferWallet: moves `amount` from one wallet to the other (stock ↔ coin). */
export interface TransferRequest {
  /** Idempotency key: one per submit; a replay with the same key gets the first answer
   *  and moves nothing. Optional on the wire so older clients keep working; forms always send it. */
  requestId?: string;
  from: WalletName;
  /** Positive decimal, at most 2 decimals. */
  amount: string;
}

/** user/reflushWalletMsg: the "Funding details" page (pages/mine/detail). */
export interface FundingDetailsRequest extends WalletPageRequest {
  /** Only this wallet's rows (default both). */
  wallet?: WalletName;
}
export interface FundingRecord {
  id: number;
  wallet: WalletName;
  /** Ledger kind, e.g. deposit, withdrawal_freeze, transfer_in, margin_freeze, fund_purchase. */
  kind: string;
  /** The kind in the request's language, e.g. "Recharge" / "充值". */
  label: string;
  /** Signed change of the available balance, e.g. "-100.00". */
  amount: string;
  /** Signed change of the frozen balance ("0.00" for most kinds). */
  frozenAmount: string;
  /** Available balance after the change. */
  balanceAfter: string;
  frozenAfter: string;
  /** ms since epoch */
  time: number;
}

// ── Security and payout accounts ──────────────────────────────────────────────────────────────

/** user/updateWithdrawPwd: set or change the 6-digit withdrawal password; the login password is always required. */
export interface UpdateWithdrawPasswordRequest {
  /** 6 digits. */
  password: string;
  confirmPassword: string;
  loginPassword: string;
}

/** docs/product.md §3 bank information. Required: first/last name, bank, account or IBAN, city, postal code; the rest may be empty. */
export interface BankAccountFields {
  firstName: string;
  lastName: string;
  bankName: string;
  /** Account number (6–34 digits) or IBAN (checked with its mod-97 check digits). Spaces are ignored. */
  accountNumber: string;
  locality?: string;
  town?: string;
  city: string;
  postalCode: string;
  /** Indian Financial System Code, e.g. SBIN0001234 (only for Indian banks). */
  ifscCode?: string;
  branchName?: string;
}
export interface BankAccount {
  firstName: string;
  lastName: string;
  bankName: string;
  accountNumber: string;
  locality: string;
  town: string;
  city: string;
  postalCode: string;
  ifscCode: string;
  branchName: string;
  /** "First Last": must match the verified real name to withdraw. */
  holderName: string;
  updatedAt: number;
}

/** user/myDigital, user/updateDigital: the user's own USDT (TRC20) address for USDT withdrawals. */
export interface DigitalAddress {
  network: 'TRC20';
  address: string;
  updatedAt: number;
}
export interface UpdateDigitalRequest {
  address: string;
}

/**
 * user/myBeneficiary, user/updateBeneficiary: the named recipient of withdrawals, as a bank wire
 * needs it (name, address, contact). The recipient must be the account holder: once the real name
 * is verified the beneficiary name must equal it.
 */
export interface BeneficiaryFields {
  name: string;
  /** Phone with optional leading +, 6–15 digits. */
  phone: string;
  /** Street address of the recipient (5–200 characters). */
  address: string;
  email?: string;
}
export interface Beneficiary {
  name: string;
  phone: string;
  address: string;
  email: string;
  updatedAt: number;
}

// ── Real name ─────────────────────────────────────────────────────────────────────────────────

/** user/realname. The images are ids answered by common/uploadFile; they must be the caller's own uploads. */
export interface RealNameRequest {
  name: string;
  idNumber: string;
  frontImage: string;
  reverseImage: string;
}
/** user/myRealname (also the answer of user/realname). */
export interface RealNameInfo {
  status: RealNameStatusValue;
  /** Empty when never submitted. */
  name: string;
  /** Masked: first 2 and last 2 characters, e.g. "AB******89". */
  idNumber: string;
  frontImage: string;
  reverseImage: string;
  /** Why the last application was rejected (rejected state only). */
  rejectReason: string;
  submittedAt: number | null;
  reviewedAt: number | null;
}

// ── Recharge ──────────────────────────────────────────────────────────────────────────────────

/** pay/channelDigital item: where to send USDT. */
export interface DigitalChannel {
  id: string;
  name: string;
  currency: 'USDT';
  network: 'TRC20';
  /** The platform's deposit address. */
  address: string;
  minAmount: string;
  maxAmount: string;
  /** Instructions in the request's language. */
  note: string;
}
/** pay/payChannel item: the platform's receiving bank account. */
export interface BankChannel {
  id: string;
  name: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  currency: 'USDT';
  minAmount: string;
  maxAmount: string;
  note: string;
}

/** pay/pay: a bank transfer to a payChannel account, to be confirmed by review. */
export interface BankRechargeRequest {
  /** Idempotency key: one per submit; a replay with the same key gets the first answer
   *  and moves nothing. Optional on the wire so older clients keep working; forms always send it. */
  requestId?: string;
  channelId: string;
  /** Decimal, at most 2 decimals. */
  amount: string;
  /** Optional upload id of the transfer receipt (must be the caller's own upload). */
  voucher?: string;
}
/** pay/payDigital: a USDT transfer already sent to the channel's address. */
export interface DigitalRechargeRequest {
  /** Idempotency key: one per submit; a replay with the same key gets the first answer
   *  and moves nothing. Optional on the wire so older clients keep working; forms always send it. */
  requestId?: string;
  channelId: string;
  amount: string;
  /** TRON transaction id: 64 hexadecimal characters. Each hash can be used once. */
  hash: string;
}
export interface Recharge {
  id: number;
  /** Shown to the user and to the back office, e.g. R2026031500012. */
  orderNo: string;
  method: 'bank' | 'usdt';
  channelName: string;
  amount: string;
  status: PaymentStatusValue;
  statusText: string;
  /** USDT recharges only, else empty. */
  hash: string;
  rejectReason: string;
  createdAt: number;
  reviewedAt: number | null;
}
export interface RechargeListRequest extends WalletPageRequest {
  status?: PaymentStatusValue;
}

// ── Withdrawal ────────────────────────────────────────────────────────────────────────────────

/** pay/withdraw: from the coin wallet to the bound bank account or USDT address. */
export interface WithdrawRequest {
  /** Idempotency key: one per submit; a replay with the same key gets the first answer
   *  and moves nothing. Optional on the wire so older clients keep working; forms always send it. */
  requestId?: string;
  method: 'bank' | 'usdt';
  /** Whole USDT ("must be an integer"), within WithdrawalRules. */
  amount: string;
  withdrawPassword: string;
}
export interface Withdrawal {
  id: number;
  orderNo: string;
  method: 'bank' | 'usdt';
  amount: string;
  /** Deducted from the payout (customer tax mode), else "0.00". */
  tax: string;
  /** amount − tax */
  receivable: string;
  /** Where it goes: masked account number or the USDT address. */
  destination: string;
  status: PaymentStatusValue;
  statusText: string;
  rejectReason: string;
  createdAt: number;
  reviewedAt: number | null;
}

// ── Funds (wealth management) ─────────────────────────────────────────────────────────────────

export interface FundManager {
  name: string;
  /** Years of experience. */
  years: number;
  /** Cumulative earnings of the manager, percent, e.g. "86.40". */
  earnings: string;
}
export interface FundSummary {
  id: number;
  code: string;
  title: string;
  /** Expected annual return, percent, e.g. "8.50". */
  percent: string;
  tags: string[];
  manager: FundManager;
  termDays: number;
  minAmount: string;
  maxAmount: string;
  /** Amounts are multiples of this. */
  step: string;
}
export interface FundDetail extends FundSummary {
  description: string;
  /** 1 (lowest) – 5 */
  riskLevel: number;
}
export interface FundBuyRequest {
  /** Idempotency key: one per submit; a replay with the same key gets the first answer
   *  and moves nothing. Optional on the wire so older clients keep working; forms always send it. */
  requestId?: string;
  fundId: number;
  /** Whole USDT, a multiple of step, within min–max. Paid from the coin wallet. */
  amount: string;
}
export interface FundOrder {
  id: number;
  orderNo: string;
  fundId: number;
  fundTitle: string;
  amount: string;
  percent: string;
  termDays: number;
  /** Income paid at maturity with the principal. */
  expectedIncome: string;
  status: FundOrderStatusValue;
  statusText: string;
  createdAt: number;
  maturesAt: number;
}

export interface WalletEndpoints {
  'user/userWallet': { req: Empty; res: UserWallet; auth: true };
  'user/transferWallet': { req: TransferRequest; res: UserWallet; auth: true };
  'user/reflushWalletMsg': { req: FundingDetailsRequest; res: WalletPage<FundingRecord>; auth: true };
  'user/updateWithdrawPwd': { req: UpdateWithdrawPasswordRequest; res: null; auth: true };
  'user/myBank': { req: Empty; res: BankAccount | null; auth: true };
  'user/updateBankAccount': { req: BankAccountFields; res: BankAccount; auth: true };
  'user/myDigital': { req: Empty; res: DigitalAddress | null; auth: true };
  'user/updateDigital': { req: UpdateDigitalRequest; res: DigitalAddress; auth: true };
  'user/myBeneficiary': { req: Empty; res: Beneficiary | null; auth: true };
  'user/updateBeneficiary': { req: BeneficiaryFields; res: Beneficiary; auth: true };
  'user/realname': { req: RealNameRequest; res: RealNameInfo; auth: true };
  'user/myRealname': { req: Empty; res: RealNameInfo; auth: true };
  'pay/channelDigital': { req: Empty; res: DigitalChannel[]; auth: true };
  'pay/payChannel': { req: Empty; res: BankChannel[]; auth: true };
  'pay/pay': { req: BankRechargeRequest; res: Recharge; auth: true };
  'pay/payDigital': { req: DigitalRechargeRequest; res: Recharge; auth: true };
  'pay/myPay': { req: RechargeListRequest; res: WalletPage<Recharge>; auth: true };
  'pay/withdraw': { req: WithdrawRequest; res: Withdrawal; auth: true };
  'pay/withdrawList': { req: WalletPageRequest; res: WalletPage<Withdrawal>; auth: true };
  'funds/list': { req: Empty; res: FundSummary[]; auth: false };
  'funds/detail': { req: { id: number }; res: FundDetail; auth: false };
  'funds/buy': { req: FundBuyRequest; res: FundOrder; auth: true };
  'funds/myOrders': { req: WalletPageRequest; res: WalletPage<FundOrder>; auth: true };
}

/**
 * retCodes of this domain: 2000–2199. Messages live in the server's catalogue. Keys carry a
 * domain word (WALLET_, WITHDRAWAL_, FUND_, …) so they cannot collide with other domains' keys
 * when all ranges are merged into RetCode.
 */
export const WALLET_RET_CODES = {
  // amounts and balances
  WALLET_AMOUNT_REQUIRED: 2000,
  WALLET_AMOUNT_INVALID: 2001,
  /** Stock account (docs/product.md §5 "insufficient wallet balance"). */
  WALLET_INSUFFICIENT_STOCK_BALANCE: 2002,
  /** docs/product.md §5 "insufficient coin wallet balance". */
  WALLET_INSUFFICIENT_COIN_BALANCE: 2003,
  // withdrawal password
  WITHDRAW_PASSWORD_FORMAT: 2010,
  WITHDRAW_PASSWORD_REQUIRED: 2011,
  WITHDRAW_PASSWORD_NOT_SET: 2012,
  WITHDRAW_PASSWORD_WRONG: 2013,
  WALLET_LOGIN_PASSWORD_REQUIRED: 2014,
  WALLET_LOGIN_PASSWORD_WRONG: 2015,
  // bank information
  BANK_FIRST_NAME_INVALID: 2020,
  BANK_LAST_NAME_INVALID: 2021,
  BANK_NAME_INVALID: 2022,
  BANK_ACCOUNT_INVALID: 2023,
  BANK_LOCALITY_INVALID: 2024,
  BANK_TOWN_INVALID: 2025,
  BANK_CITY_INVALID: 2026,
  BANK_POSTAL_CODE_INVALID: 2027,
  BANK_IFSC_INVALID: 2028,
  BANK_BRANCH_INVALID: 2029,
  // USDT address
  WALLET_ADDRESS_REQUIRED: 2040,
  TRC20_ADDRESS_INCORRECT: 2041,
  // beneficiary
  BENEFICIARY_NAME_INVALID: 2050,
  BENEFICIARY_NAME_MISMATCH: 2051,
  BENEFICIARY_PHONE_INVALID: 2052,
  BENEFICIARY_ADDRESS_INVALID: 2053,
  BENEFICIARY_EMAIL_INVALID: 2054,
  // real name
  REAL_NAME_INVALID: 2060,
  REAL_NAME_ID_NUMBER_INVALID: 2061,
  REAL_NAME_FRONT_IMAGE_REQUIRED: 2062,
  REAL_NAME_REVERSE_IMAGE_REQUIRED: 2063,
  REAL_NAME_IMAGE_NOT_FOUND: 2064,
  /** docs/product.md §5 "cannot submit repeatedly during approval" (real name and withdrawals). */
  WALLET_REVIEW_PENDING: 2065,
  REAL_NAME_LOCKED: 2066,
  REAL_NAME_REQUIRED: 2067,
  WITHDRAWAL_NAME_MISMATCH: 2068,
  // recharge
  RECHARGE_CHANNEL_NOT_FOUND: 2080,
  RECHARGE_AMOUNT_TOO_SMALL: 2081,
  RECHARGE_AMOUNT_TOO_LARGE: 2082,
  TRANSFER_HASH_REQUIRED: 2083,
  TRANSFER_HASH_INVALID: 2084,
  TRANSFER_HASH_USED: 2085,
  RECHARGE_VOUCHER_NOT_FOUND: 2086,
  RECHARGE_TOO_MANY_PENDING: 2087,
  // withdrawal
  WITHDRAWAL_NOT_INTEGER: 2100,
  WITHDRAWAL_TOO_SMALL: 2101,
  WITHDRAWAL_TOO_LARGE: 2102,
  WITHDRAWAL_MARKET_CLOSED: 2103,
  WITHDRAWAL_BANK_REQUIRED: 2104,
  WITHDRAWAL_CAP_EXCEEDED: 2105,
  // funds
  FUND_NOT_FOUND: 2150,
  FUND_AMOUNT_STEP: 2151,
  FUND_AMOUNT_RANGE: 2152,
} as const;
