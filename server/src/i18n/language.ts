// The request's `lang` field picks the language of every message; anything unknown is English.
export type Language = 'en' | 'zh';

export function languageOfRequest(lang: unknown): Language {
  return lang === 'zh_CN' ? 'zh' : 'en';
}
