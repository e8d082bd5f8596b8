// Background work of the trade domain: the position monitor. After every market step (and at
// least once a second) it fills pending limit orders whose price was reached (not while their
// product's trading is paused: trade/pauses.ts) and closes holdings
// whose stop-profit or stop-loss price was crossed or whose loss reached the forced stop-loss line.
// Interest and storage fees are not booked daily: they are computed from the days held when a
// position closes (and shown accrued so far on a holding).
import type { DomainContext } from '../domain-context';
import { pricePnl, reachesForcedClose } from './charges';
import { ipoHoldingIssues, pricedByMarket } from './ipo-holding';
import { isMarketOpen, livePriceTicks } from './market-access';
import { closePosition, fillPendingOrder, OPEN_STATUSES, type LeverOrderRow } from './orders';
import { pausedCodes } from './pauses';
import type { LeverCloseReason } from '@app/shared/contracts';
import { ApiFailure } from '../http/envelope';
import { formatDecimal, formatMoney } from '@app/shared/format';
import { figuresOf } from './views';

/** Fallback period of the monitor when the market does not tick (ms). */
const MONITOR_INTERVAL_MS = 1000;

type MonitorContext = Pick<DomainContext, 'db' | 'market' | 'sockets' | 'now'>;

/** Why a holding must close at `price` now, or null. Stop-loss and the forced line before stop-profit. */
export function closeReasonAt(order: LeverOrderRow, price: number): LeverCloseReason | null {
  const bullish = order.direction === 'bullish';
  const sl = order.stop_loss_ticks;
  const sp = order.stop_profit_ticks;
  if (sl !== null && (bullish ? price <= sl : price >= sl)) return 'stopLoss';
  const pnl = pricePnl(order.direction, order.open_price_ticks, price, order.quantity, order.decimals);
  if (reachesForcedClose(pnl, order.margin_minor)) return 'forced';
  if (sp !== null && (bullish ? price >= sp : price <= sp)) return 'stopProfit';
  return null;
}

/** Whether a pending limit order's price was reached: bullish at or below the limit, bearish at or above. */
export function limitReached(order: LeverOrderRow, price: number): boolean {
  const limit = order.limit_price_ticks ?? order.open_price_ticks;
  return order.direction === 'bullish' ? price <= limit : price >= limit;
}

/** One pass over every open and pending order. Exported so tests can run a pass at a chosen moment. */
export async function monitorPositions(ctx: MonitorContext): Promise<{ filled: number; closed: number }> {
  const orders = await ctx.db.selectFrom('lever_orders').selectAll().where('status', 'in', OPEN_STATUSES).orderBy('id').execute();
  // An IPO holding is left alone until its own issue lists (see pricedByMarket).
  const ipoIssues = await ipoHoldingIssues(ctx.db, orders);
  // A paused product opens nothing: its pending limit orders wait (closes and stops go on).
  const paused = orders.some((o) => o.status === 'pending') ? await pausedCodes(ctx.db) : new Set<string>();
  let filled = 0;
  let closed = 0;
  for (const order of orders) {
    if (!pricedByMarket(order, ipoIssues, ctx.now())) continue;
    if (!isMarketOpen(ctx, order.code)) continue;
    const price = livePriceTicks(ctx, order.code, order.decimals);
    if (price === undefined) continue;
    const now = ctx.now();
    try {
      if (order.status === 'pending') {
        if (paused.has(order.code)) continue;
        if (limitReached(order, price) && (await fillPendingOrder(ctx, order, now))) {
          filled += 1;
          ctx.sockets.pushEvent(order.user_id, 'orders', {
            domain: 'trade',
            kind: 'filled',
            orderId: order.id,
            code: order.code,
            direction: order.direction,
            quantity: order.quantity,
            reason: null,
            price: formatDecimal(order.open_price_ticks, order.decimals),
            totalPnl: null,
          });
        }
        continue;
      }
      const reason = closeReasonAt(order, price);
      if (reason) {
        const { closed: record } = await closePosition(ctx, order, order.quantity, price, reason, now);
        closed += 1;
        // The customer sees it wherever they are: a notice with what was closed and the realised P/L.
        ctx.sockets.pushEvent(order.user_id, 'orders', {
          domain: 'trade',
          kind: 'closed',
          orderId: record.id,
          code: order.code,
          direction: order.direction,
          quantity: record.quantity,
          reason,
          price: formatDecimal(price, order.decimals),
          totalPnl: formatMoney(figuresOf(record, undefined, now).totalPnl),
        });
      }
    } catch (err) {
      // The customer closed or cancelled it meanwhile: nothing left to do for this order.
      if (!(err instanceof ApiFailure)) throw err;
    }
  }
  return { filled, closed };
}

export function startTradeJobs(ctx: DomainContext): () => void {
  let running = false;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = true;
    monitorPositions(ctx)
      .catch((err: unknown) => {
        // A failed pass (e.g. the database closing at shutdown) is retried by the next one.
        if (!stopped) console.error('trade monitor pass failed', err);
      })
      .finally(() => {
        running = false;
      });
  };
  const unsubscribe = typeof ctx.market.onTick === 'function' ? ctx.market.onTick(run) : () => undefined;
  const timer = setInterval(run, MONITOR_INTERVAL_MS);
  timer.unref();
  return () => {
    stopped = true;
    unsubscribe();
    clearInterval(timer);
  };
}
