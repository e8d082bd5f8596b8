import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  CenteredMessage,
  marketPublicApi,
  Page,
  PageLoading,
  PullRefresh,
  useCountriesQuery,
  type ProductSort,
  type RoutePrefetch,
} from '@app/shared';
import { paths } from '@app/shared/routes';
import { listApi, useMarketExchangesQuery, useMarketProductsInfiniteQuery, type MarketListArg } from './list-api';
import { NS } from '../i18n';
import { QuoteHead } from '../common/quotes/QuoteTable';
import { QuoteRow } from '../common/quotes/QuoteRow';
import { VirtualRows } from '../common/quotes/VirtualRows';
import { useSnapshotPolling } from '../common/quotes/use-products';
import { SearchIcon, SortIcon, StarIcon } from '../common/icons';
import { CountryTabs, ExchangeStrip } from './MarketTabs';
import './list.css';

const NEXT_SORT: Record<ProductSort, ProductSort> = { default: 'changeDesc', changeDesc: 'changeAsc', changeAsc: 'default' };
const SORT_ICON = { default: 'none', changeDesc: 'desc', changeAsc: 'asc' } as const;
const ROW_REM = 2.6;

/**
 * Windowing can be switched off on a device (localStorage `marketListWindowing` = `off`) so the
 * tick benchmark can measure what it saves; users never do.
 */
function windowingEnabled(): boolean {
  try {
    return localStorage.getItem('marketListWindowing') !== 'off';
  } catch {
    return true;
  }
}

function isSort(v: string | null): v is ProductSort {
  return v === 'default' || v === 'changeDesc' || v === 'changeAsc';
}

/** The list's request from the URL's filters (only the ones set): the page and its prefetch agree. */
export function listArgOf(params: URLSearchParams): MarketListArg {
  const country = params.get('country') ?? '';
  const exchange = params.get('exchange') ?? '';
  const sort = params.get('sort');
  return { ...(country ? { country } : {}), ...(exchange ? { exchange } : {}), ...(isSort(sort) && sort !== 'default' ? { sort } : {}) };
}

/** Like a route loader: the Market tab's first requests, made as soon as this remote's routes load. */
export const prefetchMarketList: RoutePrefetch = ({ search, dispatch }) => {
  const arg = listArgOf(search);
  dispatch(marketPublicApi.endpoints.sharedCountries.initiate(undefined, { subscribe: false }));
  dispatch(listApi.endpoints.marketExchanges.initiate(arg.country || undefined, { subscribe: false }));
  dispatch(listApi.endpoints.marketProducts.initiate(arg, { subscribe: false }));
};

/**
 * Market tab (docs/product.md §2): card tabs by country, exchanges with their trading state, a search icon,
 * rows with name, suffix, live price and % change. Long lists are windowed (VirtualRows) and
 * paged (100 rows a request, the next page on scroll). Filters live in the URL, so Back returns
 * to the same tab.
 */
export function MarketListPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const { country = '', exchange = '', sort = 'default' } = listArgOf(params);

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v && v !== 'default') merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };

  const countries = useCountriesQuery();
  const exchanges = useMarketExchangesQuery(country || undefined);
  const pollingInterval = useSnapshotPolling();
  const arg = useMemo(() => listArgOf(params), [params]);
  const list = useMarketProductsInfiniteQuery(arg, { pollingInterval });
  const products = useMemo(() => list.data?.pages.flatMap((p) => p.list) ?? [], [list.data]);
  const [windowed] = useState(windowingEnabled);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const right = (
    <span className="market-nav">
      <Link to={paths.watchlist()} aria-label={t('title.watchlist')} className="market-nav__btn">
        <StarIcon size="1.05rem" />
      </Link>
      <Link to={paths.search()} aria-label={t('title.search')} className="market-nav__btn" data-testid="market-search">
        <SearchIcon size="1.05rem" />
      </Link>
    </span>
  );

  const sortButton = (
    <button
      type="button"
      className="quote-sort"
      aria-pressed={sort !== 'default'}
      onClick={() => update({ sort: NEXT_SORT[sort] })}
      aria-label={t(`list.sort.${sort}`)}
      data-testid="sort-change"
    >
      {t('column.change')}
      <SortIcon order={SORT_ICON[sort]} size="0.7rem" />
    </button>
  );

  return (
    <Page title={t('title.market')} back={false} tabbed right={right} testId="market-list">
      <div className="market-filters">
        <CountryTabs countries={countries.data ?? []} value={country} onChange={(c) => update({ country: c, exchange: '' })} />
        <ExchangeStrip exchanges={exchanges.data ?? []} value={exchange} onChange={(x) => update({ exchange: x })} />
        <QuoteHead changeHead={sortButton} />
      </div>
      <PullRefresh onRefresh={() => Promise.all([list.refetch(), exchanges.refetch()])}>
        <div role="group" aria-label={t('title.market')}>
          {list.isLoading && <PageLoading />}
          {list.isError && !list.data && (
            <CenteredMessage title={t('loadFailed')}>
              <button type="button" className="app-btn" onClick={() => void list.refetch()}>
                {t('action.retry', { ns: 'common' })}
              </button>
            </CenteredMessage>
          )}
          {list.data && products.length === 0 && <CenteredMessage title={t('empty')} />}
          {products.length > 0 && windowed && (
            <VirtualRows
              items={products}
              rowRem={ROW_REM}
              keyOf={(p) => p.code}
              renderRow={(p) => <QuoteRow product={p} />}
              onNearEnd={loadMore}
            />
          )}
          {products.length > 0 && !windowed && products.map((p) => <QuoteRow key={p.code} product={p} />)}
          {isFetchingNextPage && <div className="market-more">{t('loading.text', { ns: 'common' })}</div>}
        </div>
      </PullRefresh>
    </Page>
  );
}
