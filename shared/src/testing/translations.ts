// Every interface language carries every string: a namespace (the common one, or a remote's JSON
// files) has the same keys in en, zh-Hans, zh-Hant and ja, none of them empty; and a Chinese or
// Japanese table that is mostly the English one was copied, not translated; a count shown with a
// noun has i18next's plural forms in every language. Each package checks its own tables with this
// (jest's expect).
export const INTERFACE_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ja'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

type Tree = { [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flattenTranslations(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[full] = value;
    else Object.assign(out, flattenTranslations(value, full));
  }
  return out;
}

/**
 * Expects the same keys in every language, none of them blank. With `translated`, also expects at
 * most 10 % of the zh-Hans, zh-Hant and ja strings to be the English string word for word.
 */
export function expectCompleteTranslations(byLanguage: Record<InterfaceLanguage, unknown>, options: { translated?: boolean } = {}): void {
  const flat = Object.fromEntries(INTERFACE_LANGUAGES.map((l) => [l, flattenTranslations(byLanguage[l] as Tree)])) as Record<
    InterfaceLanguage,
    Record<string, string>
  >;
  const reference = Object.keys(flat.en).sort();
  expect(reference.length).toBeGreaterThan(0);
  expectPluralForms(flat);
  for (const lang of INTERFACE_LANGUAGES) {
    expect(Object.keys(flat[lang]).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(flat[lang])) {
      expect([lang, key, value.trim().length > 0]).toEqual([lang, key, true]);
    }
  }
  if (!options.translated) return;
  const english = Object.values(flat.en);
  for (const lang of ['zh-Hans', 'zh-Hant', 'ja'] as const) {
    const values = Object.values(flat[lang]);
    const untranslated = values.filter((v, i) => v === english[i] && /[a-z]{3}/i.test(v));
    expect([lang, untranslated.length <= Math.floor(values.length * 0.1)]).toEqual([lang, true]);
  }
}

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;
/** A count followed by a word ("{{count}} shares", "{{quantity}} shares"): the word agrees with the count. */
const COUNTED_NOUN = /\{\{(?:count|n|quantity|qty|days)(?:, *number)?\}\} +[A-Za-z]/;

/**
 * "1 shares" cannot be written: an English message that shows a count with a noun is a plural
 * (`_one` / `_other`, with i18next's `count` option), and every language carries each form its
 * plural rules use (Intl.PluralRules, as i18next picks them: Chinese and Japanese only `_other`).
 */
export function expectPluralForms(flat: Record<InterfaceLanguage, Record<string, string>>): void {
  const singular = Object.entries(flat.en)
    .filter(([key, text]) => !PLURAL_SUFFIX.test(key) && COUNTED_NOUN.test(text))
    .map(([key]) => key);
  expect(singular).toEqual([]);
  const bases = new Set(
    Object.keys(flat.en)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  for (const lang of INTERFACE_LANGUAGES) {
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const missing = [...bases].flatMap((base) => forms.map((form) => `${base}_${form}`)).filter((key) => !(key in flat[lang]));
    expect([lang, missing]).toEqual([lang, []]);
  }
}
