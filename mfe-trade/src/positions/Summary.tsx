// Header card of the Position tab: totals (market value, margin, floating and total P/L) and the
// available balance. On Holding the P/L totals follow the live prices: one selector sums them, so
// a tick re-renders this card only when a total changed. The rows' own prices are summed (an IPO
// holding awaiting its listing at its issue price), so the header agrees with the rows.
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  formatUsdt,
  selectQuote,
  useAppSelector,
  type LeverOrder,
  type LeverRecordSummary,
  type RootState,
} from '@app/shared';
import { holdingFiguresAt } from '@app/shared/domain/trade';
import { NS } from '../i18n';
import { holdingPrice } from './listing';
import { Pnl } from './LiveFigures';

function liveTotals(state: RootState, holdings: readonly LeverOrder[], summary: LeverRecordSummary): string {
  let marketValue = 0;
  let floating = 0;
  let total = 0;
  let live = false;
  for (const order of holdings) {
    if (order.status !== 'holding') continue;
    // An IPO holding awaiting its listing counts at its issue price, as its row shows it.
    const f = holdingFiguresAt(order, holdingPrice(order, selectQuote(state, order.code)?.price));
    if (!f) return [summary.marketValue, summary.floatingPnl, summary.totalPnl].join('|');
    live = true;
    marketValue += f.marketValue;
    floating += f.floatingPnl;
    total += f.totalPnl;
  }
  if (!live) return [summary.marketValue, summary.floatingPnl, summary.totalPnl].join('|');
  return [formatMoney(marketValue), formatMoney(floating), formatMoney(total)].join('|');
}

export function Summary({
  tab,
  orders,
  summary,
  available,
}: {
  tab: 'holding' | 'historical';
  orders: readonly LeverOrder[];
  summary: LeverRecordSummary | undefined;
  available: string | undefined;
}) {
  const { t } = useTranslation(NS);
  const totals = useAppSelector((state) =>
    summary && tab === 'holding'
      ? liveTotals(state, orders, summary)
      : summary
        ? [summary.marketValue, summary.floatingPnl, summary.totalPnl].join('|')
        : '--|--|--',
  );
  const [marketValue, floating, total] = totals.split('|');
  return (
    <section className="trade-summary" data-testid="positions-summary">
      <div className="trade-summary__main">
        <span>{t('positions.totalPnl')}</span>
        <strong className="num" data-testid="summary-total-pnl">
          {total === '--' ? total : <Pnl value={total} />}
        </strong>
      </div>
      <div className="trade-summary__grid">
        <div>
          <span>{t('positions.marketValue')}</span>
          <b className="num" data-testid="summary-market-value">
            {formatUsdt(marketValue)}
          </b>
        </div>
        <div>
          <span>{t('positions.margin')}</span>
          <b className="num">{formatUsdt(summary?.margin)}</b>
        </div>
        <div>
          <span>{t('positions.floatingPnl')}</span>
          <b className="num" data-testid="summary-floating-pnl">
            {floating === '--' ? floating : <Pnl value={floating} />}
          </b>
        </div>
        <div>
          <span>{t('positions.available')}</span>
          <b className="num" data-testid="summary-available">
            {formatUsdt(available)}
          </b>
        </div>
      </div>
    </section>
  );
}
