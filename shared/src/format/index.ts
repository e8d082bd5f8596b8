export * from './time';
export * from './number';
export * from './money';
