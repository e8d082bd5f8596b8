import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredMessage, Page, PageLoading, formatFigure, type ProductDetail } from '@app/shared';
import { useMarketProductDetailQuery } from '../common/market-api';
import { DEPTH_REFRESH_MS } from '../common/constants';
import { TradeBar } from '../common/TradeBar';
import { PriceBlock } from '../common/PriceBlock';
import { NS } from '../i18n';
import { useLivePrice } from '../common/quotes/use-live-product';
import { cumulativeDepth } from './depth';
import { DepthChart } from './DepthChart';
import { DepthTable } from './DepthTable';
import '../common/product.css';
import './spot.css';

/** Spot market page `/pages/market/spot?code=`: price, depth chart, depth table, buy/sell bar. */
export function SpotPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  // The order book is not streamed: poll it, logged in or not.
  const detail = useMarketProductDetailQuery(code, { skip: !code, pollingInterval: DEPTH_REFRESH_MS });
  let body;
  if (!code) body = <CenteredMessage title={t('detail.notFound')} />;
  else if (detail.isLoading) body = <PageLoading />;
  else if (!detail.data) body = <CenteredMessage title={t('detail.notFound')} />;
  else body = <SpotBody detail={detail.data} />;
  return (
    <Page title={t('title.spot')} testId="spot-page">
      {body}
    </Page>
  );
}

function SpotBody({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation(NS);
  const live = useLivePrice(detail);
  const depth = useMemo(() => cumulativeDepth(detail.depth), [detail.depth]);
  return (
    <div className="detail spot">
      <PriceBlock detail={detail} live={live} />
      <section className="spot__section" aria-label={t('depth.chart')}>
        <header className="spot__head">
          <h3>{t('depth.chart')}</h3>
          {depth.spread !== null && (
            <span className="num">
              {t('depth.spread')} {formatFigure(depth.spread, detail.decimals)}
            </span>
          )}
        </header>
        <DepthChart depth={depth} decimals={detail.decimals} />
      </section>
      <section className="spot__section" aria-label={t('depth.table')}>
        <header className="spot__head">
          <h3>{t('depth.table')}</h3>
        </header>
        <DepthTable depth={detail.depth} />
      </section>
      <TradeBar product={detail} collect={false} />
    </div>
  );
}
