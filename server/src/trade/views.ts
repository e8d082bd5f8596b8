// Orders as the Position screen shows them (docs/product.md §2): every field, floating P/L at the live price.
import type { LeverOrder, LeverRecordSummary } from '@app/shared/contracts';
import { formatDecimal, formatMoney } from '@app/shared/format';
import type { DomainContext } from '../domain-context';
import type { Language } from '../i18n/language';
import { contentFor } from '../i18n/request-content';
import { productName } from '../content/localize';
import { daysHeld, forcedClosePriceTicks, interestOf, notionalMinor, pricePnl, storageFeeOf } from './charges';
import { livePriceTicks } from './market-access';
import { ipoHoldingIssues, ipoIssueName, pricedByMarket, type IpoHoldingIssue } from './ipo-holding';
import type { LeverOrderRow } from './orders';

/** The money figures of one order, in minor units, before formatting. */
export interface OrderFigures {
  currentTicks: number;
  marketValue: number;
  handlingFee: number;
  interest: number;
  storageFee: number;
  daysToStay: number;
  floatingPnl: number;
  totalPnl: number;
}

/** Holdings at the live price (accrued interest and storage so far); closed orders as settled. */
export function figuresOf(order: LeverOrderRow, liveTicks: number | undefined, now: number): OrderFigures {
  const { quantity, decimals } = order;
  if (order.status === 'closed') {
    const charges =
      order.open_fee_minor +
      order.spread_fee_minor +
      order.close_fee_minor +
      order.transaction_tax_minor +
      order.stamp_duty_minor +
      order.interest_minor +
      order.storage_fee_minor;
    return {
      currentTicks: order.close_price_ticks ?? order.open_price_ticks,
      marketValue: order.close_notional_minor,
      handlingFee: order.open_fee_minor + order.close_fee_minor,
      interest: order.interest_minor,
      storageFee: order.storage_fee_minor,
      daysToStay: daysHeld(order.opened_at ?? order.created_at, order.closed_at ?? now),
      floatingPnl: order.pnl_minor,
      totalPnl: order.pnl_minor - charges,
    };
  }
  if (order.status === 'holding') {
    const current = liveTicks ?? order.open_price_ticks;
    const openNotional = notionalMinor(order.open_price_ticks, quantity, decimals);
    const days = daysHeld(order.opened_at ?? order.created_at, now);
    const interest = interestOf(openNotional, order.margin_minor, days);
    const storageFee = storageFeeOf(openNotional, days);
    const floating = pricePnl(order.direction, order.open_price_ticks, current, quantity, decimals);
    return {
      currentTicks: current,
      marketValue: notionalMinor(current, quantity, decimals),
      handlingFee: order.open_fee_minor,
      interest,
      storageFee,
      daysToStay: days,
      floatingPnl: floating,
      totalPnl: floating - order.open_fee_minor - order.spread_fee_minor - interest - storageFee,
    };
  }
  // pending: nothing open yet; the fees shown are what the fill will charge (held meanwhile).
  // cancelled: it never filled, so nothing was charged (what it held was given back).
  return {
    currentTicks: liveTicks ?? order.open_price_ticks,
    marketValue: order.status === 'pending' ? notionalMinor(order.open_price_ticks, quantity, decimals) : 0,
    handlingFee: order.status === 'pending' ? order.open_fee_minor : 0,
    interest: 0,
    storageFee: 0,
    daysToStay: 0,
    floatingPnl: 0,
    totalPnl: 0,
  };
}

const price = (ticks: number | null, decimals: number) => (ticks === null ? null : formatDecimal(ticks, decimals));

/**
 * Orders as answered, named in the content language: by the market's product, or, for an IPO
 * allotment's holding before its own issue lists, by the IPO issue (valued at its issue price
 * until then: see pricedByMarket). `issues`: ipoHoldingIssues of these orders, when the caller has them.
 */
export async function toLeverOrders(
  ctx: Pick<DomainContext, 'db' | 'market'>,
  orders: readonly LeverOrderRow[],
  lang: Language,
  now: number,
  issues?: ReadonlyMap<number, IpoHoldingIssue>,
): Promise<LeverOrder[]> {
  const known = issues ?? (await ipoHoldingIssues(ctx.db, orders));
  return orders.map((order) => toLeverOrder(ctx, order, lang, now, known));
}

/** One order as answered (see toLeverOrders). */
export async function toLeverOrderNamed(
  ctx: Pick<DomainContext, 'db' | 'market'>,
  order: LeverOrderRow,
  lang: Language,
  now: number,
): Promise<LeverOrder> {
  return (await toLeverOrders(ctx, [order], lang, now))[0];
}

/** `issues`: the IPO holdings' own issues by order id (toLeverOrders looks them up); without them the market prices and names every order, else the code stands in. */
export function toLeverOrder(
  ctx: Pick<DomainContext, 'market'>,
  order: LeverOrderRow,
  lang: Language,
  now: number,
  issues: ReadonlyMap<number, IpoHoldingIssue> = new Map(),
): LeverOrder {
  const { decimals } = order;
  const priced = pricedByMarket(order, issues, now);
  const live = (order.status === 'holding' || order.status === 'pending') && priced ? livePriceTicks(ctx, order.code, decimals) : undefined;
  const f = figuresOf(order, live, now);
  const issue = order.source === 'ipo' ? issues.get(order.id) : undefined;
  const listing = priced ? ctx.market.listing(order.code) : undefined;
  return {
    id: order.id,
    orderNo: `LV${String(order.id).padStart(8, '0')}`,
    code: order.code,
    name: (listing ? productName(ctx.market, order.code, contentFor(lang)) : issue && ipoIssueName(issue, contentFor(lang))) ?? order.code,
    direction: order.direction,
    tag: order.direction === 'bullish' ? 'in' : 'out',
    leverage: order.leverage,
    priceType: order.price_type,
    status: order.status,
    source: order.source,
    listingAt: order.status === 'holding' && issue !== undefined && !priced ? issue.listingDate : null,
    quantity: order.quantity,
    limitPrice: price(order.limit_price_ticks, decimals),
    purchasePrice: formatDecimal(order.open_price_ticks, decimals),
    sellPrice: price(order.close_price_ticks, decimals),
    currentPrice: formatDecimal(f.currentTicks, decimals),
    marketValue: formatMoney(f.marketValue),
    margin: formatMoney(order.margin_minor),
    handlingFee: formatMoney(f.handlingFee),
    transactionTax: formatMoney(order.transaction_tax_minor),
    interest: formatMoney(f.interest),
    stampDuty: formatMoney(order.stamp_duty_minor),
    spreadFee: formatMoney(order.status === 'cancelled' ? 0 : order.spread_fee_minor),
    storageFee: formatMoney(f.storageFee),
    daysToStay: f.daysToStay,
    floatingPnl: formatMoney(f.floatingPnl),
    totalPnl: formatMoney(f.totalPnl),
    stopProfit: price(order.stop_profit_ticks, decimals),
    stopLoss: price(order.stop_loss_ticks, decimals),
    forcedClosePrice:
      order.status === 'holding' || order.status === 'pending'
        ? formatDecimal(
            forcedClosePriceTicks(order.direction, order.open_price_ticks, order.quantity, decimals, order.margin_minor),
            decimals,
          )
        : null,
    closeReason: order.close_reason,
    createdAt: order.created_at,
    openedAt: order.opened_at,
    closedAt: order.closed_at,
  };
}

/**
 * Header totals of a set of orders: market value, margin and P/L of the positions (holdings, or
 * closed orders on the Historical tab). A pending order is no position yet, and a cancelled one
 * never was: neither counts (what a pending order holds shows in the available balance and on its
 * own card). `issues`: ipoHoldingIssues of these orders (an IPO holding before its own issue lists
 * counts at its issue price).
 */
export function summaryOf(
  ctx: Pick<DomainContext, 'market'>,
  orders: readonly LeverOrderRow[],
  now: number,
  issues: ReadonlyMap<number, IpoHoldingIssue> = new Map(),
): LeverRecordSummary {
  let marketValue = 0;
  let margin = 0;
  let floatingPnl = 0;
  let totalPnl = 0;
  for (const order of orders) {
    if (order.status === 'cancelled' || order.status === 'pending') continue;
    margin += order.margin_minor;
    const live =
      order.status === 'holding' && pricedByMarket(order, issues, now) ? livePriceTicks(ctx, order.code, order.decimals) : undefined;
    const f = figuresOf(order, live, now);
    marketValue += f.marketValue;
    floatingPnl += f.floatingPnl;
    totalPnl += f.totalPnl;
  }
  return {
    marketValue: formatMoney(marketValue),
    margin: formatMoney(margin),
    floatingPnl: formatMoney(floatingPnl),
    totalPnl: formatMoney(totalPnl),
  };
}
