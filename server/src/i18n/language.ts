// The request's `lang` field picks the language of every message; anything unknown is English.
// Content (banners, notices, news, help, names) may come in the full interface language, which
// the client sends beside `lang` as Accept-Language (en, zh-Hans, zh-Hant, ja).
import { dataLanguageOf, uiLanguageOfHeader, type UiLanguage } from '@app/shared/i18n/languages';

export type Language = 'en' | 'zh';

/** A content language: one of the interface languages. */
export type ContentLanguage = UiLanguage;

export function languageOfRequest(lang: unknown): Language {
  return lang === 'zh_CN' ? 'zh' : 'en';
}

/**
 * The content language of a request: its Accept-Language when that agrees with `lang` (ja and en
 * ride on en_US, both Chinese scripts on zh_CN), else what `lang` says. `lang` is signed, the
 * header is not: the header only refines it, it never turns an English request Chinese.
 */
export function contentLanguageOf(header: unknown, lang: Language): ContentLanguage {
  const ui = uiLanguageOfHeader(header);
  if (ui && dataLanguageOf(ui) === lang) return ui;
  return lang === 'zh' ? 'zh-Hans' : 'en';
}

/** A request language or a content language, as a content language ('zh' → 'zh-Hans'). */
export function asContentLanguage(language: Language | ContentLanguage): ContentLanguage {
  return language === 'zh' ? 'zh-Hans' : language;
}

/** The content language of a context that may not carry one (`lang` alone). */
export function contentOf(context: { lang: Language; content?: ContentLanguage }): ContentLanguage {
  return context.content ?? (context.lang === 'zh' ? 'zh-Hans' : 'en');
}
