import { lazy, Suspense, Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Change,
  FORCED_CLOSE_LOSS_PCT,
  Spinner,
  formatFigure,
  formatMoney,
  formatUsdt,
  useLeverRecordQuery,
  useUserWalletQuery,
} from '@app/shared';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { allocationOf, sharesPermille, SLICE_COLORS } from './allocation';

// Highcharts is its own chunk, fetched when the allocation card renders (Mine only).
const AllocationChart = lazy(() =>
  import(/* webpackChunkName: "allocation-chart" */ './AllocationChart').then((m) => ({ default: m.AllocationChart })),
);

/** Holdings P/L moves with prices: the summary is refreshed this often while Mine is open. */
const HOLDINGS_POLL_MS = 5000;

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Mine's money: totals, the stop-loss line, the allocation chart and the holdings. */
export function AssetSummary() {
  const { t } = useTranslation(NS);
  const wallet = useUserWalletQuery();
  const holdings = useLeverRecordQuery(
    { status: 'holding', page: 1, pageSize: 1 },
    { pollingInterval: HOLDINGS_POLL_MS, skipPollingIfUnfocused: true },
  );
  const w = wallet.data;
  const frozen = w ? w.stock.frozen : '0.00';
  const pnl = holdings.data?.summary.floatingPnl ?? '0.00';
  const anyFrozen = w ? w.stock.frozen !== '0.00' || w.coin.frozen !== '0.00' : false;
  const slices = w ? allocationOf(w, holdings.data?.summary) : [];
  const shares = sharesPermille(slices);
  const labels = Object.fromEntries((['available', 'margin', 'held', 'funds', 'coin'] as const).map((k) => [k, t(`mine.slice.${k}`)]));

  return (
    <>
      <section className="mine__assets" aria-label={t('mine.totalAssets', { currency: 'USDT' })}>
        <div className="mine__assets-head">
          <span>{t('mine.totalAssets', { currency: w?.currency ?? 'USDT' })}</span>
          <span className={`mine__status${anyFrozen ? ' mine__status--frozen' : ''}`} data-testid="mine-asset-status">
            {t('mine.assetStatus')}: {t(`mine.assetStatusValue.${anyFrozen ? 'frozen' : 'normal'}`)}
          </span>
        </div>
        <div className="mine__total num" data-testid="mine-total-assets">
          {w ? formatUsdt(w.totalAssets) : wallet.isError ? '--' : '…'}
        </div>
        <div className="mine__wallets">
          <div>
            <span className="mine__label">{t('mine.stockAccount')}</span>
            <span className="num" data-testid="mine-stock">
              {formatUsdt(w?.stock.total)}
            </span>
          </div>
          <div>
            <span className="mine__label">{t('mine.coinWallet')}</span>
            <span className="num" data-testid="mine-coin">
              {formatUsdt(w?.coin.total)}
            </span>
          </div>
          <div>
            <span className="mine__label">{t('mine.freezeMargin')}</span>
            <span className="num" data-testid="mine-frozen">
              {w ? formatUsdt(frozen) : '--'}
            </span>
          </div>
        </div>
        <div className="mine__actions">
          <Link to={paths.recharge()} data-testid="mine-recharge">
            {t('mine.entry.recharge')}
          </Link>
          <Link to={paths.withdrawal()}>{t('mine.entry.withdrawal')}</Link>
          <Link to={paths.transfer()}>{t('mine.entry.transfer')}</Link>
        </div>
      </section>

      <section className="mine__card-plain mine__forced" data-testid="mine-forced-line">
        <h2>{t('mine.forcedLineTitle', { pct: FORCED_CLOSE_LOSS_PCT })}</h2>
        <p>{t('mine.forcedLineBody', { pct: FORCED_CLOSE_LOSS_PCT })}</p>
      </section>

      <section className="mine__card-plain" data-testid="mine-allocation">
        <h2>{t('mine.allocation')}</h2>
        {w && slices.length === 0 && <p className="mine__muted">{t('mine.allocationEmpty')}</p>}
        {slices.length > 0 && (
          <div className="mine__allocation">
            <div className="mine__chart">
              <ChartBoundary fallback={<span className="mine__muted">{t('mine.chartFailed')}</span>}>
                <Suspense fallback={<Spinner label={t('mine.chartLoading')} />}>
                  <AllocationChart slices={slices} labels={labels} />
                </Suspense>
              </ChartBoundary>
            </div>
            <ul className="mine__legend">
              {slices.map((s, i) => (
                <li key={s.key} data-testid={`mine-slice-${s.key}`}>
                  <i style={{ background: SLICE_COLORS[s.key] }} />
                  <span className="mine__legend-name">{labels[s.key]}</span>
                  <span className="num">{formatUsdt(formatMoney(s.minor))}</span>
                  <span className="num mine__muted">{formatFigure(shares[i] / 10, 1)}%</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <Link className="mine__card-plain mine__holdings" to={paths.positions({ tab: 'holding' })} data-testid="mine-holdings">
        <h2>{t('mine.holdings')}</h2>
        <span>{t('mine.holdingsCount', { count: holdings.data?.total ?? 0 })}</span>
        <span className="mine__pnl">
          {t('mine.floatingPnl')} <Change value={pnl}>{formatUsdt(pnl)}</Change>
        </span>
        <span className="mine__chevron" aria-hidden>
          ›
        </span>
      </Link>
    </>
  );
}
