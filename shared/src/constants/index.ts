export * from './session';
export * from './ui';
