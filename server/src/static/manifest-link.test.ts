import { localizeManifestLink, uiLanguageOfAcceptLanguage } from './manifest-link';

describe('the manifest link in the visitor\'s language', () => {
  it('reads Accept-Language by weight, as the app reads navigator.languages', () => {
    expect(uiLanguageOfAcceptLanguage(undefined)).toBe('en');
    expect(uiLanguageOfAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh-Hant');
    expect(uiLanguageOfAcceptLanguage('zh-CN')).toBe('zh-Hans');
    expect(uiLanguageOfAcceptLanguage('fr;q=0.9,ja;q=0.8,en;q=0.5')).toBe('ja');
    expect(uiLanguageOfAcceptLanguage('en;q=0.4,zh-Hant;q=0.8')).toBe('zh-Hant');
    expect(uiLanguageOfAcceptLanguage('de')).toBe('en');
  });

  it('points the link at that language\'s manifest', () => {
    const html = '<head><link rel="manifest" href="/manifest.en.webmanifest" /></head>';
    expect(localizeManifestLink(html, 'ja-JP')).toBe('<head><link rel="manifest" href="/manifest.ja.webmanifest" /></head>');
    expect(localizeManifestLink(html, 'en-GB')).toBe(html);
  });
});
