// Every rule of a withdrawal, in the order the provider answers them (docs/server.md, "Withdrawal
// rules"), so the form shows the same first message the server would, before anything is sent.
import {
  RealNameStatus,
  WALLET_RET_CODES as C,
  parseMoney,
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

export function withdrawalProblem(s: WithdrawalState): WithdrawalProblem | null {
  const amount = checkWithdrawalAmount(s.amount);
  if (!amount.ok) return { code: amount.code, field: 'amount' };
  const [standing] = standingProblems(s);
  if (standing) return standing;
  const remaining = s.wallet.withdrawal.remainingToday === null ? null : parseMoney(s.wallet.withdrawal.remainingToday);
  if (remaining !== null && amount.minor > remaining) return { code: C.WITHDRAWAL_CAP_EXCEEDED, field: 'amount', fix: 'funds' };
  if (!s.wallet.withdrawPasswordSet) return { code: C.WITHDRAW_PASSWORD_NOT_SET, field: 'password', fix: 'withdrawPassword' };
  if (s.password === '') return { code: C.WITHDRAW_PASSWORD_REQUIRED, field: 'password' };
  const available = parseMoney(s.wallet.coin.available) ?? 0;
  if (amount.minor > available) return { code: C.WALLET_INSUFFICIENT_COIN_BALANCE, field: 'amount' };
  return null;
}
