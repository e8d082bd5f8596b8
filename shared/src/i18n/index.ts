export * from './languages';
export * from './i18n';
export type { CommonResources } from './locales/en';
export * from './antd-locale';
