// funds/list, funds/detail, funds/buy, funds/myOrders.
import { FundOrderStatus, WALLET_RET_CODES as C, type WalletEndpoints } from '@app/shared/contracts';
import type { HandlersOf } from '../http/endpoint';
import { ApiFailure } from '../http/envelope';
import { requiredInteger, numberText } from '../http/form-fields';
import { withBalanceCheck, type WalletDeps } from './deps';
import { pageWindow, paging } from './fields';
import { contentOf } from '../i18n/language';
import { rowText } from '../content/localize';
import { DAY_MS, incomeOf, toFundDetail, toFundOrder, toFundSummary } from './funds';
import { applyBalanceChange, lockUserFunds } from './ledger';
import { answerInTransaction, requestIdField } from '../guards/idempotency';
import { readInvestment } from './amounts';

type Paths = 'funds/list' | 'funds/detail' | 'funds/buy' | 'funds/myOrders';

export function fundEndpoints(deps: WalletDeps): HandlersOf<Pick<WalletEndpoints, Paths>> {
  const { db } = deps;
  const activeFunds = () => db.selectFrom('funds').selectAll().where('active', '=', 1);
  return {
    'funds/list': {
      auth: false,
      fields: {},
      async handle(_request, context) {
        const lang = contentOf(context);
        const rows = await activeFunds().orderBy('sort').orderBy('id').execute();
        return rows.map((r) => toFundSummary(r, lang));
      },
    },

    'funds/detail': {
      auth: false,
      fields: { id: requiredInteger(1, Number.MAX_SAFE_INTEGER) },
      async handle({ id }, context) {
        const lang = contentOf(context);
        const row = await activeFunds().where('id', '=', id).executeTakeFirst();
        if (!row) throw new ApiFailure(C.FUND_NOT_FOUND);
        return toFundDetail(row, lang);
      },
    },

    'funds/buy': {
      auth: true,
      fields: { fundId: requiredInteger(1, Number.MAX_SAFE_INTEGER), amount: numberText, requestId: requestIdField },
      async handle({ fundId, amount }, context) {
        const { session, lang } = context;
        const now = deps.now();
        const fund = await activeFunds().where('id', '=', fundId).executeTakeFirst();
        if (!fund) throw new ApiFailure(C.FUND_NOT_FOUND);
        const minor = readInvestment(amount);
        const title = rowText(fund.title_en, fund.title_zh, contentOf(context));
        const order = await withBalanceCheck(() =>
          db.transaction().execute(async (trx) => {
            await lockUserFunds(trx, session.userId, now);
            const row = await trx
              .insertInto('fund_orders')
              .values({
                user_id: session.userId,
                fund_id: fund.id,
                amount_minor: minor,
                rate_bp: fund.rate_bp,
                term_days: fund.term_days,
                income_minor: incomeOf(minor, fund.rate_bp, fund.term_days),
                status: FundOrderStatus.HOLDING,
                created_at: now,
                matures_at: now + fund.term_days * DAY_MS,
                settled_at: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await applyBalanceChange(
              trx,
              {
                userId: session.userId,
                account: 'coin',
                availableDelta: -minor,
                kind: 'fund_purchase',
                ref: { type: 'fund_order', id: row.id },
              },
              now,
            );
            return answerInTransaction(trx, toFundOrder(row, title, lang));
          }),
        );
        deps.sockets.pushEvent(session.userId, 'balance');
        return order;
      },
    },

    'funds/myOrders': {
      auth: true,
      fields: paging,
      async handle({ page, pageSize }, context) {
        const { session, lang } = context;
        const { limit, offset } = pageWindow(page, pageSize);
        const query = db.selectFrom('fund_orders as o').where('o.user_id', '=', session.userId);
        const [rows, count] = await Promise.all([
          query
            .innerJoin('funds as f', 'f.id', 'o.fund_id')
            .selectAll('o')
            .select(['f.title_en', 'f.title_zh'])
            .orderBy('o.id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
          query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ]);
        return { list: rows.map((r) => toFundOrder(r, rowText(r.title_en, r.title_zh, contentOf(context)), lang)), total: Number(count.n) };
      },
    },
  };
}
