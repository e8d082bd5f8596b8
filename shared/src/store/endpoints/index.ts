export * from './articles';
export * from './account-summary';
