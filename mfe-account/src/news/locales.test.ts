// The news namespace is registered from its own folder (not mfe-account/src/locales, which the
// shell's completeness test reads), so it proves its own completeness: same keys in every
// language, nothing empty, Chinese and Japanese really translated.
import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((out, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...out, [key]: v } : { ...out, ...flatten(v, key) };
  }, {});
const read = (lang: string) => flatten(JSON.parse(readFileSync(path.join(__dirname, 'locales', `${lang}.json`), 'utf8')) as Tree);

describe('news translations', () => {
  const en = read('en');
  it.each(['zh-Hans', 'zh-Hant', 'ja'])('%s has every key, filled and translated', (lang) => {
    const other = read(lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(other)) {
      expect([key, value.trim().length > 0]).toEqual([key, true]);
      expect([key, value === en[key] && /[a-z]{3}/i.test(value)]).toEqual([key, false]);
    }
  });
});
