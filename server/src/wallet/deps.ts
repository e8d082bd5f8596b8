// What the wallet's handlers share: the domain context and the limiter of secret checks.
import { WITHDRAW_PASSWORD_ATTEMPTS } from '@app/shared/constants';
import { WALLET_RET_CODES as C, type WalletName } from '@app/shared/contracts';
import { LoginAttempts } from '../auth/login-attempts';
import type { DomainContext } from '../domain-context';
import { ApiFailure } from '../http/envelope';
import { InsufficientBalanceError } from './ledger';

export interface WalletDeps extends DomainContext {
  /** Wrong withdrawal (or login) passwords per user; "do not submit continuously" past the limit. */
  secretAttempts: LoginAttempts;
}

export function walletDeps(ctx: DomainContext): WalletDeps {
  return { ...ctx, secretAttempts: new LoginAttempts({ ...WITHDRAW_PASSWORD_ATTEMPTS, maxTrackedAccounts: 10_000 }) };
}

/** SPEC §5: "insufficient wallet balance" (stock account) and "insufficient coin wallet balance". */
export function insufficient(account: WalletName): ApiFailure {
  return new ApiFailure(account === 'stock' ? C.WALLET_INSUFFICIENT_STOCK_BALANCE : C.WALLET_INSUFFICIENT_COIN_BALANCE);
}

/** Runs `work`, turning the ledger's refusal into the user's "insufficient balance" message. */
export async function withBalanceCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof InsufficientBalanceError) throw insufficient(err.account);
    throw err;
  }
}
