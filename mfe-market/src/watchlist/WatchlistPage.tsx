import { SwipeAction } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredMessage, Page, PageLoading, PullRefresh, showToast } from '@app/shared';
import { paths } from '@app/shared/routes';
import '../common/antd-locale';
import { useMarketCancelCollectMutation, useMarketWatchlistQuery } from '../common/market-api';
import { NS } from '../i18n';
import { QuoteHead } from '../common/quotes/QuoteTable';
import { QuoteRow } from '../common/quotes/QuoteRow';
import { StarIcon } from '../common/icons';
import './watchlist.css';

/** `/pages/mylist/mylist` (docs/product.md §2, pull-to-refresh): the collected products with live prices. */
export function WatchlistPage() {
  const { t } = useTranslation(NS);
  const watchlist = useMarketWatchlistQuery();
  const [cancel] = useMarketCancelCollectMutation();
  const list = watchlist.data ?? [];
  return (
    <Page title={t('title.watchlist')} testId="watchlist-page">
      <PullRefresh onRefresh={() => watchlist.refetch()}>
        {watchlist.isLoading && <PageLoading />}
        {watchlist.data && list.length === 0 && (
          <CenteredMessage title={t('watch.emptyTitle')} body={t('watch.emptyBody')} testId="watchlist-empty">
            <div className="watch-empty__icon" aria-hidden="true">
              <StarIcon size="2.2rem" />
            </div>
            <Link className="app-btn" to={paths.market()}>
              {t('watch.toMarket')}
            </Link>
          </CenteredMessage>
        )}
        {list.length > 0 && (
          <div role="group" aria-label={t('title.watchlist')} className="watchlist">
            <QuoteHead />
            {list.map((p) => (
              <SwipeAction
                key={p.code}
                rightActions={[
                  {
                    key: 'remove',
                    text: t('watch.remove'),
                    color: 'danger',
                    onClick: async () => {
                      try {
                        await cancel(p).unwrap();
                        showToast(t('watch.removed'));
                      } catch {
                        /* shown by the transport */
                      }
                    },
                  },
                ]}
              >
                <QuoteRow product={p} />
              </SwipeAction>
            ))}
            <p className="watchlist__hint">{t('watch.swipeHint')}</p>
          </div>
        )}
      </PullRefresh>
    </Page>
  );
}
