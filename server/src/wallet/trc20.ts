// TRON (TRC20) addresses: one definition for the provider and the wallet's forms
// (@app/shared/domain/wallet: base58check with the first 4 bytes of sha256(sha256(first 21))).
export { isTrc20Address } from '@app/shared/domain/wallet/trc20';
