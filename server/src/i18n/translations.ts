import type { Language } from './language';

/** One message in every language the provider answers in. */
export type Translations = Record<Language, string>;
