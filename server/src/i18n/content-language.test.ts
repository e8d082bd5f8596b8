import { contentLanguageOf } from './language';
import { inContentLanguage } from './localized';

describe('content language', () => {
  it('refines lang with the header, never overrides it', () => {
    expect(contentLanguageOf('ja', 'en')).toBe('ja');
    expect(contentLanguageOf('zh-Hant', 'zh')).toBe('zh-Hant');
    expect(contentLanguageOf('zh-Hant', 'en')).toBe('en');
    expect(contentLanguageOf('ja', 'zh')).toBe('zh-Hans');
    expect(contentLanguageOf(undefined, 'zh')).toBe('zh-Hans');
    expect(contentLanguageOf('zh-TW,zh;q=0.9', 'zh')).toBe('zh-Hant');
  });

  it('falls back: ja to English, zh-Hant to converted simplified', () => {
    expect(inContentLanguage({ en: 'Trade', zh: '交易' }, 'ja')).toBe('Trade');
    expect(inContentLanguage({ en: 'Trade', zh: '交易', ja: '取引' }, 'ja')).toBe('取引');
    expect(inContentLanguage({ en: 'Account', zh: '账户' }, 'zh-Hant')).toBe('帳戶');
  });
});
