// Pieces of the wallet domain that more than its own remote (or the server) uses. Owned by the wallet team.
// The form rules mirror the provider's checks (server/src/wallet), in the same order and with the
// same retCodes, so a form says what the server would say before anything is sent.
export * from './amount-rules';
export { checkBankFields, checkBeneficiaryFields, namesMatch, fullNamesMatch, maskAccount, type FieldProblem } from './payout-rules';
export * as payoutRules from './payout-rules';
export * from './trc20';
export * from './withdrawal-hours';
