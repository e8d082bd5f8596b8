// product/... endpoints backed by the market simulator.
import type { MarketEndpoints } from '@app/shared/contracts';
import { PRODUCT_LIST_PAGING } from '../constants';
import type { HandlersOf } from '../http/endpoint';
import { oneOf, optional, optionalInteger, optionalText } from '../http/form-fields';
import type { MarketSimulator } from '../market/simulator';

export function productEndpoints(market: MarketSimulator): HandlersOf<Pick<MarketEndpoints, 'product/productList'>> {
  return {
    'product/productList': {
      auth: false,
      fields: {
        page: optionalInteger(1, 1_000_000),
        pageSize: optionalInteger(1, PRODUCT_LIST_PAGING.maxPageSize),
        country: optionalText(8),
        exchange: optionalText(16),
        type: optional(oneOf(['stock', 'etf', 'index'] as const)),
        sort: optional(oneOf(['default', 'changeDesc', 'changeAsc'] as const)),
      },
      async handle({ page = 1, pageSize = PRODUCT_LIST_PAGING.defaultPageSize, country, exchange, type, sort = 'default' }, { lang }) {
        const all = market
          .products(lang, country?.toUpperCase())
          .filter((p) => (type ? p.type === type : p.type !== 'index'))
          .filter((p) => !exchange || p.exchange === exchange.toUpperCase());
        if (sort !== 'default') {
          const sign = sort === 'changeDesc' ? -1 : 1;
          all.sort((a, b) => sign * (Number(a.changePct) - Number(b.changePct)));
        }
        const start = (page - 1) * pageSize;
        return { list: all.slice(start, start + pageSize), total: all.length };
      },
    },
  };
}
