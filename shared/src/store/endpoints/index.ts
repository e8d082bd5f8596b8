export * from './articles';
export * from './account-summary';
export * from './market-public';
