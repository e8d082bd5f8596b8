// The content language of the request being answered, for the few views deep inside a domain
// that name things (an order's product, an IPO issue) and are reached from many handlers: the
// API router runs every handler inside withContentLanguage, and such a view asks contentFor(lang)
// instead of threading the context through every call.
import { AsyncLocalStorage } from 'node:async_hooks';
import { dataLanguageOf } from '@app/shared/i18n/languages';
import { asContentLanguage, type ContentLanguage, type Language } from './language';
import { inContentLanguage, type Localized } from './localized';

const storage = new AsyncLocalStorage<ContentLanguage>();

export function withContentLanguage<T>(content: ContentLanguage, run: () => T): T {
  return storage.run(content, run);
}

/** The request's content language when it refines `lang` (ja on en, zh-Hant on zh); else `lang`'s own. */
export function contentFor(lang: Language): ContentLanguage {
  const content = storage.getStore();
  return content && dataLanguageOf(content) === lang ? content : asContentLanguage(lang);
}

/**
 * A text the provider holds in English and Chinese, in the request's content language: traditional
 * Chinese converted from the simplified text, Japanese its own or English.
 */
export function textFor(text: Localized, lang: Language): string {
  return inContentLanguage(text, contentFor(lang));
}
