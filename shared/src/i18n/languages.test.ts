// docs/product.md §1: interface languages, the stored `lang` ('en' | 'zh') and the request lang ('en_US' | 'zh_CN').
import { dataLanguageOf, detectUiLanguage, isUiLanguageChoice, requestLanguageOf, resolveUiLanguage } from './languages';

describe('detectUiLanguage', () => {
  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-MO', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['ja-JP', 'ja'],
    ['ja', 'ja'],
    ['en-GB', 'en'],
    ['en-US', 'en'],
    ['fr', 'en'],
    ['fr-FR', 'en'],
  ])('%s → %s', (tag, expected) => {
    expect(detectUiLanguage([tag])).toBe(expected);
  });

  it('is case-insensitive', () => {
    expect(detectUiLanguage(['ZH-tw'])).toBe('zh-Hant');
    expect(detectUiLanguage(['JA-jp'])).toBe('ja');
  });

  it('lets an explicit script subtag win over the region', () => {
    // Simplified Chinese as used in Hong Kong / Taiwan is still Simplified.
    expect(detectUiLanguage(['zh-Hans-HK'])).toBe('zh-Hans');
    expect(detectUiLanguage(['zh-Hans-TW'])).toBe('zh-Hans');
    expect(detectUiLanguage(['zh-Hant-CN'])).toBe('zh-Hant');
  });

  it('accepts underscore-separated tags', () => {
    expect(detectUiLanguage(['zh_TW'])).toBe('zh-Hant');
    expect(detectUiLanguage(['zh_CN'])).toBe('zh-Hans');
  });

  it('matches the primary language subtag exactly, not as a prefix', () => {
    expect(detectUiLanguage(['zha'])).toBe('en'); // Zhuang, not Chinese
    expect(detectUiLanguage(['jam'])).toBe('en'); // Jamaican Creole, not Japanese
  });

  it('falls back to en for an empty list', () => {
    expect(detectUiLanguage([])).toBe('en');
  });

  it('takes the first supported language in preference order', () => {
    expect(detectUiLanguage(['fr-FR', 'de', 'ja-JP', 'en-US'])).toBe('ja');
    expect(detectUiLanguage(['en-GB', 'zh-CN'])).toBe('en');
    expect(detectUiLanguage(['zh-TW', 'en-US'])).toBe('zh-Hant');
  });
});

describe('dataLanguageOf / requestLanguageOf', () => {
  it.each([
    ['zh-Hans', 'zh', 'zh_CN'],
    ['zh-Hant', 'zh', 'zh_CN'],
    ['en', 'en', 'en_US'],
    ['ja', 'en', 'en_US'],
  ] as const)('%s → %s → %s', (ui, data, request) => {
    expect(dataLanguageOf(ui)).toBe(data);
    expect(requestLanguageOf(data)).toBe(request);
    expect(requestLanguageOf(dataLanguageOf(ui))).toBe(request);
  });
});

describe('resolveUiLanguage / isUiLanguageChoice', () => {
  it('follows the browser only for "system"', () => {
    expect(resolveUiLanguage('system', ['zh-HK'])).toBe('zh-Hant');
    expect(resolveUiLanguage('system', [])).toBe('en');
    expect(resolveUiLanguage('ja', ['zh-CN'])).toBe('ja');
  });

  it('accepts exactly the five choices', () => {
    for (const c of ['system', 'en', 'zh-Hans', 'zh-Hant', 'ja']) expect(isUiLanguageChoice(c)).toBe(true);
    for (const c of ['zh', 'en_US', 'zh-CN', 'EN', '', null, 1]) expect(isUiLanguageChoice(c)).toBe(false);
  });
});
