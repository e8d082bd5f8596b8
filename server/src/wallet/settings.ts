// Settings of the wallet domain, read from the environment by loadConfig (config.ts). Malformed
// values stop the start, like every other setting.
import { DEMO_REVIEW } from '@app/shared/constants';
import { isTrc20Address } from './trc20';

export type WithdrawalTaxMode = 'platform' | 'customer';
/** When withdrawals are accepted: docs/product.md §9's market hours, always (demos), or never (an operator's stop; tests). */
export type WithdrawalWindow = 'market' | 'always' | 'closed';

export interface WalletSettings {
  /** WITHDRAWAL_ANYTIME=1: accept withdrawals outside market hours (demos). Same as withdrawalWindow 'always'. */
  withdrawalAnytime: boolean;
  /** WITHDRAWAL_HOURS=market|always|closed (default market, or always with WITHDRAWAL_ANYTIME=1). */
  withdrawalWindow: WithdrawalWindow;
  /** WITHDRAWAL_TAX_MODE: who bears docs/product.md §9's 5 % tax (docs/server.md, "Wallet"). */
  taxMode: WithdrawalTaxMode;
  /** REVIEW_DELAY_MS: demo auto-review delay; 0 turns the reviewer off. */
  reviewDelayMs: number;
  /** USDT_DEPOSIT_ADDRESS: the platform's TRC20 deposit address shown by pay/channelDigital. */
  usdtDepositAddress: string;
}

/** A valid (base58check) demo address that belongs to no one; replace it in production. */
export const DEMO_DEPOSIT_ADDRESS = 'TD2yfAQyeTckEhK3stS6RDq4ueNzKTc2Kp';

type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function loadWalletSettings(env: Env): WalletSettings {
  const anytime = present(env, 'WITHDRAWAL_ANYTIME')?.toLowerCase() ?? '0';
  if (!['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(anytime)) {
    throw new Error(`WITHDRAWAL_ANYTIME must be 1 or 0, got "${anytime}"`);
  }
  const anytimeOn = ['1', 'true', 'yes', 'on'].includes(anytime);
  const windowText = present(env, 'WITHDRAWAL_HOURS') ?? (anytimeOn ? 'always' : 'market');
  if (windowText !== 'market' && windowText !== 'always' && windowText !== 'closed') {
    throw new Error(`WITHDRAWAL_HOURS must be market, always or closed, got "${windowText}"`);
  }
  const taxMode = present(env, 'WITHDRAWAL_TAX_MODE') ?? 'platform';
  if (taxMode !== 'platform' && taxMode !== 'customer') {
    throw new Error(`WITHDRAWAL_TAX_MODE must be platform or customer, got "${taxMode}"`);
  }
  const delayText = present(env, 'REVIEW_DELAY_MS') ?? String(DEMO_REVIEW.defaultDelayMs);
  if (!/^\d{1,10}$/.test(delayText)) throw new Error(`REVIEW_DELAY_MS must be a whole number of ms, got "${delayText}"`);
  const address = present(env, 'USDT_DEPOSIT_ADDRESS') ?? DEMO_DEPOSIT_ADDRESS;
  if (!isTrc20Address(address)) throw new Error(`USDT_DEPOSIT_ADDRESS is not a TRC20 address: "${address}"`);
  return {
    withdrawalAnytime: windowText === 'always',
    withdrawalWindow: windowText,
    taxMode,
    reviewDelayMs: Number(delayText),
    usdtDepositAddress: address,
  };
}
