export * from './time';
export * from './number';
