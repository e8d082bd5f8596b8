// product/... market data endpoints, answered from the simulator through the per-step caches of
// ProductBoard (no database work).
import { KLINE_PERIODS, MARKET_RET_CODES, RetCode, type Exchange, type MarketEndpoints, type ProductType } from '@app/shared/contracts';
import { GAINERS_LOSERS_LIMITS, KLINE_LIMITS, RECOMMEND_LIMITS, SEARCH_LIMITS } from '@app/shared/constants';
import { PRODUCT_LIST_PAGING } from '../constants';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { oneOf, optional, optionalInteger, optionalText, requiredText } from '../http/form-fields';
import type { ProductBoard } from '../market/board';
import { StepCache } from '../market/step-cache';
import { COUNTRIES, EXCHANGES } from '../market/exchanges';
import type { MarketSimulator } from '../market/simulator';
import { contentOf } from '../i18n/language';
import { countryName, exchangeName, localizeProducts } from './localize';
import { productDetail } from './product-detail';

type ProductPaths =
  | 'product/countrys'
  | 'product/exchanges'
  | 'product/productList'
  | 'product/selectProduct'
  | 'product/upAndDownCharts'
  | 'product/kline'
  | 'product/queryProductPrice'
  | 'product/recommendProductList';

const PRODUCT_TYPES: readonly ProductType[] = ['stock', 'etf', 'index'];
/** Longest product code, country or exchange code accepted before lookup. */
export const CODE_MAX_LENGTH = 32;

/** The catalogue's code for what the caller sent (codes are matched case-insensitively), or 2700. */
export function knownCode(market: MarketSimulator, code: string): string {
  const listing = market.listing(code) ?? market.listing(code.trim().toUpperCase());
  if (!listing) throw new ApiFailure(MARKET_RET_CODES.PRODUCT_NOT_FOUND);
  return listing.code;
}

export function productEndpoints(ctx: DomainContext, board: ProductBoard): HandlersOf<Pick<MarketEndpoints, ProductPaths>> {
  const { market } = ctx;
  const cache = new StepCache(market);
  return {
    'product/countrys': {
      auth: false,
      fields: {},
      async handle(_request, context) {
        const content = contentOf(context);
        return COUNTRIES.map((c) => ({ code: c.code, name: countryName(c.code, content) }));
      },
    },

    'product/exchanges': {
      auth: false,
      fields: { country: optionalText(CODE_MAX_LENGTH) },
      async handle({ country }, context) {
        const content = contentOf(context);
        const wanted = country?.toUpperCase();
        return EXCHANGES.filter((e) => !wanted || e.country === wanted).map((e): Exchange => ({
          code: e.code,
          name: exchangeName(e.code, content),
          country: e.country,
          timezone: e.timezone,
          sessions: e.sessions.map((s) => ({ open: s.open, close: s.close })),
          isOpen: market.isExchangeOpen(e.code),
          // The demo clock trades around the clock: the client must not call that "Trading".
          demoSession: market.hours === 'always',
        }));
      },
    },

    'product/productList': {
      auth: false,
      fields: {
        page: optionalInteger(1, 1_000_000),
        pageSize: optionalInteger(1, PRODUCT_LIST_PAGING.maxPageSize),
        country: optionalText(CODE_MAX_LENGTH),
        exchange: optionalText(CODE_MAX_LENGTH),
        type: optional(oneOf(PRODUCT_TYPES)),
        sort: optional(oneOf(['default', 'changeDesc', 'changeAsc'] as const)),
      },
      async handle({ page = 1, pageSize = PRODUCT_LIST_PAGING.defaultPageSize, country, exchange, type, sort }, context) {
        const answer = board.page(context.lang, { country, exchange, type, sort }, page, pageSize);
        const content = contentOf(context);
        // ja / zh-Hant: the same page renamed (not the cached one with its English/simplified JSON).
        return content === 'en' || content === 'zh-Hans' ? answer : { ...answer, list: localizeProducts(market, answer.list, content) };
      },
    },

    'product/selectProduct': {
      auth: false,
      fields: {
        keyword: requiredText(SEARCH_LIMITS.maxKeywordLength),
        limit: optionalInteger(1, SEARCH_LIMITS.maxLimit),
      },
      async handle({ keyword, limit = SEARCH_LIMITS.defaultLimit }, context) {
        const { lang } = context;
        // The contract asks for at least one character; blanks are not a search.
        const needle = keyword.trim().toLowerCase();
        if (!needle) throw new ApiFailure(RetCode.INVALID_PARAMS);
        const content = contentOf(context);
        return cache.get(`search|${content}|${limit}|${needle}`, () =>
          localizeProducts(market, board.search(lang, needle, limit), content),
        );
      },
    },

    'product/upAndDownCharts': {
      auth: false,
      fields: {
        country: optionalText(CODE_MAX_LENGTH),
        limit: optionalInteger(1, GAINERS_LOSERS_LIMITS.maxLimit),
      },
      async handle({ country, limit = GAINERS_LOSERS_LIMITS.defaultLimit }, context) {
        const { lang } = context;
        const content = contentOf(context);
        return cache.get(`movers|${content}|${country?.toUpperCase() ?? ''}|${limit}`, () => {
          const { gainers, losers } = board.gainersLosers(lang, country, limit);
          return { gainers: localizeProducts(market, gainers, content), losers: localizeProducts(market, losers, content) };
        });
      },
    },

    'product/kline': {
      auth: false,
      fields: {
        code: requiredText(CODE_MAX_LENGTH),
        period: oneOf(KLINE_PERIODS),
        limit: optionalInteger(1, KLINE_LIMITS.maxLimit),
        before: optionalInteger(0, Number.MAX_SAFE_INTEGER),
      },
      async handle({ code, period, limit = KLINE_LIMITS.defaultLimit, before }) {
        const known = knownCode(market, code);
        return cache.get(`kline|${known}|${period}|${limit}|${before ?? ''}`, () => ({
          code: known,
          period,
          candles: market.kline(known, period, limit, before ?? Infinity) ?? [],
        }));
      },
    },

    'product/queryProductPrice': {
      auth: false,
      fields: { code: requiredText(CODE_MAX_LENGTH) },
      async handle({ code }, context) {
        const { lang } = context;
        const content = contentOf(context);
        const known = knownCode(market, code);
        // marketOpen follows the clock, not the step: it is part of the key.
        return cache.get(`detail|${content}|${known}|${market.isOpen(known)}`, () => {
          const detail = productDetail(market, board, known, lang, content);
          if (!detail) throw new ApiFailure(MARKET_RET_CODES.PRODUCT_NOT_FOUND);
          return detail;
        });
      },
    },

    'product/recommendProductList': {
      auth: false,
      fields: { limit: optionalInteger(1, RECOMMEND_LIMITS.maxLimit) },
      async handle({ limit = RECOMMEND_LIMITS.defaultLimit }, context) {
        const { lang } = context;
        const content = contentOf(context);
        return cache.get(`active|${content}|${limit}`, () => localizeProducts(market, board.mostActive(lang, limit), content));
      },
    },
  };
}
