// The parts of a holding that move with its price: current price, market value, floating and total
// P/L. Each row subscribes to its own quote, so a tick re-renders these few cells, never the list.
// An IPO holding awaiting its listing subscribes to nothing and stands at its issue price.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatMoney, formatUsdt, useQuote, type LeverOrder } from '@app/shared';
import { holdingFiguresAt } from '@app/shared/domain/trade';
import { NS } from '../i18n';
import { Figure } from '../common/Figure';
import { awaitingListing, holdingPrice } from './listing';

const tone = (minor: number) => (minor > 0 ? 'up' : minor < 0 ? 'down' : 'flat');

/** A holding's moving cells: at its quote, or at its issue price while it awaits its listing (no quote then). */
export const LiveFigures = memo(function LiveFigures({ order }: { order: LeverOrder }) {
  return awaitingListing(order) ? <FiguresAt order={order} price={order.purchasePrice} /> : <QuotedFigures order={order} />;
});

function QuotedFigures({ order }: { order: LeverOrder }) {
  const quote = useQuote(order.code);
  return <FiguresAt order={order} price={holdingPrice(order, quote?.price)} />;
}

function FiguresAt({ order, price }: { order: LeverOrder; price: string }) {
  const { t } = useTranslation(NS);
  const live = holdingFiguresAt(order, price);
  const floating = formatUsdt(live ? formatMoney(live.floatingPnl) : order.floatingPnl);
  const total = formatUsdt(live ? formatMoney(live.totalPnl) : order.totalPnl);
  return (
    <>
      <Figure label={t('order.currentPrice')} testId="order-current-price">
        {formatFigure(price)}
      </Figure>
      <Figure label={t('order.marketValue')} testId="order-market-value">
        {formatUsdt(live ? formatMoney(live.marketValue) : order.marketValue)}
      </Figure>
      <Figure label={t('order.floatingPnl')} testId="order-floating-pnl">
        <span className={tone(live?.floatingPnl ?? Number(order.floatingPnl))}>{floating}</span>
      </Figure>
      <Figure label={t('order.totalPnl')} testId="order-total-pnl">
        <span className={tone(live?.totalPnl ?? Number(order.totalPnl))}>{total}</span>
      </Figure>
    </>
  );
}

/** An amount of money, coloured by sign, in the interface language's money format. */
export function Pnl({ value, testId }: { value: string; testId?: string }) {
  const cls = value.startsWith('-') ? 'down' : /^[0.]+$/.test(value) ? 'flat' : 'up';
  return (
    <span className={`num ${cls}`} data-testid={testId}>
      {formatUsdt(value)}
    </span>
  );
}
