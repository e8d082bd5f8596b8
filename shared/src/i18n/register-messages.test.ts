// A namespace registered in one call: English at once, another language fetched when in use.
import { i18n, initI18n, setUiLanguage } from './i18n';
import { registerMessages } from './register-messages';

describe('registerMessages', () => {
  it('registers English at once, fetches a language only when it is in use, and returns the namespace', async () => {
    initI18n('en');
    const loads: string[] = [];
    const lazy = (lang: string, greeting: string) => () => {
      loads.push(lang);
      return Promise.resolve({ default: { hello: greeting } });
    };
    const ns = registerMessages(
      'register-test',
      { hello: 'Hello' },
      {
        'zh-Hans': lazy('zh-Hans', '你好'),
        'zh-Hant': lazy('zh-Hant', '妳好'),
        ja: lazy('ja', 'こんにちは'),
      },
    );
    expect(ns).toBe('register-test');
    expect(i18n.t('hello', { ns })).toBe('Hello');
    await setUiLanguage('ja');
    expect(i18n.t('hello', { ns })).toBe('こんにちは');
    expect(loads).toEqual(['ja']);
    await setUiLanguage('en');
  });
});
