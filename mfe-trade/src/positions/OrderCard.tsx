// One order of the Position tab with every docs/product.md §2 field. Holding: live figures (LiveFigures),
// close and stop buttons; pending: cancel; historical: as settled, with why it closed. An IPO
// holding awaiting its listing: a tag with the listing day, its issue price, and no close yet.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatMs, formatUsdt, type LeverOrder } from '@app/shared';
import { NS } from '../i18n';
import { Figure, FigureText } from '../common/Figure';
import { awaitingListing, listingDay } from './listing';
import { LiveFigures, Pnl } from './LiveFigures';

export interface OrderActions {
  onClose: (order: LeverOrder) => void;
  onStops: (order: LeverOrder) => void;
  onCancel: (order: LeverOrder) => void;
}

export const OrderCard = memo(function OrderCard({ order, actions }: { order: LeverOrder; actions: OrderActions }) {
  const { t } = useTranslation(NS);
  const holding = order.status === 'holding';
  const pending = order.status === 'pending';
  // Withdrawn before it filled: nothing was charged and what it held came back, so no charge rows.
  const cancelled = order.status === 'cancelled';
  const awaiting = awaitingListing(order);
  const listsOn = awaiting ? listingDay(order.listingAt!) : '';
  const closeHint = `order-close-hint-${order.id}`;
  return (
    <article className="trade-card trade-order" data-testid="order-card" data-order-id={order.id} data-status={order.status}>
      <header className="trade-order__head">
        <span className={`trade-tag trade-tag--${order.tag}`} data-testid="order-tag">
          {t(`direction.${order.tag}`)}
        </span>
        <strong className="trade-order__name">{order.name}</strong>
        <span className="trade-order__code">{order.code}</span>
        <span className="trade-order__lev">{t('order.leverage', { n: order.leverage })}</span>
        {order.source !== 'manual' && <span className="trade-order__source">{t(`order.source.${order.source}`)}</span>}
        {awaiting && (
          <span className="trade-order__state trade-order__listing" data-testid="order-awaiting-listing">
            <FigureText text={t('order.awaitingListing', { date: listsOn })} />
          </span>
        )}
        {pending && <span className="trade-order__state">{t('order.pending')}</span>}
        {order.status === 'cancelled' && <span className="trade-order__state">{t('order.cancelled')}</span>}
        {order.status === 'closed' && order.closeReason && (
          <span className="trade-order__state">{t(`order.reason.${order.closeReason}`)}</span>
        )}
      </header>
      <div className="trade-order__grid">
        <Figure label={t('order.purchasePrice')} testId="order-purchase-price">
          {pending || (cancelled && order.limitPrice)
            ? t('order.limitAt', { price: formatFigure(order.limitPrice ?? order.purchasePrice) })
            : formatFigure(order.purchasePrice)}
        </Figure>
        <Figure label={t('order.quantity')} testId="order-quantity">
          {formatFigure(order.quantity, 0)}
        </Figure>
        {cancelled ? (
          <Figure label={t('order.cancelledAt')}>{formatMs(order.closedAt ?? order.createdAt)}</Figure>
        ) : (
          <OrderFigures order={order} holding={holding} pending={pending} />
        )}
      </div>
      {cancelled && (
        <p className="trade-hint trade-order__note" data-testid="order-nothing-charged">
          {t('order.nothingCharged')}
        </p>
      )}
      {(holding || pending) && (
        <footer className="trade-order__actions">
          {pending && (
            <button type="button" className="app-btn app-btn--ghost" data-testid="order-cancel" onClick={() => actions.onCancel(order)}>
              {t('positions.cancel')}
            </button>
          )}
          {(holding || pending) && (
            <button type="button" className="app-btn app-btn--ghost" data-testid="order-stops" onClick={() => actions.onStops(order)}>
              {t('positions.setStops')}
            </button>
          )}
          {holding && (
            <button
              type="button"
              className="app-btn"
              data-testid="order-close"
              disabled={awaiting}
              aria-describedby={awaiting ? closeHint : undefined}
              onClick={() => actions.onClose(order)}
            >
              {t('positions.close')}
            </button>
          )}
        </footer>
      )}
      {awaiting && (
        <p className="trade-hint trade-order__hint" id={closeHint} data-testid="order-close-hint">
          <FigureText text={t('positions.closeAfterListing', { date: listsOn })} />
        </p>
      )}
    </article>
  );
});

/** The figures of an order that holds or held a position, or waits to: prices, value, every charge, P/L, stops. */
function OrderFigures({ order, holding, pending }: { order: LeverOrder; holding: boolean; pending: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <>
      {holding ? (
        <LiveFigures order={order} />
      ) : (
        <>
          <Figure label={t('order.sellPrice')} testId="order-sell-price">
            {formatFigure(order.sellPrice)}
          </Figure>
          <Figure label={t('order.marketValue')} testId="order-market-value">
            {formatUsdt(order.marketValue)}
          </Figure>
        </>
      )}
      <Figure label={t('order.margin')}>{formatUsdt(order.margin)}</Figure>
      <Figure label={t('order.handlingFee')}>{formatUsdt(order.handlingFee)}</Figure>
      <Figure label={t('order.spreadFee')}>{formatUsdt(order.spreadFee)}</Figure>
      <Figure label={t('order.transactionTax')}>{formatUsdt(order.transactionTax)}</Figure>
      <Figure label={t('order.stampDuty')}>{formatUsdt(order.stampDuty)}</Figure>
      <Figure label={t('order.interest')}>{formatUsdt(order.interest)}</Figure>
      <Figure label={t('order.storageFee')}>{formatUsdt(order.storageFee)}</Figure>
      <Figure label={t('order.daysToStay')}>{order.daysToStay}</Figure>
      {holding && <Figure label={t('order.sellPrice')}>--</Figure>}
      {!holding && (
        <>
          <Figure label={t('order.floatingPnl')} testId="order-floating-pnl">
            <Pnl value={order.floatingPnl} />
          </Figure>
          <Figure label={t('order.totalPnl')} testId="order-total-pnl">
            <Pnl value={order.totalPnl} />
          </Figure>
        </>
      )}
      {(holding || pending) && (
        <>
          <Figure label={t('order.stopProfit')} testId="order-stop-profit">
            {formatFigure(order.stopProfit)}
          </Figure>
          <Figure label={t('order.stopLoss')} testId="order-stop-loss">
            {formatFigure(order.stopLoss)}
          </Figure>
          <Figure label={t('order.forcedClosePrice')}>{formatFigure(order.forcedClosePrice)}</Figure>
        </>
      )}
      <Figure label={t(order.closedAt ? 'order.closedAt' : 'order.openedAt')}>
        {formatMs(order.closedAt ?? order.openedAt ?? order.createdAt)}
      </Figure>
    </>
  );
}
