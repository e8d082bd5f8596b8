export * from './domains';
export * from './paths';
export * from './lazy-page';
export * from './registry-types';
