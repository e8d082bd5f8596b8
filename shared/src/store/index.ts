export * from './api';
export * from './session-slice';
export * from './quotes-slice';
export * from './root-reducer';
export * from './hooks';
export * from './use-quote';
export * from './route-prefetch';
export * from './endpoints';
