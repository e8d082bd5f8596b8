import { isStorableText, readFormFields } from './form-fields';

describe('isStorableText / readFormFields', () => {
  it('accepts ordinary text in any script, emoji pairs, tabs and new lines', () => {
    for (const ok of ['', 'abc', '中文', 'ﾃｽﾄ', '😀 ok', 'line\nbreak\ttab']) expect(isStorableText(ok)).toBe(true);
  });

  it('refuses NUL and lone surrogates, which no database can store', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDC00', '\uDBFFz']) expect(isStorableText(bad)).toBe(false);
  });

  it('a body with such a value or key is not a form at all (answered with 1000)', () => {
    expect(readFormFields({ account: 'a\u0000' })).toBeNull();
    expect(readFormFields({ ['k\uD800']: 'v' })).toBeNull();
    expect(readFormFields({ account: '😀' })).toEqual({ account: '😀' });
  });
});
