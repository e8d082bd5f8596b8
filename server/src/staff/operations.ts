// The operations calls (role `operations`): IPO issues set up by staff — list, create, change while
// that is safe, their applications, the lottery now once its time has passed — and pausing a
// product from trading. The customer app shows a staff issue through the same views as a seeded
// one (ipo/views.ts), and the server's IPO jobs run its lottery, payment deadline and listing at
// their times (ipo/jobs.ts) with the same code as every other issue. Every change is audited.
// docs/back-office.md has the calls and the rules.
import {
  STAFF_RET_CODES,
  type StaffIpoDraft,
  type StaffIpoIssue,
  type StaffIpoSubscription,
  type StaffOperationsCalls,
  type StaffProduct,
  type StaffRole,
} from '@app/shared/staff';
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { RetCode } from '@app/shared/contracts';
import { readNumberInput } from '@app/shared/domain/number-input';
import { formatMoney } from '@app/shared/format';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import {
  numberText,
  oneOf,
  optional,
  optionalInteger,
  optionalNumberText,
  optionalText,
  requiredInteger,
  requiredText,
  type FieldReader,
} from '../http/form-fields';
import { phaseOf } from '../ipo/views';
import { runLottery, type IpoIssueRow } from '../ipo/subscriptions';
import { EXCHANGES } from '../market/exchanges';
import type { MarketSimulator } from '../market/simulator';
import type { SocketHub } from '../ws/socket-hub';
import type { StaffCallContext, StaffEndpoint, StaffSignedInContext } from './api';
import { audit, fail, signedIn } from './endpoints';

export interface OperationsDependencies {
  db: Kysely<Database>;
  /** The market: which products exist (to pause one, to keep an IPO's code free). */
  market: Pick<MarketSimulator, 'listing' | 'listings'>;
  /** The customers' open apps hear of a lottery run from here ('ipo', 'balance', 'orders'). */
  sockets: SocketHub;
}

type Calls = StaffOperationsCalls;
type Call<P extends keyof Calls> = StaffEndpoint<Calls[P]['request']> & {
  handle(request: Calls[P]['request'], context: StaffCallContext | StaffSignedInContext): Promise<Calls[P]['answer']>;
};
export type OperationsEndpoints = { [P in keyof Calls]: Call<P> };

const OPERATIONS: readonly StaffRole[] = ['operations'];
const ID_MAX = Number.MAX_SAFE_INTEGER;
const ISSUES_PAGE = 50;
const SUBSCRIPTIONS_PAGE = 50;
const PRODUCTS_PAGE = 100;
const C = STAFF_RET_CODES;

/** Caps that keep every amount (shares × price) a safe integer of minor units. */
const MAX_PRICE_MINOR = 1_000_000_00;
const MAX_LOT_SHARES = 10_000_000;
const MAX_ISSUED_SHARES = 1_000_000_000_000;
const CODE_SHAPE = /^[A-Z0-9]{1,12}$/;

// ── IPO issues ────────────────────────────────────────────────────────────────────────────────

/** An issue's row values as ops/ipoCreate and ops/ipoUpdate write them. */
type IssueValues = Pick<
  IpoIssueRow,
  | 'code'
  | 'name_en'
  | 'name_zh'
  | 'name_ja'
  | 'description_en'
  | 'description_zh'
  | 'description_ja'
  | 'market'
  | 'exchange'
  | 'underwriting_price_minor'
  | 'price_low_minor'
  | 'price_high_minor'
  | 'first_day_close_minor'
  | 'min_subscription'
  | 'max_subscription'
  | 'total_issued'
  | 'public_demand'
  | 'subscribe_start'
  | 'subscribe_end'
  | 'lottery_at'
  | 'listing_date'
>;

/** A price by the one number rule: above zero, whole cents. */
function readPrice(text: string): number {
  const minor = readNumberInput(text, 2);
  return typeof minor === 'number' && minor > 0 && minor <= MAX_PRICE_MINOR ? minor : fail(C.OPS_IPO_PRICE_INVALID);
}

/** A number of shares by the one number rule: whole, above zero (or zero where allowed). */
function readShares(text: string, max: number, allowZero = false): number {
  const shares = readNumberInput(text, 0);
  return typeof shares === 'number' && shares <= max && (allowZero ? shares >= 0 : shares > 0) ? shares : fail(C.OPS_IPO_QUANTITY_INVALID);
}

const optionalJa = (text: string | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The row values of a draft, every rule checked in the order a form shows them; the first broken
 * one answers. `startMustBeFuture`: the subscription has not opened (a new issue, or a change
 * before the window opens).
 */
function readDraft(draft: StaffIpoDraft, now: number, startMustBeFuture: boolean): IssueValues {
  const code = draft.code.trim().toUpperCase();
  if (!CODE_SHAPE.test(code)) fail(C.OPS_IPO_CODE_INVALID);
  const texts = [draft.nameEn, draft.nameZh, draft.descriptionEn, draft.descriptionZh].map((t) => t.trim());
  if (texts.some((t) => t === '')) fail(C.OPS_IPO_TEXT_REQUIRED);
  const [nameEn, nameZh, descriptionEn, descriptionZh] = texts;
  const market = draft.market.trim().toUpperCase();
  const exchange = draft.exchange.trim().toUpperCase();
  if (!EXCHANGES.some((e) => e.code === exchange && e.country === market)) fail(C.OPS_IPO_EXCHANGE_INVALID);

  const price = readPrice(draft.underwritingPrice);
  const low = readPrice(draft.priceRangeLow);
  const high = readPrice(draft.priceRangeHigh);
  const listingPrice = draft.listingPrice === undefined ? price : readPrice(draft.listingPrice);
  if (!(low <= price && price <= high)) fail(C.OPS_IPO_PRICE_RANGE);

  const lot = readShares(draft.lotSize, MAX_LOT_SHARES);
  const maxSubscription = readShares(draft.maxSubscription, MAX_LOT_SHARES);
  const totalIssued = readShares(draft.totalIssued, MAX_ISSUED_SHARES);
  const publicDemand = draft.publicDemand === undefined ? 0 : readShares(draft.publicDemand, MAX_ISSUED_SHARES * 100, true);
  if (totalIssued % lot !== 0 || maxSubscription % lot !== 0 || maxSubscription > totalIssued) fail(C.OPS_IPO_NOT_LOT_MULTIPLE);

  const { subscribeStart, subscribeEnd, lotteryAt, listingDate } = draft;
  if (!(subscribeStart < subscribeEnd && subscribeEnd <= lotteryAt && lotteryAt < listingDate)) fail(C.OPS_IPO_DATES_ORDER);
  if (startMustBeFuture && subscribeStart <= now) fail(C.OPS_IPO_START_PASSED);

  return {
    code,
    name_en: nameEn,
    name_zh: nameZh,
    name_ja: optionalJa(draft.nameJa),
    description_en: descriptionEn,
    description_zh: descriptionZh,
    description_ja: optionalJa(draft.descriptionJa),
    market,
    exchange,
    underwriting_price_minor: price,
    price_low_minor: low,
    price_high_minor: high,
    first_day_close_minor: listingPrice,
    min_subscription: lot,
    max_subscription: maxSubscription,
    total_issued: totalIssued,
    public_demand: publicDemand,
    subscribe_start: subscribeStart,
    subscribe_end: subscribeEnd,
    lottery_at: lotteryAt,
    listing_date: listingDate,
  };
}

/** An issue as a draft (what ops/ipoUpdate merges its changes into). */
function draftOf(issue: IpoIssueRow): StaffIpoDraft {
  return {
    code: issue.code,
    nameEn: issue.name_en,
    nameZh: issue.name_zh,
    nameJa: issue.name_ja ?? undefined,
    descriptionEn: issue.description_en,
    descriptionZh: issue.description_zh,
    descriptionJa: issue.description_ja ?? undefined,
    market: issue.market,
    exchange: issue.exchange,
    underwritingPrice: formatMoney(Number(issue.underwriting_price_minor)),
    priceRangeLow: formatMoney(Number(issue.price_low_minor)),
    priceRangeHigh: formatMoney(Number(issue.price_high_minor)),
    listingPrice: formatMoney(Number(issue.first_day_close_minor)),
    lotSize: String(issue.min_subscription),
    maxSubscription: String(issue.max_subscription),
    totalIssued: String(issue.total_issued),
    publicDemand: String(issue.public_demand),
    subscribeStart: Number(issue.subscribe_start),
    subscribeEnd: Number(issue.subscribe_end),
    lotteryAt: Number(issue.lottery_at),
    listingDate: Number(issue.listing_date),
  };
}

/** The fields ops/ipoUpdate may still change once the subscription has opened (until the listing). */
const LATE_FIELDS: ReadonlySet<keyof StaffIpoDraft> = new Set([
  'nameEn',
  'nameZh',
  'nameJa',
  'descriptionEn',
  'descriptionZh',
  'descriptionJa',
  'listingPrice',
]);

interface IssueStats {
  subscribers: number;
  shares: number;
  allotted: number;
}

async function statsOf(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, IssueStats>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('ipo_orders')
    .select([
      'ipo_id',
      sql<number>`count(*)`.as('subscribers'),
      sql<number>`coalesce(sum(quantity), 0)`.as('shares'),
      sql<number>`coalesce(sum(allotted_quantity), 0)`.as('allotted'),
    ])
    .where('ipo_id', 'in', ids)
    .groupBy('ipo_id')
    .execute();
  return new Map(
    rows.map((r) => [Number(r.ipo_id), { subscribers: Number(r.subscribers), shares: Number(r.shares), allotted: Number(r.allotted) }]),
  );
}

function toStaffIssue(issue: IpoIssueRow, stats: IssueStats | undefined, now: number): StaffIpoIssue {
  const price = Number(issue.underwriting_price_minor);
  const shares = stats?.shares ?? 0;
  const listingDate = Number(issue.listing_date);
  const subscribeStart = Number(issue.subscribe_start);
  return {
    id: issue.id,
    code: issue.code,
    name: { en: issue.name_en, zh: issue.name_zh, ja: issue.name_ja },
    description: { en: issue.description_en, zh: issue.description_zh, ja: issue.description_ja },
    market: issue.market,
    exchange: issue.exchange,
    underwritingPrice: formatMoney(price),
    priceRangeLow: formatMoney(Number(issue.price_low_minor)),
    priceRangeHigh: formatMoney(Number(issue.price_high_minor)),
    listingPrice: formatMoney(Number(issue.first_day_close_minor)),
    lotSize: issue.min_subscription,
    maxSubscription: issue.max_subscription,
    totalIssued: Number(issue.total_issued),
    publicDemand: Number(issue.public_demand),
    subscribeStart,
    subscribeEnd: Number(issue.subscribe_end),
    lotteryAt: Number(issue.lottery_at),
    listingDate,
    phase: phaseOf(issue, now),
    lotteryDoneAt: issue.lottery_done_at === null ? null : Number(issue.lottery_done_at),
    issueResult: issue.issue_result,
    origin: issue.origin,
    subscribers: stats?.subscribers ?? 0,
    subscribedShares: shares,
    subscribedAmount: formatMoney(shares * price),
    allottedShares: stats?.allotted ?? 0,
    editable: now >= listingDate ? 'none' : now >= subscribeStart ? 'textsAndListingPrice' : 'all',
    createdAt: Number(issue.created_at),
  };
}

async function issueById(db: Kysely<Database> | Transaction<Database>, id: number): Promise<IpoIssueRow> {
  const row = await db.selectFrom('ipo_issues').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? fail(RetCode.IPO_NOT_FOUND);
}

async function staffIssue(db: Kysely<Database>, id: number, now: number): Promise<StaffIpoIssue> {
  const row = await issueById(db, id);
  return toStaffIssue(row, (await statsOf(db, [id])).get(id), now);
}

// ── Products ──────────────────────────────────────────────────────────────────────────────────

interface PauseRow {
  paused: number;
  reason: string;
  changed_at: number;
  changed_by_login: string;
}

function toStaffProduct(
  listing: { code: string; type: string; name: { en: string; zh: string }; country: string; exchange: string },
  pause: PauseRow | undefined,
  lang: 'en' | 'zh',
): StaffProduct {
  return {
    code: listing.code,
    name: listing.name[lang],
    type: listing.type === 'etf' ? 'etf' : 'stock',
    market: listing.country,
    exchange: listing.exchange,
    paused: pause?.paused === 1,
    reason: pause ? pause.reason || null : null,
    changedAt: pause ? Number(pause.changed_at) : null,
    changedBy: pause?.changed_by_login ?? null,
  };
}

const isTradable = (type: string) => type === 'stock' || type === 'etf';

// ── The calls ─────────────────────────────────────────────────────────────────────────────────

const textField = (max: number): FieldReader<string> => requiredText(max);
/** Japanese text of an update: absent keeps it, empty removes it. */
const jaField =
  (max: number): FieldReader<string | undefined> =>
  (raw) =>
    raw === undefined ? undefined : requiredText(max)(raw);
const timeField = requiredInteger(0, ID_MAX);

export function operationsEndpoints(deps: OperationsDependencies): OperationsEndpoints {
  const { db, market, sockets } = deps;

  /** The code is free for a new issue: no product of the market, no other issue has it. */
  async function checkCodeFree(code: string, exceptIssueId: number | null): Promise<void> {
    if (market.listing(code)) fail(C.OPS_IPO_CODE_TAKEN);
    let query = db.selectFrom('ipo_issues').select('id').where('code', '=', code);
    if (exceptIssueId !== null) query = query.where('id', '<>', exceptIssueId);
    if (await query.limit(1).executeTakeFirst()) fail(C.OPS_IPO_CODE_TAKEN);
  }

  /** Every stock and ETF of the market: the catalogue's, then the issues that have listed since. */
  async function marketProducts(now: number) {
    const products = market.listings().filter((l) => isTradable(l.type));
    const known = new Set(products.map((p) => p.code));
    const listedIssues = await db
      .selectFrom('ipo_issues')
      .select('code')
      .where('listing_date', '<=', now)
      .groupBy('code')
      .orderBy('code')
      .execute();
    for (const { code } of listedIssues) {
      const listing = market.listing(code);
      if (listing && !known.has(code) && isTradable(listing.type)) {
        known.add(code);
        products.push(listing);
      }
    }
    return products;
  }

  return {
    'ops/ipoList': {
      access: OPERATIONS,
      fields: { page: optionalInteger(1, 100_000) },
      async handle({ page = 1 }, { now }) {
        const total = await db
          .selectFrom('ipo_issues')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const rows = await db
          .selectFrom('ipo_issues')
          .selectAll()
          .orderBy('subscribe_start', 'desc')
          .orderBy('id', 'desc')
          .limit(ISSUES_PAGE)
          .offset((page - 1) * ISSUES_PAGE)
          .execute();
        const stats = await statsOf(
          db,
          rows.map((r) => r.id),
        );
        return { list: rows.map((r) => toStaffIssue(r, stats.get(r.id), now)), total: Number(total.n) };
      },
    },

    'ops/ipoCreate': {
      access: OPERATIONS,
      fields: {
        code: textField(32),
        nameEn: textField(128),
        nameZh: textField(128),
        nameJa: optionalText(128),
        descriptionEn: textField(1000),
        descriptionZh: textField(1000),
        descriptionJa: optionalText(1000),
        market: textField(8),
        exchange: textField(16),
        underwritingPrice: numberText,
        priceRangeLow: numberText,
        priceRangeHigh: numberText,
        listingPrice: optionalNumberText,
        lotSize: numberText,
        maxSubscription: numberText,
        totalIssued: numberText,
        publicDemand: optionalNumberText,
        subscribeStart: timeField,
        subscribeEnd: timeField,
        lotteryAt: timeField,
        listingDate: timeField,
      },
      async handle(draft, context) {
        const { now } = context;
        const values = readDraft(draft, now, true);
        await checkCodeFree(values.code, null);
        try {
          const row = await db.transaction().execute(async (trx) => {
            const inserted = await trx
              .insertInto('ipo_issues')
              .values({
                ...values,
                origin: 'staff',
                // Its own seed: the same issue always draws the same winners (lottery.ts).
                lottery_seed: randomInt(0x1_0000_0000),
                lottery_done_at: null,
                issue_result: null,
                created_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await audit(trx, context, signedIn(context), {
              action: 'ipo-create',
              targetType: 'ipo',
              targetId: inserted.id,
              after: toStaffIssue(inserted, undefined, now),
            });
            return inserted;
          });
          return toStaffIssue(row, undefined, now);
        } catch (err) {
          // Two creations of one code at the same moment: the staff issues' unique code (migration 0923).
          if (isUniqueViolation(err)) fail(C.OPS_IPO_CODE_TAKEN);
          throw err;
        }
      },
    },

    'ops/ipoUpdate': {
      access: OPERATIONS,
      fields: {
        issueId: requiredInteger(1, ID_MAX),
        code: optionalText(32),
        nameEn: optionalText(128),
        nameZh: optionalText(128),
        nameJa: jaField(128),
        descriptionEn: optionalText(1000),
        descriptionZh: optionalText(1000),
        descriptionJa: jaField(1000),
        market: optionalText(8),
        exchange: optionalText(16),
        underwritingPrice: optionalNumberText,
        priceRangeLow: optionalNumberText,
        priceRangeHigh: optionalNumberText,
        listingPrice: optionalNumberText,
        lotSize: optionalNumberText,
        maxSubscription: optionalNumberText,
        totalIssued: optionalNumberText,
        publicDemand: optionalNumberText,
        subscribeStart: optionalInteger(0, ID_MAX),
        subscribeEnd: optionalInteger(0, ID_MAX),
        lotteryAt: optionalInteger(0, ID_MAX),
        listingDate: optionalInteger(0, ID_MAX),
      },
      async handle({ issueId, ...changes }, context) {
        const { now } = context;
        const issue = await issueById(db, issueId);
        if (now >= Number(issue.listing_date)) fail(C.OPS_IPO_LISTED);
        const changed = (Object.keys(changes) as (keyof StaffIpoDraft)[]).filter((k) => changes[k] !== undefined);
        if (changed.length === 0) return staffIssue(db, issue.id, now);
        const opened = now >= Number(issue.subscribe_start);
        // Once customers may have applied, what they applied for (price, lots, dates, code) stays.
        if (opened && changed.some((k) => !LATE_FIELDS.has(k))) fail(C.OPS_IPO_LOCKED);
        const before = draftOf(issue);
        const values = readDraft({ ...before, ...changes }, now, !opened);
        if (!opened && values.code !== issue.code) await checkCodeFree(values.code, issue.id);
        const updated = await db.transaction().execute(async (trx) => {
          // The conditional update: a change of everything only while the window is still closed,
          // of the texts and listing price only before the listing.
          const result = await trx
            .updateTable('ipo_issues')
            .set(values)
            .where('id', '=', issue.id)
            .where(opened ? 'listing_date' : 'subscribe_start', '>', now)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) return null;
          const after = draftOf(await issueById(trx, issue.id));
          await audit(trx, context, signedIn(context), {
            action: 'ipo-update',
            targetType: 'ipo',
            targetId: issue.id,
            before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
            after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
          });
          return true;
        });
        if (!updated) fail(opened ? C.OPS_IPO_LISTED : C.OPS_IPO_LOCKED);
        return staffIssue(db, issue.id, now);
      },
    },

    'ops/ipoSubscriptions': {
      access: OPERATIONS,
      fields: { issueId: requiredInteger(1, ID_MAX), page: optionalInteger(1, 100_000) },
      async handle({ issueId, page = 1 }, { now }) {
        const issue = await staffIssue(db, issueId, now);
        const rows = await db
          .selectFrom('ipo_orders as o')
          .innerJoin('users as u', 'u.id', 'o.user_id')
          .select([
            'o.id',
            'u.uid',
            'u.account',
            'o.quantity',
            'o.payment_method',
            'o.amount_minor',
            'o.frozen_minor',
            'o.state',
            'o.allotted_quantity',
            'o.allotted_amount_minor',
            'o.paid_minor',
            'o.due_minor',
            'o.pay_deadline',
            'o.subscribed_at',
            'o.drawn_at',
          ])
          .where('o.ipo_id', '=', issueId)
          .orderBy('o.id')
          .limit(SUBSCRIPTIONS_PAGE)
          .offset((page - 1) * SUBSCRIPTIONS_PAGE)
          .execute();
        // What came back to each customer: the ledger's own rows (released at the lottery, refunded at a lapse).
        const refunds =
          rows.length === 0
            ? []
            : await db
                .selectFrom('ledger')
                .select(['ref_id', sql<number>`coalesce(sum(available_delta_minor), 0)`.as('refunded')])
                .where('ref_type', '=', 'ipo_order')
                .where(
                  'ref_id',
                  'in',
                  rows.map((r) => String(r.id)),
                )
                .where('kind', 'in', ['ipo_release', 'ipo_refund'])
                .groupBy('ref_id')
                .execute();
        const refunded = new Map(refunds.map((r) => [r.ref_id, Number(r.refunded)]));
        const list: StaffIpoSubscription[] = rows.map((r) => ({
          orderId: r.id,
          orderNo: `IPO${String(r.id).padStart(8, '0')}`,
          uid: r.uid,
          account: r.account,
          quantity: r.quantity,
          paymentMethod: r.payment_method,
          amount: formatMoney(Number(r.amount_minor)),
          frozen: formatMoney(Number(r.frozen_minor)),
          state: r.state,
          allottedQuantity: r.allotted_quantity,
          allottedAmount: formatMoney(Number(r.allotted_amount_minor)),
          paid: formatMoney(Number(r.paid_minor)),
          due: formatMoney(Number(r.due_minor)),
          payDeadline: r.pay_deadline === null ? null : Number(r.pay_deadline),
          refunded: formatMoney(refunded.get(String(r.id)) ?? 0),
          subscribedAt: Number(r.subscribed_at),
          drawnAt: r.drawn_at === null ? null : Number(r.drawn_at),
        }));
        return { issue, list, total: issue.subscribers };
      },
    },

    'ops/ipoRunLottery': {
      access: OPERATIONS,
      fields: { issueId: requiredInteger(1, ID_MAX) },
      async handle({ issueId }, context) {
        const { now } = context;
        const issue = await issueById(db, issueId);
        if (issue.lottery_done_at === null && now < Number(issue.lottery_at)) fail(C.OPS_LOTTERY_NOT_DUE);
        // The lottery's own claim (a conditional update in its transaction) lets one run settle the
        // issue; any other call, or the server's job, finds it drawn and changes nothing.
        const ran =
          issue.lottery_done_at === null &&
          (await runLottery({ db, sockets }, issue, now, (trx) =>
            audit(trx, context, signedIn(context), {
              action: 'ipo-lottery-run',
              targetType: 'ipo',
              targetId: issue.id,
              before: { lotteryAt: Number(issue.lottery_at), lotteryDoneAt: null },
              after: { lotteryDoneAt: now },
            }),
          ));
        return { ran, issue: await staffIssue(db, issueId, now) };
      },
    },

    'ops/products': {
      access: OPERATIONS,
      fields: { search: optionalText(64), paused: optional(oneOf(['on', 'off'] as const)), page: optionalInteger(1, 100_000) },
      async handle({ search, paused, page = 1 }, { now, lang }) {
        const pauses = new Map((await db.selectFrom('product_pauses').selectAll().execute()).map((p) => [p.code, p] as const));
        const needle = search?.trim().toLowerCase() ?? '';
        const list = (await marketProducts(now))
          .filter((l) => [l.code, l.name.en, l.name.zh].some((text) => text.toLowerCase().includes(needle)))
          .map((listing) => toStaffProduct(listing, pauses.get(listing.code), lang))
          .filter((p) => paused === undefined || p.paused === (paused === 'on'));
        return { list: list.slice((page - 1) * PRODUCTS_PAGE, page * PRODUCTS_PAGE), total: list.length };
      },
    },

    'ops/pauseProduct': {
      access: OPERATIONS,
      fields: { code: textField(32), paused: oneOf(['on', 'off'] as const), reason: optionalText(255) },
      async handle({ code, paused, reason }, context) {
        const { now, lang } = context;
        const listing = market.listing(code.trim());
        if (!listing || !isTradable(listing.type)) return fail(C.OPS_PRODUCT_NOT_FOUND);
        const member = signedIn(context);
        const text = (reason ?? '').trim();
        const on = paused === 'on' ? 1 : 0;
        await db.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('product_pauses').selectAll().where('code', '=', listing.code).executeTakeFirst();
          const row = { paused: on, reason: text, changed_at: now, changed_by: member.id, changed_by_login: member.login };
          await trx
            .insertInto('product_pauses')
            .values({ code: listing.code, ...row })
            .onConflict((oc) => oc.column('code').doUpdateSet(row))
            .execute();
          await audit(trx, context, member, {
            action: on ? 'product-pause' : 'product-resume',
            targetType: 'product',
            targetId: listing.code,
            before: { paused: before?.paused === 1, reason: before ? before.reason || null : null },
            after: { paused: on === 1, reason: text || null },
          });
        });
        const pause = await db.selectFrom('product_pauses').selectAll().where('code', '=', listing.code).executeTakeFirst();
        return toStaffProduct(listing, pause, lang);
      },
    },
  };
}
