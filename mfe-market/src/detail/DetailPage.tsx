import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredMessage, Page, PageLoading, useArticleListQuery } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useMarketProductDetailQuery } from '../common/market-api';
import { KlinePanel } from '../chart/KlinePanel';
import { NS } from '../i18n';
import { useLivePrice } from '../common/quotes/use-live-product';
import { useSnapshotPolling } from '../common/quotes/use-products';
import { DepthIcon, InfoIcon, OptionsIcon } from '../common/icons';
import { DetailTabs } from './DetailTabs';
import { detailNewsArg } from './prefetch';
import { PriceBlock } from '../common/PriceBlock';
import { TradeBar } from '../common/TradeBar';
import '../common/product.css';

// The key-figures popup (antd-mobile's Popup: 26 KB gzip with its barrel) is fetched on its first
// opening, not with the page (it was a third of the page's first bytes).
const InfoPopup = lazy(() => import(/* webpackChunkName: "detail-info" */ './InfoPopup').then((m) => ({ default: m.InfoPopup })));

/** `/pages/home/listdetail?code=` (docs/product.md §2, title Details). */
export function DetailPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const pollingInterval = useSnapshotPolling();
  const detail = useMarketProductDetailQuery(code, { skip: !code, pollingInterval });
  // The news list needs only the code: asked for beside the detail (and by the route's prefetch,
  // prefetch.ts), not after it has rendered (round trips before the largest text).
  const news = useArticleListQuery(detailNewsArg(code), { skip: !code });

  let body;
  if (!code) body = <CenteredMessage title={t('detail.notFound')} />;
  else if (detail.isLoading) body = <PageLoading />;
  else if (!detail.data) {
    body = (
      <CenteredMessage title={t('detail.notFound')}>
        <button type="button" className="app-btn" onClick={() => void detail.refetch()}>
          {t('action.retry', { ns: 'common' })}
        </button>
      </CenteredMessage>
    );
  } else body = <DetailBody detail={detail.data} snapshotAt={detail.fulfilledTimeStamp ?? null} newsPending={news.isLoading} />;

  return (
    <Page title={t('title.detail')} testId="detail-page">
      {body}
    </Page>
  );
}

function DetailBody({
  detail,
  snapshotAt,
  newsPending,
}: {
  detail: NonNullable<ReturnType<typeof useMarketProductDetailQuery>['data']>;
  snapshotAt: number | null;
  newsPending: boolean;
}) {
  const { t } = useTranslation(NS);
  const live = useLivePrice(detail);
  const [infoOpen, setInfoOpen] = useState(false);
  // Mounted from its first opening on (its closing animation needs it mounted).
  const [infoUsed, setInfoUsed] = useState(false);
  const code = encodeURIComponent(detail.code);
  return (
    <div className="detail" data-code={detail.code}>
      <PriceBlock detail={detail} live={live} />
      <nav className="detail-links" aria-label={t('detail.more')}>
        <Link to={paths.spot({ code })} className="detail-links__item">
          <DepthIcon size="0.9rem" />
          <span className="detail-links__label">{t('title.spot')}</span>
        </Link>
        <Link to={paths.options({ code })} className="detail-links__item">
          <OptionsIcon size="0.9rem" />
          <span className="detail-links__label">{t('title.options')}</span>
        </Link>
        <button
          type="button"
          className="detail-links__item"
          onClick={() => {
            setInfoUsed(true);
            setInfoOpen(true);
          }}
        >
          <InfoIcon size="0.9rem" />
          <span className="detail-links__label">{t('detail.info')}</span>
        </button>
      </nav>
      {/* The news list (the same cached call DetailTabs shows) is the page's largest text: the
          chart's code waits until it has painted (Highcharts off the first paint's path). */}
      <KlinePanel
        code={detail.code}
        name={detail.name}
        decimals={detail.decimals}
        price={live.price}
        priceTs={live.ts ?? snapshotAt}
        deferChart={newsPending}
      />
      <DetailTabs detail={detail} />
      {infoUsed && (
        <Suspense fallback={null}>
          <InfoPopup detail={detail} title={`${detail.name} · ${detail.code}`} open={infoOpen} onClose={() => setInfoOpen(false)} />
        </Suspense>
      )}
      <TradeBar product={detail} />
    </div>
  );
}
