// Handlers of the ipo domain's endpoints (its part of the shared contract): the IPO list,
// subscribing, IPO orders and paying them, and AI ordering.
import { AI_ORDERING, IPO_PAGING, IPO_PAYMENT_METHODS } from '@app/shared/constants';
import { IPO_PHASES, type IpoEndpoints, type IpoPhase } from '@app/shared/contracts';
import { formatMoney, usdtToMinor } from '@app/shared/format';
import { sql } from 'kysely';
import type { DomainContext } from '../domain-context';
import type { HandlersOf } from '../http/endpoint';
import { numberText, oneOf, optional, optionalInteger, requiredInteger, requiredText } from '../http/form-fields';
import { activate, aiStatusOf, cancelAiTask, issueActivationCode, requestAiOrder, toAiTask } from './ai';
import { findIssue, findOwnOrder, payBalance, subscribe } from './subscriptions';
import { currentIssues, phaseOf, toIpoIssue, toIpoOrder, toIpoOrderDetail } from './views';
import { answerInTransaction, requestIdField } from '../guards/idempotency';
import { textFor } from '../i18n/request-content';

const ID_MAX = Number.MAX_SAFE_INTEGER;

/** Order of the list without a tab: what can be acted on first. */
const PHASE_ORDER: Record<IpoPhase, number> = { subscribing: 0, upcoming: 1, awaitingListing: 2, listed: 3 };

const COUNTDOWN_NOTICE = {
  en: (n: number) => `The order will be placed in ${n} seconds`,
  zh: (n: number) => `订单将在${n}秒后下单`,
};

const RULE_LINES = {
  en: [
    `AI ordering is limited to ${AI_ORDERING.dailyLimit} times per day per customer (UTC−5 day).`,
    `The amount is between ${AI_ORDERING.totalAmount.min} and ${AI_ORDERING.totalAmount.max} USDT, in steps of ${AI_ORDERING.totalAmount.multipleOf}.`,
    `The order is placed ${AI_ORDERING.countdownSeconds} seconds after you confirm, as a leveraged market order.`,
    `The AI sets stop-profit at +${AI_ORDERING.profitRangePct.max}% and stop-loss at ${AI_ORDERING.profitRangePct.min}% of the amount.`,
    `One activation grants ${AI_ORDERING.usesPerActivation} AI orders.`,
  ],
  zh: [
    `AI下单每位客户每天限${AI_ORDERING.dailyLimit}次（按UTC−5日计）。`,
    `金额为${AI_ORDERING.totalAmount.min}至${AI_ORDERING.totalAmount.max} USDT，且为${AI_ORDERING.totalAmount.multipleOf}的倍数。`,
    `确认后${AI_ORDERING.countdownSeconds}秒以杠杆市价单下单。`,
    `AI将止盈设为金额的+${AI_ORDERING.profitRangePct.max}%，止损设为${AI_ORDERING.profitRangePct.min}%。`,
    `每次激活可使用${AI_ORDERING.usesPerActivation}次AI下单。`,
  ],
};

export function ipoEndpoints(ctx: DomainContext): HandlersOf<IpoEndpoints> {
  /** Shares applied for in the app, per issue. */
  async function appliedByIssue(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db
      .selectFrom('ipo_orders')
      .select(['ipo_id', sql<number>`sum(quantity)`.as('shares')])
      .where('ipo_id', 'in', ids)
      .groupBy('ipo_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.ipo_id), Number(r.shares)]));
  }

  return {
    'product/myIpoList': {
      auth: false,
      fields: {
        phase: optional(oneOf(IPO_PHASES)),
        page: optionalInteger(1, 1_000_000),
        pageSize: optionalInteger(1, IPO_PAGING.maxPageSize),
      },
      async handle({ phase, page = 1, pageSize = IPO_PAGING.defaultPageSize }, { lang }) {
        const now = ctx.now();
        // A few dozen issues at most: phases depend on the clock, so they are sorted here.
        const all = currentIssues(await ctx.db.selectFrom('ipo_issues').selectAll().execute(), now)
          .filter((issue) => !phase || phaseOf(issue, now) === phase)
          .sort(
            (a, b) =>
              PHASE_ORDER[phaseOf(a, now)] - PHASE_ORDER[phaseOf(b, now)] ||
              (phaseOf(a, now) === 'listed' ? b.listing_date - a.listing_date : a.subscribe_start - b.subscribe_start) ||
              a.id - b.id,
          );
        const pageRows = all.slice((page - 1) * pageSize, page * pageSize);
        const applied = await appliedByIssue(pageRows.map((r) => r.id));
        return { list: pageRows.map((issue) => toIpoIssue(issue, lang, now, applied.get(issue.id) ?? 0)), total: all.length };
      },
    },

    'lever/ipo': {
      auth: true,
      fields: {
        requestId: requestIdField,
        ipoId: requiredInteger(1, ID_MAX),
        quantity: numberText,
        paymentMethod: optional(oneOf(IPO_PAYMENT_METHODS)),
      },
      async handle({ ipoId, quantity, paymentMethod = 'full' }, { session, lang }) {
        const now = ctx.now();
        return subscribe(ctx, { userId: session.userId, ipoId, quantity, paymentMethod }, now, (trx, order, issue) =>
          answerInTransaction(trx, toIpoOrder(order, issue, lang)),
        );
      },
    },

    'lever/ipoOrderList': {
      auth: true,
      fields: {
        state: optional(oneOf(['pending', 'bought', 'notWon', 'toPay', 'unpaid'] as const)),
        page: optionalInteger(1, 1_000_000),
        pageSize: optionalInteger(1, IPO_PAGING.maxPageSize),
      },
      async handle({ state, page = 1, pageSize = IPO_PAGING.defaultPageSize }, { session, lang }) {
        let query = ctx.db.selectFrom('ipo_orders').where('user_id', '=', session.userId);
        if (state) query = query.where('state', '=', state);
        const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const rows = await query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute();
        const issueIds = [...new Set(rows.map((r) => r.ipo_id))];
        const issues = issueIds.length === 0 ? [] : await ctx.db.selectFrom('ipo_issues').selectAll().where('id', 'in', issueIds).execute();
        const byId = new Map(issues.map((i) => [i.id, i]));
        return { list: rows.map((row) => toIpoOrder(row, byId.get(row.ipo_id)!, lang)), total: Number(total.n) };
      },
    },

    'lever/ipoOrderDetail': {
      auth: true,
      fields: { orderId: requiredInteger(1, ID_MAX) },
      async handle({ orderId }, { session, lang }) {
        const order = await findOwnOrder(ctx.db, session.userId, orderId);
        return toIpoOrderDetail(order, await findIssue(ctx.db, order.ipo_id), lang, ctx.now());
      },
    },

    'lever/payNoPayIpoOrder': {
      auth: true,
      fields: { orderId: requiredInteger(1, ID_MAX), requestId: requestIdField },
      async handle({ orderId }, { session, lang }) {
        return payBalance(ctx, session.userId, orderId, ctx.now(), (trx, order, issue) =>
          answerInTransaction(trx, toIpoOrder(order, issue, lang)),
        );
      },
    },

    'user/getActiveCode': {
      auth: true,
      fields: {},
      async handle(_request, { session }) {
        const account = await issueActivationCode(ctx.db, session.userId, ctx.now());
        return { activationCode: account.activation_code, issuedAt: account.code_issued_at, claimed: account.activated_at !== null };
      },
    },

    'leverai/activate': {
      auth: true,
      fields: { activationCode: requiredText(32) },
      async handle({ activationCode }, { session, lang }) {
        const now = ctx.now();
        await activate(ctx.db, session.userId, activationCode, now);
        ctx.sockets.pushEvent(session.userId, 'user');
        return aiStatusOf(ctx.db, session.userId, lang, now);
      },
    },

    'leverai/aiStatus': {
      auth: true,
      fields: {},
      async handle(_request, { session, lang }) {
        return aiStatusOf(ctx.db, session.userId, lang, ctx.now());
      },
    },

    'leverai/rule': {
      auth: false,
      fields: {},
      async handle(_request, { lang }) {
        const { totalAmount, profitRangePct } = AI_ORDERING;
        return {
          multiples: [...AI_ORDERING.multiples],
          orderQuantity: { ...AI_ORDERING.orderQuantity },
          profitRange: { min: String(profitRangePct.min), max: String(profitRangePct.max) },
          totalAmount: {
            min: formatMoney(usdtToMinor(totalAmount.min)),
            max: formatMoney(usdtToMinor(totalAmount.max)),
            multipleOf: formatMoney(usdtToMinor(totalAmount.multipleOf)),
          },
          countdownSeconds: AI_ORDERING.countdownSeconds,
          dailyLimit: AI_ORDERING.dailyLimit,
          usesPerActivation: AI_ORDERING.usesPerActivation,
          products: [...AI_ORDERING.products],
          rules: RULE_LINES.en.map((en, i) => textFor({ en, zh: RULE_LINES.zh[i] }, lang)),
        };
      },
    },

    'leverai/aiPlaceOrder': {
      auth: true,
      fields: { amount: numberText, multiple: requiredInteger(0, 1_000_000), requestId: requestIdField },
      async handle({ amount, multiple }, { session, lang }) {
        const n = AI_ORDERING.countdownSeconds;
        return requestAiOrder(ctx, session.userId, { amount, multiple }, ctx.now(), (trx, task) =>
          answerInTransaction(trx, {
            task: toAiTask(task, lang),
            countdownSeconds: n,
            notice: textFor({ en: COUNTDOWN_NOTICE.en(n), zh: COUNTDOWN_NOTICE.zh(n) }, lang),
          }),
        );
      },
    },

    'leverai/cancelTask': {
      auth: true,
      fields: { taskId: requiredInteger(1, ID_MAX) },
      async handle({ taskId }, { session, lang }) {
        return toAiTask(await cancelAiTask(ctx, session.userId, taskId, ctx.now()), lang);
      },
    },
  };
}
