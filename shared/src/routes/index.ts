export * from './domains';
export * from './paths';
export * from './lazy-page';
export * from './route-declaration';
export * from './registry-types';
export * from './health-report';
