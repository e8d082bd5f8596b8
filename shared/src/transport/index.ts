export * from './sign';
export * from './encode';
export * from './classify';
export * from './variants';
export * from './multipart';
