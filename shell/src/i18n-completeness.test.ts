// Every interface language carries every string: the common namespace (typed) and each remote's
// JSON namespace must have the same keys in en, zh-Hans, zh-Hant and ja, none of them empty.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { en } from '../../shared/src/i18n/locales/en';
import { ja } from '../../shared/src/i18n/locales/ja';
import { zhHans } from '../../shared/src/i18n/locales/zh-Hans';
import { zhHant } from '../../shared/src/i18n/locales/zh-Hant';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else Object.assign(out, flatten(value, full));
  }
  return out;
}

const LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ja'] as const;
const ROOT = path.resolve(__dirname, '..', '..');
const REMOTES = readdirSync(ROOT).filter((d) => d.startsWith('mfe-'));

function expectSameKeysAndFilled(byLanguage: Record<string, Tree>) {
  const flat = Object.fromEntries(Object.entries(byLanguage).map(([l, t]) => [l, flatten(t)]));
  const reference = Object.keys(flat.en).sort();
  expect(reference.length).toBeGreaterThan(0);
  for (const lang of LANGUAGES) {
    expect(Object.keys(flat[lang]).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(flat[lang])) {
      expect([lang, key, value.trim().length > 0]).toEqual([lang, key, true]);
    }
  }
  return flat;
}

describe('translations', () => {
  it('the common namespace is complete in every language', () => {
    expectSameKeysAndFilled({ en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja } as unknown as Record<string, Tree>);
  });

  it('finds all five remotes', () => {
    expect(REMOTES.sort()).toEqual(['mfe-account', 'mfe-ipo', 'mfe-market', 'mfe-trade', 'mfe-wallet']);
  });

  it.each(REMOTES)('%s is complete in every language and really translated', (remote) => {
    const dir = path.join(ROOT, remote, 'src', 'locales');
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((l) => [l, JSON.parse(readFileSync(path.join(dir, `${l}.json`), 'utf8')) as Tree]),
    );
    const flat = expectSameKeysAndFilled(byLanguage);
    // A Chinese or Japanese file that is mostly English was copied, not translated.
    for (const lang of ['zh-Hans', 'zh-Hant', 'ja'] as const) {
      const values = Object.values(flat[lang]);
      const untranslated = values.filter((v, i) => v === Object.values(flat.en)[i] && /[a-z]{3}/i.test(v));
      expect(untranslated.length).toBeLessThanOrEqual(Math.floor(values.length * 0.1));
    }
  });
});
