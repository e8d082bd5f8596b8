// What the wallet's handlers share: the domain context and the limiter of secret checks.
import { WALLET_RET_CODES as C, type WalletName } from '@app/shared/contracts';
import { LoginGuard } from '../auth/login-guard';
import type { DomainContext } from '../domain-context';
import { ApiFailure } from '../http/envelope';
import { InsufficientBalanceError } from './ledger';

export interface WalletDeps extends DomainContext {
  /**
   * Wrong withdrawal (or login) passwords per user; "do not submit continuously" past the limit.
   * The login counter's table and rules: in the database (survives a restart, one count
   * for every server process), progressive lockout. Keys `wallet-secret:<user id>` (see secrets.ts).
   */
  secretAttempts: LoginGuard;
}

export function walletDeps(ctx: DomainContext): WalletDeps {
  // No per-address budget here: the caller is a signed-in user, counted per user.
  return { ...ctx, secretAttempts: new LoginGuard(ctx.db, 0) };
}

/** docs/product.md §5: "insufficient wallet balance" (stock account) and "insufficient coin wallet balance". */
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
