import { expectPluralForms } from './translations';

const same = (table: Record<string, string>) => ({ en: table, 'zh-Hans': table, 'zh-Hant': table, ja: table });

describe('expectPluralForms', () => {
  it('refuses an English count shown with a noun that is not a plural ("1 shares")', () => {
    expect(() => expectPluralForms(same({ shares: '{{count}} shares' }))).toThrow();
    expect(() => expectPluralForms(same({ notice: '{{code}} {{quantity}} shares closed' }))).toThrow();
    expect(() => expectPluralForms(same({ term: '{{days, number}} days' }))).toThrow();
  });

  it('accepts a plural pair, and a count shown without a noun', () => {
    expect(() =>
      expectPluralForms(same({ shares_one: '{{count, number}} share', shares_other: '{{count, number}} shares', max: 'All {{count}}' })),
    ).not.toThrow();
  });

  it('expects in every language each form its plural rules use: Japanese and Chinese need _other', () => {
    const en = { shares_one: '{{count}} share', shares_other: '{{count}} shares' };
    expect(() => expectPluralForms({ en, 'zh-Hans': en, 'zh-Hant': en, ja: { shares_one: '{{count}} 株' } })).toThrow();
    expect(() => expectPluralForms({ en, 'zh-Hans': en, 'zh-Hant': en, ja: { shares_other: '{{count}} 株' } })).not.toThrow();
  });
});
