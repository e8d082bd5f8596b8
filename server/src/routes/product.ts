// product/... endpoints backed by the market simulator.
import { PRODUCT_LIST_PAGING } from '../constants';
import type { EndpointGroup } from '../http/endpoint';
import { optionalInteger, optionalText } from '../http/form-fields';
import type { MarketSimulator } from '../market/simulator';

export function productEndpoints(market: MarketSimulator): EndpointGroup<'product'> {
  return {
    'product/productList': {
      auth: false,
      fields: {
        page: optionalInteger(1, 1_000_000),
        pageSize: optionalInteger(1, PRODUCT_LIST_PAGING.maxPageSize),
        country: optionalText(8),
      },
      async handle({ page = 1, pageSize = PRODUCT_LIST_PAGING.defaultPageSize, country }, { lang }) {
        const all = market.products(lang, country?.toUpperCase());
        const start = (page - 1) * pageSize;
        return { list: all.slice(start, start + pageSize), total: all.length };
      },
    },
  };
}
