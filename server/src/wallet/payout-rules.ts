// Validation of the user's payout details (bank information, beneficiary) and real-name data.
// One definition for the provider and the wallet's forms: @app/shared/domain/wallet.
export * from '@app/shared/domain/wallet/payout-rules';
