// Every rule of a withdrawal, in the order the provider answers them (docs/server.md, "Withdrawal
// rules"): the form says all the rules an attempt breaks at once, the first being the message the
// server would answer, before anything is sent.
import {
  MINOR_PER_USDT,
  RealNameStatus,
  WALLET_RET_CODES as C,
  WITHDRAWAL_LIMITS,
  parseMoney,
  usdtToMinor,
  type BankAccount,
  type Beneficiary,
  type DigitalAddress,
  type RealNameInfo,
  type UserWallet,
} from '@app/shared';
import { checkWithdrawalAmount, fullNamesMatch, namesMatch } from '@app/shared/domain/wallet';

/** Where the message leads the user to fix it. */
export type WithdrawalFix = 'bankCard' | 'editBank' | 'usdtCard' | 'authentication' | 'cashList' | 'funds' | 'withdrawPassword';

export interface WithdrawalProblem {
  code: number;
  /** The field the message belongs under; otherwise it is the form's. */
  field?: 'amount' | 'password';
  fix?: WithdrawalFix;
}

export interface WithdrawalState {
  method: 'bank' | 'usdt';
  amount: string;
  password: string;
  wallet: UserWallet;
  bank: BankAccount | null;
  digital: DigitalAddress | null;
  beneficiary: Beneficiary | null;
  realName: RealNameInfo | null;
}

/**
 * Problems that do not depend on what was typed, in the provider's order (all of them, so the page
 * shows everything to put right at once; a submission answers the first).
 */
export function standingProblems(s: Omit<WithdrawalState, 'amount' | 'password'>): WithdrawalProblem[] {
  const found: WithdrawalProblem[] = [];
  if (!s.wallet.withdrawal.open) found.push({ code: C.WITHDRAWAL_MARKET_CLOSED });
  if (s.method === 'bank' && !s.bank) found.push({ code: C.WITHDRAWAL_BANK_REQUIRED, fix: 'bankCard' });
  if (s.method === 'usdt' && !s.digital) found.push({ code: C.WALLET_ADDRESS_REQUIRED, fix: 'usdtCard' });
  const passed = s.realName?.status === RealNameStatus.PASSED ? s.realName.name : null;
  if (passed === null) found.push({ code: C.REAL_NAME_REQUIRED, fix: 'authentication' });
  else if (s.method === 'bank' && s.bank && !namesMatch(passed, s.bank.firstName, s.bank.lastName))
    found.push({ code: C.WITHDRAWAL_NAME_MISMATCH, fix: 'editBank' });
  else if (s.beneficiary && !fullNamesMatch(passed, s.beneficiary.name)) found.push({ code: C.WITHDRAWAL_NAME_MISMATCH, fix: 'bankCard' });
  if (s.wallet.withdrawal.pending) found.push({ code: C.WALLET_REVIEW_PENDING, fix: 'cashList' });
  return found;
}

/**
 * The amount's own rules, each one broken: required, a number, an integer, the bounds (an amount
 * can be both fractional and out of bounds). The first is the provider's answer for it.
 */
function amountFormProblems(text: string): WithdrawalProblem[] {
  const first = checkWithdrawalAmount(text);
  if (first.ok || first.code === C.WALLET_AMOUNT_REQUIRED || first.code === C.WALLET_AMOUNT_INVALID)
    return first.ok ? [] : [{ code: first.code, field: 'amount' }];
  const found: WithdrawalProblem[] = [{ code: first.code, field: 'amount' }];
  // Not an integer: its bounds are still worth saying.
  if (first.code === C.WITHDRAWAL_NOT_INTEGER) {
    if (exceeds(text, usdtToMinor(WITHDRAWAL_LIMITS.max))) found.push({ code: C.WITHDRAWAL_TOO_LARGE, field: 'amount' });
    else if (below(text, usdtToMinor(WITHDRAWAL_LIMITS.min))) found.push({ code: C.WITHDRAWAL_TOO_SMALL, field: 'amount' });
  }
  return found;
}

/** A typed number (digits, an optional fraction of any length) as whole cents and whether more follows; null when it is none. */
function centsOf(text: string): { cents: number; more: boolean } | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const [, whole, fraction = ''] = m;
  return { cents: Number(whole) * MINOR_PER_USDT + Number(fraction.padEnd(2, '0').slice(0, 2)), more: /[1-9]/.test(fraction.slice(2)) };
}

/** Whether a typed number is above `limitMinor`, exactly (no binary fractions). */
export function exceeds(text: string, limitMinor: number): boolean {
  const n = centsOf(text);
  return n !== null && (n.cents > limitMinor || (n.cents === limitMinor && n.more));
}

/** Whether a typed number is below `limitMinor`. */
function below(text: string, limitMinor: number): boolean {
  const n = centsOf(text);
  return n !== null && n.cents < limitMinor;
}

/**
 * Every rule the withdrawal breaks, in the provider's order (docs/server.md, "Withdrawal rules"):
 * its first is what a submission would answer, the rest what would come after it, so the page
 * says everything to put right at once. The daily cap and the balance are checked against any
 * amount that is a number, even one that breaks the amount's own rules.
 */
export function withdrawalProblems(s: WithdrawalState): WithdrawalProblem[] {
  const found = amountFormProblems(s.amount);
  found.push(...standingProblems(s));
  const remaining = s.wallet.withdrawal.remainingToday === null ? null : parseMoney(s.wallet.withdrawal.remainingToday);
  if (remaining !== null && exceeds(s.amount, remaining)) found.push({ code: C.WITHDRAWAL_CAP_EXCEEDED, field: 'amount', fix: 'funds' });
  if (!s.wallet.withdrawPasswordSet) found.push({ code: C.WITHDRAW_PASSWORD_NOT_SET, field: 'password', fix: 'withdrawPassword' });
  else if (s.password === '') found.push({ code: C.WITHDRAW_PASSWORD_REQUIRED, field: 'password' });
  if (exceeds(s.amount, parseMoney(s.wallet.coin.available) ?? 0))
    found.push({ code: C.WALLET_INSUFFICIENT_COIN_BALANCE, field: 'amount' });
  return found;
}
