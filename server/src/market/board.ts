// Lists of products as the API answers them, cached per simulator step: formatted Product objects
// are built once per step and language (and reused when a product's quote did not change), and
// each filtered or sorted list once per step and filter. productList then costs a map lookup and
// a slice, which is what lets it answer thousands of requests a second.
import type { Product, ProductListResponse, ProductSort, ProductType, QuoteTick } from '@app/shared/contracts';
import { REFERENCE_USD_RATES } from '@app/shared/constants';
import { withJson } from '../http/envelope';
import type { Language } from '../i18n/language';
import { productOf, type MarketSimulator, type ProductState } from './simulator';

export interface ListFilter {
  country?: string;
  exchange?: string;
  /** Undefined: stocks and ETFs. */
  type?: ProductType;
  sort?: ProductSort;
}

interface Formatted {
  products: Product[];
  quotes: QuoteTick[];
}

/** At most this many distinct pages are kept per step (each holds its JSON, a few KB). */
const MAX_CACHED_PAGES = 256;

/** Search terms of one product, lower-cased once. */
interface SearchKeys {
  code: string;
  /** The code without leading zeros ("700" for 00700), so numeric codes match as typed. */
  shortCode: string;
  names: string[];
  /** Starts of words of the English name ("motor" in "Toyota Motor"). */
  words: string[];
  /** Market value in US dollars at the catalogue's close (0 for an index): bigger names first among equals. */
  weight: number;
}

export class ProductBoard {
  private version = -1;
  private readonly formatted = new Map<Language, Formatted>();
  private readonly lists = new Map<string, Product[]>();
  /** Pages already answered in this step (productList), with their JSON attached. */
  private readonly pages = new Map<string, ProductListResponse>();
  private readonly searchKeys: SearchKeys[];

  constructor(private readonly market: MarketSimulator) {
    this.searchKeys = market.allStates().map(({ listing }) => {
      const code = listing.code.toLowerCase();
      const en = listing.name.en.toLowerCase();
      return {
        code,
        shortCode: code.replace(/^0+(?=\d)/, ''),
        names: [en, listing.name.zh.toLowerCase()],
        words: en.split(/[^a-z0-9&]+/).filter(Boolean),
        weight: Number(listing.previousClose) * listing.sharesOutstanding * (REFERENCE_USD_RATES[listing.currency] ?? 0),
      };
    });
  }

  /** Every product in catalogue order (indices included). The array is shared: do not modify it. */
  all(lang: Language): Product[] {
    this.refresh();
    let formatted = this.formatted.get(lang);
    if (!formatted) {
      const states = this.market.allStates();
      formatted = { products: states.map((s) => productOf(s, lang)), quotes: states.map((s) => s.quote) };
      this.formatted.set(lang, formatted);
    }
    return formatted.products;
  }

  product(lang: Language, code: string): Product | undefined {
    const state = this.market.stateOf(code);
    return state && this.all(lang)[state.index];
  }

  /** Filtered and sorted; cached for the current step. The array is shared: do not modify it. */
  list(lang: Language, filter: ListFilter): Product[] {
    const country = filter.country?.toUpperCase();
    const exchange = filter.exchange?.toUpperCase();
    const sort = filter.sort ?? 'default';
    const key = `${lang}|${country ?? ''}|${exchange ?? ''}|${filter.type ?? ''}|${sort}`;
    this.refresh();
    let list = this.lists.get(key);
    if (!list) {
      const all = this.all(lang);
      const states = this.market
        .allStates()
        .filter(
          ({ listing }) =>
            (filter.type ? listing.type === filter.type : listing.type !== 'index') &&
            (!country || listing.country === country) &&
            (!exchange || listing.exchange === exchange),
        );
      if (sort !== 'default') sortByChange(states, sort === 'changeDesc' ? -1 : 1);
      list = states.map((s) => all[s.index]);
      this.lists.set(key, list);
    }
    return list;
  }

  /**
   * One page of a list, as product/productList answers it. Cached for the step with its JSON
   * attached, so the thousands of identical requests of a step are neither rebuilt nor re-serialised.
   */
  page(lang: Language, filter: ListFilter, page: number, pageSize: number): ProductListResponse {
    const key = `${lang}|${filter.country?.toUpperCase() ?? ''}|${filter.exchange?.toUpperCase() ?? ''}|${filter.type ?? ''}|${filter.sort ?? 'default'}|${page}|${pageSize}`;
    this.refresh();
    const cached = this.pages.get(key);
    if (cached) return cached;
    const all = this.list(lang, filter);
    const start = (page - 1) * pageSize;
    const answer = withJson({ list: all.slice(start, start + pageSize), total: all.length });
    if (this.pages.size < MAX_CACHED_PAGES) this.pages.set(key, answer);
    return answer;
  }

  /** Rising products, best first, and falling ones, worst first (stocks and ETFs). */
  gainersLosers(lang: Language, country: string | undefined, limit: number): { gainers: Product[]; losers: Product[] } {
    const up = this.list(lang, { country, sort: 'changeDesc' });
    const down = this.list(lang, { country, sort: 'changeAsc' });
    const changeOf = (p: Product) => this.market.stateOf(p.code)!.changeBp;
    return {
      gainers: up.slice(0, limit).filter((p) => changeOf(p) > 0),
      losers: down.slice(0, limit).filter((p) => changeOf(p) < 0),
    };
  }

  /** Home's heat list: stocks and ETFs by today's turnover in US dollars (reference rates), most first. */
  mostActive(lang: Language, limit: number): Product[] {
    const key = `${lang}|active`;
    this.refresh();
    let list = this.lists.get(key);
    if (!list) {
      const all = this.all(lang);
      const ranked = this.market
        .allStates()
        .filter(({ listing }) => listing.type !== 'index')
        .map((state) => ({ state, usd: turnoverUsd(state) }))
        .sort((a, b) => b.usd - a.usd || a.state.index - b.state.index);
      list = ranked.map(({ state }) => all[state.index]);
      this.lists.set(key, list);
    }
    return list.slice(0, limit);
  }

  /**
   * Products whose code or name (either language) contains the keyword, case-insensitive: exact
   * code or name first, then code prefix, name prefix, word prefix, and anywhere; among equals the
   * larger company first (indices last), then catalogue order.
   */
  search(lang: Language, keyword: string, limit: number): Product[] {
    const needle = keyword.trim().toLowerCase();
    if (!needle) return [];
    const all = this.all(lang);
    const hits: Array<{ rank: number; index: number }> = [];
    this.searchKeys.forEach((keys, index) => {
      const rank = rankOf(keys, needle);
      if (rank !== undefined) hits.push({ rank, index });
    });
    const keys = this.searchKeys;
    hits.sort((a, b) => a.rank - b.rank || keys[b.index].weight - keys[a.index].weight || a.index - b.index);
    return hits.slice(0, limit).map((h) => all[h.index]);
  }

  private refresh(): void {
    if (this.version === this.market.version) return;
    this.version = this.market.version;
    this.lists.clear();
    this.pages.clear();
    // Formatted products are kept and patched (only changed quotes are re-formatted).
    const states = this.market.allStates();
    for (const [lang, formatted] of this.formatted) {
      for (let i = 0; i < states.length; i++) {
        if (formatted.quotes[i] !== states[i].quote) {
          formatted.quotes[i] = states[i].quote;
          formatted.products[i] = productOf(states[i], lang);
        }
      }
    }
  }
}

function rankOf(keys: SearchKeys, needle: string): number | undefined {
  if (keys.code === needle || keys.shortCode === needle || keys.names.includes(needle)) return 0;
  if (keys.code.startsWith(needle) || keys.shortCode.startsWith(needle)) return 1;
  if (keys.names.some((n) => n.startsWith(needle))) return 2;
  if (keys.words.some((w) => w.startsWith(needle))) return 3;
  if (keys.code.includes(needle) || keys.names.some((n) => n.includes(needle))) return 4;
  return undefined;
}

/** Stable: equal changes keep catalogue order. */
function sortByChange(states: ProductState[], direction: 1 | -1): void {
  states.sort((a, b) => direction * (a.changeBp - b.changeBp) || a.index - b.index);
}

function turnoverUsd(state: ProductState): number {
  const { listing } = state;
  return (Number(state.session.turnover) / 10 ** listing.decimals) * (REFERENCE_USD_RATES[listing.currency] ?? 0);
}
