// The Market tab's request from its URL filters: the page and the shell's prefetch must build the
// same one, or the prefetched answer would sit in a cache entry nobody reads.
import { listArgOf } from './MarketListPage';

describe('listArgOf', () => {
  it('keeps only the filters that are set, and a known sort other than the default', () => {
    expect(listArgOf(new URLSearchParams(''))).toEqual({});
    expect(listArgOf(new URLSearchParams('country=HK&exchange=HKEX&sort=changeAsc'))).toEqual({
      country: 'HK',
      exchange: 'HKEX',
      sort: 'changeAsc',
    });
    expect(listArgOf(new URLSearchParams('sort=default&country='))).toEqual({});
    expect(listArgOf(new URLSearchParams('sort=bogus'))).toEqual({});
  });
});
