// Handlers of the trade domain's endpoints (its part of the shared contract): the buy form's
// figures, buy, positions, close (part, whole, all) and cancelling a pending limit order.
import {
  LEVER_RECORD_PAGING,
  MAX_OPEN_ORDERS,
  QUANTITY_LIMITS,
  REQUEST_ID_MAX_LENGTH,
  FORCED_CLOSE_LOSS_PCT,
  TRADE_FEES,
} from '@app/shared/constants';
import { RetCode, type LeverCloseFailure, type TradeEndpoints } from '@app/shared/contracts';
import { formatDecimal, formatMoney } from '@app/shared/format';
import { readNumberInput } from '@app/shared/domain/number-input';
import { contentFor } from '../i18n/request-content';
import { productName } from '../content/localize';
import { sql } from 'kysely';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import {
  numberText,
  oneOf,
  optionalInteger,
  optionalNumberText,
  requiredInteger,
  requiredText,
  type FieldReader,
} from '../http/form-fields';
import { balancesOf } from '../wallet/ledger';
import { isMarketOpen, livePriceTicks, tradableProduct } from './market-access';
import { isTradingPaused } from './pauses';
import {
  cancelPendingOrder,
  closeAllOwnPositions,
  closeOwnPosition,
  countLimitedOpenOrders,
  findOwnOrder,
  leverageLimitOf,
  OPEN_STATUSES,
  openOrder,
  updateStops,
  type LeverOrderRow,
} from './orders';
import { ipoHoldingIssues, pricedByMarket } from './ipo-holding';
import { messageOf } from '../i18n/messages';
import { summaryOf, toLeverOrder, toLeverOrderNamed, toLeverOrders } from './views';
import { answerInTransaction, requestIdField } from '../guards/idempotency';

const ID_MAX = Number.MAX_SAFE_INTEGER;

/** Leverage: an integer; out-of-range integers get the business message, anything else 1000. */
const leverageField: FieldReader<number> = requiredInteger(0, 1_000_000);

/** A stop field: absent stays as it is, '' clears it, else a price (checked by updateStops). */
const stopField: FieldReader<string | undefined> = (raw) => {
  if (raw === undefined) return undefined;
  if (raw.length > 32) throw new ApiFailure(RetCode.INVALID_PRICE);
  return raw;
};

/** Close quantity: optional; when sent, a positive whole number by the one number rule (else the close-quantity message). */
const closeQuantityField: FieldReader<number | undefined> = (raw) => {
  if (raw === undefined || raw === '') return undefined;
  const read = readNumberInput(raw, 0);
  if (typeof read !== 'number' || read < 1) throw new ApiFailure(RetCode.CLOSE_QUANTITY_INVALID);
  return read;
};

export function tradeEndpoints(ctx: DomainContext): HandlersOf<TradeEndpoints> {
  return {
    'lever/buyInfo': {
      auth: true,
      fields: { code: requiredText(32) },
      async handle({ code }, { session, lang }) {
        const now = ctx.now();
        const product = tradableProduct(ctx, code.trim());
        if (!product) throw new ApiFailure(RetCode.TRADE_PRODUCT_UNAVAILABLE);
        const ticks = livePriceTicks(ctx, product.code, product.decimals);
        const { available } = await balancesOf(ctx.db, session.userId, 'stock', now);
        // The slots the order limit counts (IPO holdings take none), as lever/buy counts them.
        const openOrders = await countLimitedOpenOrders(ctx.db, session.userId);
        return {
          code: product.code,
          name: productName(ctx.market, product.code, contentFor(lang)) ?? product.name[lang],
          price: ticks === undefined ? '' : formatDecimal(ticks, product.decimals),
          decimals: product.decimals,
          tickUnits: product.tickUnits,
          // False while operations have paused it: lever/buy then answers TRADE_PRODUCT_PAUSED.
          tradable: !(await isTradingPaused(ctx.db, product.code)),
          marketOpen: isMarketOpen(ctx, product.code),
          leverage: leverageLimitOf(product),
          quantity: { min: QUANTITY_LIMITS.min, max: QUANTITY_LIMITS.max },
          available: formatMoney(available),
          openOrders,
          maxOpenOrders: MAX_OPEN_ORDERS,
          fees: { ...TRADE_FEES },
          forcedCloseLossPct: FORCED_CLOSE_LOSS_PCT,
        };
      },
    },

    'lever/buy': {
      auth: true,
      fields: {
        code: requiredText(32),
        direction: oneOf(['bullish', 'bearish'] as const),
        leverage: leverageField,
        quantity: numberText,
        priceType: oneOf(['market', 'fixed', 'best'] as const),
        price: optionalNumberText,
        stopProfit: optionalNumberText,
        stopLoss: optionalNumberText,
        requestId: requiredText(REQUEST_ID_MAX_LENGTH),
      },
      async handle(request, { session, lang }) {
        if (request.requestId.trim() === '') throw new ApiFailure(RetCode.INVALID_PARAMS);
        const now = ctx.now();
        const order = await openOrder(ctx, { ...request, code: request.code.trim(), userId: session.userId, source: 'manual' }, now);
        return toLeverOrderNamed(ctx, order, lang, now);
      },
    },

    'lever/myLeverRecord': {
      auth: true,
      fields: {
        status: oneOf(['holding', 'historical'] as const),
        page: optionalInteger(1, 1_000_000),
        pageSize: optionalInteger(1, LEVER_RECORD_PAGING.maxPageSize),
      },
      async handle({ status, page = 1, pageSize = LEVER_RECORD_PAGING.defaultPageSize }, { session, lang }) {
        const now = ctx.now();
        const offset = (page - 1) * pageSize;
        if (status === 'holding') {
          // At most MAX_OPEN_ORDERS leveraged orders plus the IPO holdings: the header is computed from all of them.
          const rows = await ctx.db
            .selectFrom('lever_orders')
            .selectAll()
            .where('user_id', '=', session.userId)
            .where('status', 'in', OPEN_STATUSES)
            .orderBy('id', 'desc')
            .execute();
          const issues = await ipoHoldingIssues(ctx.db, rows);
          return {
            list: await toLeverOrders(ctx, rows.slice(offset, offset + pageSize), lang, now, issues),
            total: rows.length,
            summary: summaryOf(ctx, rows, now, issues),
          };
        }
        const history = ctx.db
          .selectFrom('lever_orders')
          .where('user_id', '=', session.userId)
          .where('status', 'in', ['closed', 'cancelled']);
        const rows = await history.selectAll().orderBy('closed_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offset).execute();
        const totals = await history
          .select([
            sql<number>`count(*)`.as('n'),
            sql<number>`coalesce(sum(close_notional_minor), 0)`.as('marketValue'),
            sql<number>`coalesce(sum(case when status = 'closed' then margin_minor else 0 end), 0)`.as('margin'),
            sql<number>`coalesce(sum(pnl_minor), 0)`.as('pnl'),
            sql<number>`coalesce(sum(case when status = 'closed' then open_fee_minor + spread_fee_minor + close_fee_minor + transaction_tax_minor + stamp_duty_minor + interest_minor + storage_fee_minor else 0 end), 0)`.as(
              'charges',
            ),
          ])
          .executeTakeFirstOrThrow();
        return {
          list: await toLeverOrders(ctx, rows, lang, now),
          total: Number(totals.n),
          summary: {
            marketValue: formatMoney(Number(totals.marketValue)),
            margin: formatMoney(Number(totals.margin)),
            floatingPnl: formatMoney(Number(totals.pnl)),
            totalPnl: formatMoney(Number(totals.pnl) - Number(totals.charges)),
          },
        };
      },
    },

    'lever/overBySelf': {
      auth: true,
      fields: { orderId: requiredInteger(1, ID_MAX), quantity: closeQuantityField, requestId: requestIdField },
      async handle({ orderId, quantity }, { session, lang }) {
        const now = ctx.now();
        // The answer is built and recorded (a replay's answer) in the close's transaction.
        return closeOwnPosition(ctx, session.userId, orderId, quantity, now, async (trx, { closed, remaining }) => {
          const rows = remaining ? [closed, remaining] : [closed];
          const [closedOrder, remainingOrder] = await toLeverOrders(ctx, rows, lang, now, await ipoHoldingIssues(trx, rows));
          return answerInTransaction(trx, { closed: closedOrder, remaining: remaining ? remainingOrder : null });
        });
      },
    },

    'lever/overAll': {
      auth: true,
      fields: { requestId: requestIdField },
      async handle(_request, { session, lang, content }) {
        const now = ctx.now();
        // Every holding in one transaction, the answer recorded in it. A position the market
        // refuses (a closed market) stays open and the answer names it with the reason; an IPO
        // holding awaiting its listing stays open by design and is not named.
        return closeAllOwnPositions(ctx, session.userId, now, async (trx, closedRows, refused) => {
          const issues = await ipoHoldingIssues(trx, [...closedRows, ...refused.map((r) => r.order)]);
          const failed: LeverCloseFailure[] = [];
          for (const { order, failure } of refused) {
            if (failure.retCode === RetCode.ORDER_NOT_HOLDING || (order.source === 'ipo' && !pricedByMarket(order, issues, now))) continue;
            failed.push({
              orderId: order.id,
              code: order.code,
              name: toLeverOrder(ctx, order, lang, now, issues).name,
              retCode: failure.retCode,
              message: messageOf(failure.retCode, content ?? lang),
            });
          }
          return answerInTransaction(trx, { closed: await toLeverOrders(ctx, closedRows, lang, now, issues), failed });
        });
      },
    },

    'lever/cancelOrder': {
      auth: true,
      fields: { orderId: requiredInteger(1, ID_MAX) },
      async handle({ orderId }, { session, lang }) {
        const now = ctx.now();
        const order: LeverOrderRow = await findOwnOrder(ctx.db, session.userId, orderId);
        if (order.status !== 'pending') throw new ApiFailure(RetCode.ORDER_NOT_PENDING);
        await cancelPendingOrder(ctx, order, now);
        return toLeverOrderNamed(ctx, await findOwnOrder(ctx.db, session.userId, orderId), lang, now);
      },
    },

    'lever/updateStop': {
      auth: true,
      fields: { orderId: requiredInteger(1, ID_MAX), stopProfit: stopField, stopLoss: stopField },
      async handle({ orderId, stopProfit, stopLoss }, { session, lang }) {
        const now = ctx.now();
        const order = await updateStops(ctx, session.userId, orderId, { stopProfit, stopLoss });
        return toLeverOrderNamed(ctx, order, lang, now);
      },
    },
  };
}
