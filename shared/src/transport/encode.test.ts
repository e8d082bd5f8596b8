import { encodeForm, routeDataKey } from './encode';

describe('encodeForm', () => {
  it('encodes a space as +, and escapes & = and + in values', () => {
    expect(encodeForm({ q: 'a b' })).toBe('q=a+b');
    expect(encodeForm({ q: 'x&y' })).toBe('q=x%26y');
    expect(encodeForm({ q: 'k=v' })).toBe('q=k%3Dv');
    expect(encodeForm({ q: '1+1' })).toBe('q=1%2B1');
  });

  it('percent-encodes the UTF-8 bytes of Chinese and emoji', () => {
    expect(encodeForm({ name: '张三' })).toBe('name=%E5%BC%A0%E4%B8%89');
    expect(encodeForm({ note: '🚀' })).toBe('note=%F0%9F%9A%80');
  });

  it('joins fields with & in insertion order, stringifies numbers and booleans', () => {
    expect(encodeForm({ account: 'alice', amount: 100, agree: true, off: false, lang: 'en_US' })).toBe(
      'account=alice&amount=100&agree=true&off=false&lang=en_US',
    );
  });

  it('drops null and undefined fields but keeps empty strings', () => {
    expect(encodeForm({ a: '1', gone: null, missing: undefined, empty: '' })).toBe('a=1&empty=');
    expect(encodeForm({ gone: null, missing: undefined })).toBe('');
  });

  it('round-trips through URLSearchParams', () => {
    const fields = {
      q: 'a b&c=d+e',
      name: '张三',
      note: '🚀 ok',
      pct: '50%',
      empty: '',
      n: 1.5,
      t: true,
      gone: null,
    };
    const parsed = Object.fromEntries(new URLSearchParams(encodeForm(fields)));
    expect(parsed).toEqual({
      q: 'a b&c=d+e',
      name: '张三',
      note: '🚀 ok',
      pct: '50%',
      empty: '',
      n: '1.5',
      t: 'true',
    });
  });
});

describe('routeDataKey', () => {
  it('is the same whatever the field order and value types, and differs by path, field or language', () => {
    const key = routeDataKey('product/productList', { pageSize: 100, page: 1, lang: 'en_US' });
    expect(key).toBe('product/productList?lang=en_US&page=1&pageSize=100');
    expect(routeDataKey('product/productList', { lang: 'en_US', page: '1', pageSize: '100', skipped: undefined })).toBe(key);
    expect(routeDataKey('product/productList', { page: 1, pageSize: 100, lang: 'zh_CN' })).not.toBe(key);
    expect(routeDataKey('product/countrys', { page: 1, pageSize: 100, lang: 'en_US' })).not.toBe(key);
  });
});
