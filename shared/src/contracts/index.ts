export * from './ret-codes';
export * from './user';
export * from './common';
export * from './product';
export * from './socket';
export * from './endpoints';
