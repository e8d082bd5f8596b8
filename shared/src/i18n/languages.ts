// Interface languages of docs/product.md §1 and how they map to the stored `lang` and the request `lang`.
export const UI_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ja'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
/** What the user picks: one of the languages, or follow the browser. */
export type UiLanguageChoice = 'system' | UiLanguage;
export const UI_LANGUAGE_CHOICES: readonly UiLanguageChoice[] = ['system', ...UI_LANGUAGES];

/** The device's data language (`lang` key): 'en' or 'zh'. */
export type DataLanguage = 'en' | 'zh';
/** What requests carry. */
export type RequestLanguage = 'en_US' | 'zh_CN';

/** Both Chinese scripts → zh; English and Japanese → en. */
export function dataLanguageOf(ui: UiLanguage): DataLanguage {
  return ui === 'zh-Hans' || ui === 'zh-Hant' ? 'zh' : 'en';
}

export function requestLanguageOf(data: DataLanguage): RequestLanguage {
  return data === 'zh' ? 'zh_CN' : 'en_US';
}

/** Best interface language for a browser's language list (navigator.languages). */
export function detectUiLanguage(browserLanguages: readonly string[]): UiLanguage {
  for (const tag of browserLanguages) {
    // Compare whole subtags: 'zha' is not Chinese, and an explicit script ('zh-Hans-HK') wins
    // over the region.
    const [primary, ...rest] = tag.toLowerCase().split(/[-_]/);
    if (primary === 'zh') {
      if (rest.includes('hans')) return 'zh-Hans';
      if (rest.includes('hant')) return 'zh-Hant';
      return rest.some((s) => s === 'tw' || s === 'hk' || s === 'mo') ? 'zh-Hant' : 'zh-Hans';
    }
    if (primary === 'ja') return 'ja';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

export function resolveUiLanguage(choice: UiLanguageChoice, browserLanguages: readonly string[]): UiLanguage {
  return choice === 'system' ? detectUiLanguage(browserLanguages) : choice;
}

export function isUiLanguageChoice(v: unknown): v is UiLanguageChoice {
  return typeof v === 'string' && (UI_LANGUAGE_CHOICES as readonly string[]).includes(v);
}

/**
 * The language content is asked for, beside docs/product.md §1's `lang` (which stays en_US / zh_CN in the
 * signed body): the full interface language, sent as the `Accept-Language` header. The provider
 * answers in it where it has the text and falls back to `lang` otherwise.
 */
export const CONTENT_LANGUAGE_HEADER = 'Accept-Language';

/** Reads a content-language header value back: an interface language, or null (anything else). */
export function uiLanguageOfHeader(value: unknown): UiLanguage | null {
  if (typeof value !== 'string') return null;
  const first = value.split(',')[0]?.split(';')[0]?.trim() ?? '';
  if (first === '') return null;
  if ((UI_LANGUAGES as readonly string[]).includes(first)) return first as UiLanguage;
  // A browser's own header (a client that did not set it): read like navigator.languages.
  return detectUiLanguage([first]);
}
