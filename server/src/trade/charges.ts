// The money formulas of an order live in @app/shared (domain/trade/charges.ts), so the provider and
// the buy form compute every figure with the same code.
export * from '@app/shared/domain/trade';
