// Wealth-management products (docs/product.md §2 fund list, detail and order; §6 withdrawal cap). A purchase
// takes the principal from the coin wallet; at maturity the principal and the income return to it.
import { FUND_INVESTMENT } from '@app/shared/constants';
import { FundOrderStatus, type FundDetail, type FundOrder, type FundSummary } from '@app/shared/contracts';
import { divideRounded, formatDecimal, formatMoney, usdtToMinor } from '@app/shared/format';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { asContentLanguage, type ContentLanguage, type Language } from '../i18n/language';
import { rowText } from '../content/localize';
import { fundOrderStatusText } from './labels';
import { applyBalanceChange, lockUserFunds } from './ledger';
import { orderNo } from './order-no';
import type { FundOrdersTable, FundsTable } from './schema';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Simple interest for the term: amount × rate × days / 365, rounded down to the cent. */
export function incomeOf(amountMinor: number, rateBp: number, termDays: number): number {
  return divideRounded(amountMinor * rateBp * termDays, 10_000 * 365, 'down');
}

function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function toFundSummary(row: Selectable<FundsTable>, language: Language | ContentLanguage): FundSummary {
  const lang = asContentLanguage(language);
  const enTags = parseTags(row.tags_en);
  const zhTags = parseTags(row.tags_zh);
  return {
    id: row.id,
    code: row.code,
    title: rowText(row.title_en, row.title_zh, lang),
    percent: formatDecimal(row.rate_bp, 2),
    tags:
      enTags.length === zhTags.length
        ? enTags.map((en, i) => rowText(en, zhTags[i], lang))
        : parseTags(lang === 'en' || lang === 'ja' ? row.tags_en : row.tags_zh),
    manager: {
      name: rowText(row.manager_name_en, row.manager_name_zh, lang),
      years: row.manager_years,
      earnings: formatDecimal(row.manager_earnings_bp, 2),
    },
    termDays: row.term_days,
    minAmount: formatMoney(usdtToMinor(FUND_INVESTMENT.min)),
    maxAmount: formatMoney(usdtToMinor(FUND_INVESTMENT.max)),
    step: formatMoney(usdtToMinor(FUND_INVESTMENT.step)),
  };
}

export function toFundDetail(row: Selectable<FundsTable>, language: Language | ContentLanguage): FundDetail {
  const lang = asContentLanguage(language);
  return { ...toFundSummary(row, lang), description: rowText(row.description_en, row.description_zh, lang), riskLevel: row.risk_level };
}

export function toFundOrder(row: Selectable<FundOrdersTable>, fundTitle: string, lang: Language): FundOrder {
  const createdAt = Number(row.created_at);
  return {
    id: row.id,
    orderNo: orderNo('F', row.id, createdAt),
    fundId: row.fund_id,
    fundTitle,
    amount: formatMoney(Number(row.amount_minor)),
    percent: formatDecimal(row.rate_bp, 2),
    termDays: row.term_days,
    expectedIncome: formatMoney(Number(row.income_minor)),
    status: row.status as FundOrder['status'],
    statusText: fundOrderStatusText(row.status, lang),
    createdAt,
    maturesAt: Number(row.matures_at),
  };
}

/** Pays back every order due at `now`: principal and income as two ledger rows. Returns the users paid. */
export async function matureFundOrders(db: Kysely<Database>, now: number): Promise<number[]> {
  const due = await db
    .selectFrom('fund_orders')
    .select(['id', 'user_id'])
    .where('status', '=', FundOrderStatus.HOLDING)
    .where('matures_at', '<=', now)
    .orderBy('id')
    .execute();
  const paid: number[] = [];
  for (const { id, user_id: owner } of due) {
    const userId = await db.transaction().execute(async (trx) => {
      await lockUserFunds(trx, owner, now);
      const row = await trx
        .updateTable('fund_orders')
        .set({ status: FundOrderStatus.MATURED, settled_at: now })
        .where('id', '=', id)
        .where('status', '=', FundOrderStatus.HOLDING)
        .returning(['user_id', 'amount_minor', 'income_minor'])
        .executeTakeFirst();
      if (!row) return null;
      const ref = { type: 'fund_order', id };
      await applyBalanceChange(
        trx,
        { userId: row.user_id, account: 'coin', availableDelta: Number(row.amount_minor), kind: 'fund_redemption', ref },
        now,
      );
      await applyBalanceChange(
        trx,
        { userId: row.user_id, account: 'coin', availableDelta: Number(row.income_minor), kind: 'fund_income', ref },
        now,
      );
      return row.user_id;
    });
    if (userId !== null) paid.push(userId);
  }
  return paid;
}
