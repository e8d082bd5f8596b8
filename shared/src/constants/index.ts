export * from './session';
export * from './ui';
export * from './wallet';
export * from './trade';
export * from './ipo';
export * from './account';
export * from './market';
export * from './page';
