// Amount rules of the wallet's forms and of the provider's wallet calls (the same code on both
// sides), answering WALLET_RET_CODES. Amounts are read by the one number rule (number-input.ts)
// exactly into minor units (USDT cents); never through binary floats.
import { FUND_INVESTMENT, RECHARGE_LIMITS, WITHDRAWAL_LIMITS, WITHDRAW_PASSWORD_DIGITS } from '../../constants/wallet';
import { WALLET_RET_CODES as C } from '../../contracts/wallet';
import { RetCode } from '../../contracts/ret-codes';
import { MONEY_DECIMALS, divideRounded, parseDecimal, usdtToMinor } from '../../format/money';
import { readNumberInput } from '../number-input';

/** A rule's verdict: the amount in minor units, or the retCode the provider would answer. */
export type RuleResult = { ok: true; minor: number } | { ok: false; code: number };

const fail = (code: number): RuleResult => ({ ok: false, code });
const pass = (minor: number): RuleResult => ({ ok: true, minor });

/** A positive amount in whole cents. */
export function checkPositiveAmount(text: string): RuleResult {
  const read = readNumberInput(text, MONEY_DECIMALS);
  if (read === 'empty') return fail(C.WALLET_AMOUNT_REQUIRED);
  if (typeof read !== 'number' || read <= 0) return fail(C.WALLET_AMOUNT_INVALID);
  return pass(read);
}

/** Transfer stock ↔ coin: a positive amount, at most what the source wallet has available. */
export function checkTransferAmount(text: string, availableMinor: number, from: 'stock' | 'coin'): RuleResult {
  const read = checkPositiveAmount(text);
  if (!read.ok) return read;
  if (read.minor > availableMinor) return fail(from === 'stock' ? C.WALLET_INSUFFICIENT_STOCK_BALANCE : C.WALLET_INSUFFICIENT_COIN_BALANCE);
  return read;
}

/** Recharge: positive, 2 decimals, within RECHARGE_LIMITS. */
export function checkRechargeAmount(text: string): RuleResult {
  const read = checkPositiveAmount(text);
  if (!read.ok) return read;
  if (read.minor < usdtToMinor(RECHARGE_LIMITS.min)) return fail(C.RECHARGE_AMOUNT_TOO_SMALL);
  if (read.minor > usdtToMinor(RECHARGE_LIMITS.max)) return fail(C.RECHARGE_AMOUNT_TOO_LARGE);
  return read;
}

/** TRON transaction id: 64 hex characters, a 0x prefix tolerated. */
const TX_HASH = /^(?:0x)?([0-9a-fA-F]{64})$/;

/** The transfer hash of a USDT recharge: the code, or null when it is well formed. */
export function checkTransferHash(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return C.TRANSFER_HASH_REQUIRED;
  return TX_HASH.test(trimmed) ? null : C.TRANSFER_HASH_INVALID;
}

/** Withdrawal amount: whole USDT ("must be an integer": "100.00" is one), then the per-transaction bounds. */
export function checkWithdrawalAmount(text: string): RuleResult {
  const read = readNumberInput(text, 0);
  if (read === 'empty') return fail(C.WALLET_AMOUNT_REQUIRED);
  if (read === 'invalid') return fail(C.WALLET_AMOUNT_INVALID);
  if (read === 'too-precise') return fail(C.WITHDRAWAL_NOT_INTEGER);
  if (read === 'too-large') return fail(C.WITHDRAWAL_TOO_LARGE);
  const usdt = read;
  if (usdt < WITHDRAWAL_LIMITS.min) return fail(C.WITHDRAWAL_TOO_SMALL);
  if (usdt > WITHDRAWAL_LIMITS.max) return fail(C.WITHDRAWAL_TOO_LARGE);
  return pass(usdtToMinor(usdt));
}

/** docs/product.md §9's 5 %: what the customer pays and receives in each tax mode (server: taxOf). */
export function withdrawalTax(
  amountMinor: number,
  mode: 'platform' | 'customer',
): { taxMinor: number; receivableMinor: number; platformTaxMinor: number } {
  const tax = divideRounded(amountMinor * WITHDRAWAL_LIMITS.taxRatePercent, 100, 'half-up');
  return mode === 'customer'
    ? { taxMinor: tax, receivableMinor: amountMinor - tax, platformTaxMinor: 0 }
    : { taxMinor: 0, receivableMinor: amountMinor, platformTaxMinor: tax };
}

/** The 6-digit withdrawal password and its confirmation. */
export function checkNewWithdrawPassword(password: string, confirm: string, loginPassword: string): number | null {
  if (!new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`).test(password)) return C.WITHDRAW_PASSWORD_FORMAT;
  if (password !== confirm) return RetCode.PASSWORDS_INCONSISTENT;
  if (loginPassword === '') return C.WALLET_LOGIN_PASSWORD_REQUIRED;
  return null;
}

/** Fund purchase: whole multiples of the step within the bounds. */
export function checkFundAmount(text: string): RuleResult {
  const read = readNumberInput(text, MONEY_DECIMALS);
  if (read === 'empty') return fail(C.WALLET_AMOUNT_REQUIRED);
  if (read === 'too-large') return fail(C.FUND_AMOUNT_RANGE);
  if (typeof read !== 'number') return fail(C.WALLET_AMOUNT_INVALID);
  const minor = read;
  if (minor < usdtToMinor(FUND_INVESTMENT.min) || minor > usdtToMinor(FUND_INVESTMENT.max)) return fail(C.FUND_AMOUNT_RANGE);
  if (minor % usdtToMinor(FUND_INVESTMENT.step) !== 0) return fail(C.FUND_AMOUNT_STEP);
  return pass(minor);
}

/** Income a fund pays at maturity: amount × annual percent × days / 365, down to the cent (server: incomeOf). */
export function expectedFundIncome(amountMinor: number, percent: string, termDays: number): number | null {
  const basisPoints = parseDecimal(percent, 2);
  if (basisPoints === null || basisPoints < 0) return null;
  return divideRounded(amountMinor * basisPoints * termDays, 10_000 * 365, 'down');
}
