// The operations calls over signed HTTP as an operations member makes them: IPO issues set up by
// staff (validated with translated messages), shown to customers exactly like the seeded ones,
// subscribed to, drawn by the server's job at the lottery time and only once however many
// ops/ipoRunLottery calls race it, with exact allotments and refunds; changes only while they are
// safe; pausing a product (new orders refused with a translated message, closes allowed, on every
// instance over the same database); and the switch that keeps the IPO demo cycle off.
import { IPO_PAYMENT } from '@app/shared/constants';
import {
  RetCode,
  type IpoIssue,
  type IpoListResponse,
  type IpoOrder,
  type IpoOrderDetail,
  type LeverBuyInfo,
  type LeverCloseResponse,
  type LeverOrder,
} from '@app/shared/contracts';
import { formatMoney } from '@app/shared/format';
import { STAFF_RET_CODES, type StaffIpoIssue, type StaffIpoSubscription, type StaffProduct, type StaffRole } from '@app/shared/staff';
import { runIpoJobs } from '../src/ipo/jobs';
import { drawLottery } from '../src/ipo/lottery';
import { frozenFor } from '../src/ipo/subscriptions';
import { monitorPositions } from '../src/trade/jobs';
import { call, startTestProvider } from './helpers/test-provider';
import { staffCall, staffMember, type StaffUser } from './helpers/staff-fixtures';
import {
  as,
  newTrader,
  requestId,
  startTradingProvider,
  stockBalances,
  unexplained,
  type Trader,
  type TradingProvider,
} from './helpers/trade-fixtures';

jest.setTimeout(120_000);

const SECOND = 1000;
const MINUTE = 60 * SECOND;

let tp: TradingProvider & { staffUrl: string };
let operator: StaffUser;
beforeAll(async () => {
  tp = (await startTradingProvider({ STAFF_PORT: '0', STAFF_OPERATIONS: 'on', REVIEW_DELAY_MS: '0' })) as typeof tp;
  tp.market.open = true;
  operator = await staffMember(tp, ['operations'], 'ops');
});
afterAll(() => tp.close());

let lastTime = 0;
/** A signed staff call at the provider's clock (a test moves it), each after the previous one. */
function staff<T = unknown>(member: StaffUser, path: string, fields: Record<string, string> = {}, lang?: string) {
  lastTime = Math.max(tp.clock.now, lastTime + 1);
  return staffCall<T>(tp.staffUrl, path, fields, { token: member.token, time: lastTime, lang });
}
const ops = <T = unknown>(path: string, fields: Record<string, string> = {}, lang?: string) => staff<T>(operator, path, fields, lang);

let codeCounter = 0;
/** ops/ipoCreate's fields: a US issue at 12.50 a share (range 11–13), lots of 100, opening in a minute. */
function draft(overrides: Record<string, string> = {}): Record<string, string> {
  codeCounter += 1;
  const now = tp.clock.now;
  return {
    code: `QZ${codeCounter}`,
    nameEn: 'Cobalt Grid',
    nameZh: '钴网电力',
    nameJa: 'コバルト・グリッド',
    descriptionEn: 'Transmission lines for wind farms.',
    descriptionZh: '为风电场建设输电线路。',
    market: 'US',
    exchange: 'NASDAQ',
    underwritingPrice: '12.50',
    priceRangeLow: '11.00',
    priceRangeHigh: '13.00',
    listingPrice: '15.10',
    lotSize: '100',
    maxSubscription: '1000',
    totalIssued: '10000',
    publicDemand: '0',
    subscribeStart: String(now + MINUTE),
    subscribeEnd: String(now + 10 * MINUTE),
    lotteryAt: String(now + 15 * MINUTE),
    listingDate: String(now + 30 * MINUTE),
    ...overrides,
  };
}

async function create(overrides: Record<string, string> = {}): Promise<StaffIpoIssue> {
  const { body } = await ops<StaffIpoIssue>('ops/ipoCreate', draft(overrides));
  if (body.retCode !== RetCode.OK) throw new Error(`ipoCreate failed: ${body.retCode} ${body.message}`);
  return body.data;
}

/** The issue in the customers' IPO list (public, as Home and the IPO screen call it). */
async function customerIssue(id: number, options: { lang?: string; acceptLanguage?: string } = {}): Promise<IpoIssue | undefined> {
  const { body } = await call<IpoListResponse>(tp.baseUrl, 'product/myIpoList', { page: '1', pageSize: '50' }, options);
  return body.data.list.find((i) => i.id === id);
}

const subscribe = (trader: Trader, issue: StaffIpoIssue, quantity: string, paymentMethod: 'full' | 'deposit' = 'full') =>
  as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity, paymentMethod, requestId: requestId() });

const auditOf = (targetType: string, targetId: string | number, action?: string) => {
  let query = tp.provider.db
    .selectFrom('staff_audit')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', String(targetId));
  if (action) query = query.where('action', '=', action);
  return query.orderBy('id').execute();
};

describe('rights', () => {
  // Each call for each role: refused with 2903 unless the role is operations. Allowed write calls
  // are sent with what fails their own rules (unknown issue, product, malformed code), so nothing changes.
  const CALLS: Array<{ path: string; fields: () => Record<string, string>; allowedAnswer: number }> = [
    { path: 'ops/ipoList', fields: () => ({}), allowedAnswer: RetCode.OK },
    { path: 'ops/ipoCreate', fields: () => draft({ code: 'not a code' }), allowedAnswer: STAFF_RET_CODES.OPS_IPO_CODE_INVALID },
    { path: 'ops/ipoUpdate', fields: () => ({ issueId: '999999', nameEn: 'X' }), allowedAnswer: RetCode.IPO_NOT_FOUND },
    { path: 'ops/ipoSubscriptions', fields: () => ({ issueId: '999999' }), allowedAnswer: RetCode.IPO_NOT_FOUND },
    { path: 'ops/ipoRunLottery', fields: () => ({ issueId: '999999' }), allowedAnswer: RetCode.IPO_NOT_FOUND },
    { path: 'ops/products', fields: () => ({}), allowedAnswer: RetCode.OK },
    {
      path: 'ops/pauseProduct',
      fields: () => ({ code: 'NO-SUCH', paused: 'on' }),
      allowedAnswer: STAFF_RET_CODES.OPS_PRODUCT_NOT_FOUND,
    },
  ];
  const ROLES: StaffRole[] = ['reviewer', 'support', 'content', 'operations', 'admin'];

  it.each(ROLES)('%s: every ops/* call is allowed to operations only', async (role) => {
    const member = role === 'operations' ? operator : await staffMember(tp, [role], role.slice(0, 3));
    for (const { path, fields, allowedAnswer } of CALLS) {
      const { body } = await staff(member, path, fields());
      expect({ path, retCode: body.retCode }).toEqual({
        path,
        retCode: role === 'operations' ? allowedAnswer : STAFF_RET_CODES.STAFF_FORBIDDEN,
      });
    }
  });
});

describe('ops/ipoCreate', () => {
  it.each<[string, Record<string, string>, number]>([
    ['a code that is not 1–12 capital letters or digits', { code: 'ab-1' }, STAFF_RET_CODES.OPS_IPO_CODE_INVALID],
    ['the code of a product on the market', { code: 'AAPL' }, STAFF_RET_CODES.OPS_IPO_CODE_TAKEN],
    ['no Chinese name', { nameZh: '  ' }, STAFF_RET_CODES.OPS_IPO_TEXT_REQUIRED],
    ['no English description', { descriptionEn: '' }, STAFF_RET_CODES.OPS_IPO_TEXT_REQUIRED],
    ['an exchange of another market', { exchange: 'HKEX' }, STAFF_RET_CODES.OPS_IPO_EXCHANGE_INVALID],
    ['an unknown market', { market: 'FR' }, STAFF_RET_CODES.OPS_IPO_EXCHANGE_INVALID],
    ['a price with 3 decimals', { underwritingPrice: '12.505' }, STAFF_RET_CODES.OPS_IPO_PRICE_INVALID],
    ['a price of zero', { underwritingPrice: '0' }, STAFF_RET_CODES.OPS_IPO_PRICE_INVALID],
    ['a negative price', { priceRangeLow: '-1' }, STAFF_RET_CODES.OPS_IPO_PRICE_INVALID],
    ['a price with a thousands separator', { priceRangeHigh: '1,300.00' }, STAFF_RET_CODES.OPS_IPO_PRICE_INVALID],
    ['a price in exponent notation', { listingPrice: '1e3' }, STAFF_RET_CODES.OPS_IPO_PRICE_INVALID],
    ['no price', { underwritingPrice: '' }, STAFF_RET_CODES.OPS_IPO_PRICE_INVALID],
    ['an offer price above the range', { underwritingPrice: '13.01' }, STAFF_RET_CODES.OPS_IPO_PRICE_RANGE],
    ['a range upside down', { priceRangeLow: '13.00', priceRangeHigh: '11.00' }, STAFF_RET_CODES.OPS_IPO_PRICE_RANGE],
    ['a fraction of a share', { lotSize: '100.5' }, STAFF_RET_CODES.OPS_IPO_QUANTITY_INVALID],
    ['no shares offered', { totalIssued: '0' }, STAFF_RET_CODES.OPS_IPO_QUANTITY_INVALID],
    ['shares offered that are not whole lots', { totalIssued: '10050' }, STAFF_RET_CODES.OPS_IPO_NOT_LOT_MULTIPLE],
    ['a maximum per customer that is not whole lots', { maxSubscription: '150' }, STAFF_RET_CODES.OPS_IPO_NOT_LOT_MULTIPLE],
    ['a maximum above the shares offered', { totalIssued: '500', maxSubscription: '1000' }, STAFF_RET_CODES.OPS_IPO_NOT_LOT_MULTIPLE],
    ['the window ending before it starts', { subscribeEnd: '1' }, STAFF_RET_CODES.OPS_IPO_DATES_ORDER],
  ])('refuses %s (nothing is created)', async (_case, overrides, retCode) => {
    const before = await tp.provider.db.selectFrom('ipo_issues').select('id').execute();
    const { body } = await ops('ops/ipoCreate', draft(overrides));
    expect(body.retCode).toBe(retCode);
    expect(await tp.provider.db.selectFrom('ipo_issues').select('id').execute()).toEqual(before);
  });

  it('wants the dates in order and the subscription to start in the future', async () => {
    const now = tp.clock.now;
    const at = (minutes: number) => String(now + minutes * MINUTE);
    const cases: Array<[Record<string, string>, number]> = [
      [{ subscribeStart: at(5), subscribeEnd: at(5) }, STAFF_RET_CODES.OPS_IPO_DATES_ORDER],
      [{ lotteryAt: at(9) }, STAFF_RET_CODES.OPS_IPO_DATES_ORDER],
      [{ listingDate: at(15) }, STAFF_RET_CODES.OPS_IPO_DATES_ORDER],
      [{ subscribeStart: String(now) }, STAFF_RET_CODES.OPS_IPO_START_PASSED],
      [{ subscribeStart: at(-60), subscribeEnd: at(-30), lotteryAt: at(-20), listingDate: at(-10) }, STAFF_RET_CODES.OPS_IPO_START_PASSED],
    ];
    for (const [overrides, retCode] of cases) expect((await ops('ops/ipoCreate', draft(overrides))).body.retCode).toBe(retCode);
    // The lottery may be at the window's end.
    expect((await ops('ops/ipoCreate', draft({ lotteryAt: at(10) }))).body.retCode).toBe(RetCode.OK);
  });

  it('answers its refusals in the request language', async () => {
    const en = await ops('ops/ipoCreate', draft({ lotteryAt: '1' }));
    expect(en.body.message).toBe('The dates must be in order: subscription start, subscription end, lottery, listing');
    const zh = await ops('ops/ipoCreate', draft({ underwritingPrice: '12.505' }), 'zh_CN');
    expect(zh.body.message).toBe('价格须为大于零且最多两位小数的金额');
  });

  it('refuses a code already used by another issue, and a field the call does not read', async () => {
    const first = await create();
    expect((await ops('ops/ipoCreate', draft({ code: first.code.toLowerCase() }))).body.retCode).toBe(STAFF_RET_CODES.OPS_IPO_CODE_TAKEN);
    expect((await ops('ops/ipoCreate', { ...draft(), firstDayClose: '20.00' })).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('a staff issue in the customer app', () => {
  it('is listed with its figures exactly as a seeded issue is, in every language, and audited', async () => {
    const fields = draft({ publicDemand: '2500' });
    const issue = await create(fields);
    expect(issue).toMatchObject({
      code: fields.code,
      name: { en: 'Cobalt Grid', zh: '钴网电力', ja: 'コバルト・グリッド' },
      underwritingPrice: '12.50',
      listingPrice: '15.10',
      lotSize: 100,
      totalIssued: 10000,
      publicDemand: 2500,
      phase: 'upcoming',
      origin: 'staff',
      editable: 'all',
      subscribers: 0,
      subscribedAmount: '0.00',
    });
    expect(await customerIssue(issue.id)).toEqual({
      id: issue.id,
      code: fields.code,
      name: 'Cobalt Grid',
      market: 'US',
      exchange: 'NASDAQ',
      underwritingPrice: '12.50',
      priceRangeLow: '11.00',
      priceRangeHigh: '13.00',
      totalIssued: 10000,
      minSubscription: 100,
      maxSubscription: 1000,
      subscribeStart: Number(fields.subscribeStart),
      subscribeEnd: Number(fields.subscribeEnd),
      lotteryAt: Number(fields.lotteryAt),
      listingDate: Number(fields.listingDate),
      phase: 'upcoming',
      listed: false,
      subscribedShares: 2500,
      subscriptionMultiple: '0.25',
      // The first-day close is the customers' to see once it has listed.
      listingPrice: null,
      firstDayGainPct: null,
      description: 'Transmission lines for wind farms.',
    });
    expect(await customerIssue(issue.id, { lang: 'zh_CN' })).toMatchObject({ name: '钴网电力', description: '为风电场建设输电线路。' });
    expect(await customerIssue(issue.id, { lang: 'zh_CN', acceptLanguage: 'zh-Hant' })).toMatchObject({ name: '鈷網電力' });
    expect(await customerIssue(issue.id, { acceptLanguage: 'ja' })).toMatchObject({
      name: 'コバルト・グリッド',
      description: 'Transmission lines for wind farms.',
    });
    const [row] = await auditOf('ipo', issue.id, 'ipo-create');
    expect(row).toMatchObject({ staff_id: operator.id, staff_login: operator.login });
    expect(JSON.parse(row.after_json)).toMatchObject({ code: fields.code, underwritingPrice: '12.50', origin: 'staff' });
    const listed = (await ops<{ list: StaffIpoIssue[] }>('ops/ipoList')).body.data.list;
    expect(listed.find((i) => i.id === issue.id)).toEqual(issue);
  });
});

describe('ops/ipoUpdate', () => {
  it('changes everything before the window opens, then only the texts and the listing price, nothing once listed', async () => {
    const issue = await create();
    const at = (minutes: number) => String(tp.clock.now + minutes * MINUTE);
    const early = await ops<StaffIpoIssue>('ops/ipoUpdate', {
      issueId: String(issue.id),
      underwritingPrice: '12.00',
      maxSubscription: '2000',
      subscribeEnd: at(12),
      lotteryAt: at(20),
    });
    expect(early.body).toMatchObject({
      retCode: 0,
      data: { underwritingPrice: '12.00', maxSubscription: 2000, lotteryAt: Number(at(20)) },
    });
    expect(await customerIssue(issue.id)).toMatchObject({ underwritingPrice: '12.00', maxSubscription: 2000, lotteryAt: Number(at(20)) });
    // Every rule of the creation holds for a change too.
    expect((await ops('ops/ipoUpdate', { issueId: String(issue.id), lotteryAt: at(11) })).body.retCode).toBe(
      STAFF_RET_CODES.OPS_IPO_DATES_ORDER,
    );
    expect((await ops('ops/ipoUpdate', { issueId: String(issue.id), code: 'AAPL' })).body.retCode).toBe(STAFF_RET_CODES.OPS_IPO_CODE_TAKEN);
    const [audited] = await auditOf('ipo', issue.id, 'ipo-update');
    expect(JSON.parse(audited.before_json)).toEqual({
      underwritingPrice: '12.50',
      maxSubscription: '1000',
      subscribeEnd: issue.subscribeEnd,
      lotteryAt: issue.lotteryAt,
    });
    expect(JSON.parse(audited.after_json)).toEqual({
      underwritingPrice: '12.00',
      maxSubscription: '2000',
      subscribeEnd: Number(at(12)),
      lotteryAt: Number(at(20)),
    });

    // The window is open: what customers applied for stays.
    tp.clock.now = issue.subscribeStart + SECOND;
    const lockedChanges: Record<string, string>[] = [
      { underwritingPrice: '11.50' },
      { lotSize: '200' },
      { listingDate: at(60) },
      { code: 'QZNEW' },
    ];
    for (const change of lockedChanges) {
      expect((await ops('ops/ipoUpdate', { issueId: String(issue.id), ...change })).body.retCode).toBe(STAFF_RET_CODES.OPS_IPO_LOCKED);
    }
    const late = await ops<StaffIpoIssue>('ops/ipoUpdate', {
      issueId: String(issue.id),
      nameEn: 'Cobalt Grid Holdings',
      descriptionJa: '風力発電所向けの送電線。',
      listingPrice: '16.00',
    });
    expect(late.body).toMatchObject({
      retCode: 0,
      data: {
        name: { en: 'Cobalt Grid Holdings' },
        description: { ja: '風力発電所向けの送電線。' },
        listingPrice: '16.00',
        editable: 'textsAndListingPrice',
      },
    });
    // An empty Japanese text removes it: the app shows the English again.
    await ops('ops/ipoUpdate', { issueId: String(issue.id), nameJa: '' });
    expect(await customerIssue(issue.id, { acceptLanguage: 'ja' })).toMatchObject({
      name: 'Cobalt Grid Holdings',
      description: '風力発電所向けの送電線。',
    });

    tp.clock.now = (await customerIssue(issue.id))!.listingDate;
    expect((await ops('ops/ipoUpdate', { issueId: String(issue.id), nameEn: 'Too late' })).body.retCode).toBe(
      STAFF_RET_CODES.OPS_IPO_LISTED,
    );
    expect((await ops<{ list: StaffIpoIssue[] }>('ops/ipoList')).body.data.list.find((i) => i.id === issue.id)).toMatchObject({
      phase: 'listed',
      editable: 'none',
    });
  });
});

describe('subscriptions and the lottery', () => {
  /** The stock wallet of a trader funded with `funds`, in minor units. */
  const balances = (trader: Trader) => stockBalances(tp, trader.userId);

  /** The holdings the allotments of these IPO orders opened (their lever orders' request ids). */
  const ipoHoldingsOf = async (ipoOrderIds: number[]) =>
    (
      await tp.provider.db
        .selectFrom('lever_orders')
        .select('request_id')
        .where('source', '=', 'ipo')
        .where(
          'request_id',
          'in',
          ipoOrderIds.map((id) => `ipo-${id}`),
        )
        .orderBy('id')
        .execute()
    ).map((r) => r.request_id);

  it('customers subscribe; the server draws it at its time, once; allotments and refunds are exact; it lists at its price', async () => {
    // Oversubscribed: 10 lots offered, 20 lots of public demand and 18 from the app.
    const issue = await create({ totalIssued: '1000', publicDemand: '2000' });
    const ann = await newTrader(tp, '20000.00');
    const ben = await newTrader(tp, '20000.00');
    const cai = await newTrader(tp, '20000.00');
    expect((await subscribe(ann, issue, '1000')).body.retCode).toBe(RetCode.IPO_NOT_STARTED);

    tp.clock.now = issue.subscribeStart;
    expect((await subscribe(ann, issue, '1000')).body).toMatchObject({ retCode: 0, data: { amount: '12500.00', frozen: '12500.00' } });
    expect((await subscribe(ben, issue, '500', 'deposit')).body).toMatchObject({
      retCode: 0,
      data: { amount: '6250.00', frozen: '625.00' },
    });
    expect((await subscribe(cai, issue, '300')).body).toMatchObject({ retCode: 0, data: { frozen: '3750.00' } });
    expect(await customerIssue(issue.id)).toMatchObject({ phase: 'subscribing', subscribedShares: 3800, subscriptionMultiple: '3.80' });
    const before = await ops<{ issue: StaffIpoIssue; list: StaffIpoSubscription[]; total: number }>('ops/ipoSubscriptions', {
      issueId: String(issue.id),
    });
    expect(before.body.data.issue).toMatchObject({
      subscribers: 3,
      subscribedShares: 1800,
      subscribedAmount: '22500.00',
      allottedShares: 0,
    });
    expect(before.body.data.total).toBe(3);
    expect(before.body.data.list.map((s) => [s.account, s.quantity, s.paymentMethod, s.frozen, s.state, s.refunded])).toEqual([
      [ann.account, 1000, 'full', '12500.00', 'pending', '0.00'],
      [ben.account, 500, 'deposit', '625.00', 'pending', '0.00'],
      [cai.account, 300, 'full', '3750.00', 'pending', '0.00'],
    ]);

    // Not before its time: neither the server's job nor a call draws it.
    const row = await tp.provider.db.selectFrom('ipo_issues').selectAll().where('id', '=', issue.id).executeTakeFirstOrThrow();
    tp.clock.now = issue.lotteryAt - 1;
    await runIpoJobs(tp.ctx);
    expect((await ops('ops/ipoRunLottery', { issueId: String(issue.id) })).body.retCode).toBe(STAFF_RET_CODES.OPS_LOTTERY_NOT_DUE);
    expect(
      (await tp.provider.db.selectFrom('ipo_issues').select('lottery_done_at').where('id', '=', issue.id).executeTakeFirstOrThrow())
        .lottery_done_at,
    ).toBeNull();

    // At its time the provider's own IPO job (a pass a second) draws it: nobody calls anything.
    tp.clock.now = issue.lotteryAt;
    let drawnAt: number | null = null;
    for (let i = 0; i < 100 && drawnAt === null; i++) {
      await new Promise((r) => setTimeout(r, 50));
      drawnAt = (
        await tp.provider.db.selectFrom('ipo_issues').select('lottery_done_at').where('id', '=', issue.id).executeTakeFirstOrThrow()
      ).lottery_done_at;
    }
    expect(drawnAt).toBe(issue.lotteryAt);
    expect(await auditOf('ipo', issue.id, 'ipo-lottery-run')).toEqual([]);

    // The same lottery code as every issue, with the issue's own seed.
    const orders = await tp.provider.db.selectFrom('ipo_orders').selectAll().where('ipo_id', '=', issue.id).orderBy('id').execute();
    const expected = drawLottery(
      orders.map((o) => ({ id: o.id, lots: o.quantity / 100 })),
      20,
      10,
      Number(row.lottery_seed),
    );
    expect(expected.result).toBe('oversubscription');
    const price = 12_50;
    const after = (await ops<{ issue: StaffIpoIssue; list: StaffIpoSubscription[] }>('ops/ipoSubscriptions', { issueId: String(issue.id) }))
      .body.data;
    expect(after.issue).toMatchObject({ lotteryDoneAt: issue.lotteryAt, issueResult: 'oversubscription' });
    let allottedTotal = 0;
    const refundedOrders: string[] = [];
    for (const [i, trader] of [ann, ben, cai].entries()) {
      const order = orders[i];
      const allotted = (expected.won.get(order.id) ?? 0) * 100;
      allottedTotal += allotted;
      const frozenAtSubscription = frozenFor(order.quantity * price, order.payment_method);
      const kept = Math.min(frozenAtSubscription, allotted * price);
      const due = allotted * price - kept;
      expect(after.list[i]).toMatchObject({
        account: trader.account,
        allottedQuantity: allotted,
        allottedAmount: formatMoney(allotted * price),
        paid: formatMoney(kept),
        due: formatMoney(due),
        refunded: formatMoney(frozenAtSubscription - kept),
        state: allotted === 0 ? 'notWon' : due > 0 ? 'toPay' : 'bought',
        drawnAt: issue.lotteryAt,
      });
      // The customer got back exactly what the allotment did not use.
      expect(await balances(trader)).toEqual({ available: 20_000_00 - kept, frozen: kept });
      if (frozenAtSubscription > kept) refundedOrders.push(String(order.id));
    }
    expect(after.issue.allottedShares).toBe(allottedTotal);
    expect(allottedTotal).toBeLessThanOrEqual(1000);
    // Drawn once: one release row per order.
    const releases = await tp.provider.db
      .selectFrom('ledger')
      .select('ref_id')
      .where('kind', '=', 'ipo_release')
      .where(
        'ref_id',
        'in',
        orders.map((o) => String(o.id)),
      )
      .execute();
    expect(releases.map((r) => r.ref_id)).toEqual(refundedOrders);
    expect(await ipoHoldingsOf(orders.map((o) => o.id))).toEqual(
      orders.filter((o) => (expected.won.get(o.id) ?? 0) > 0 && o.payment_method === 'full').map((o) => `ipo-${o.id}`),
    );
    // Asking for it again changes nothing.
    const again = await ops<{ ran: boolean }>('ops/ipoRunLottery', { issueId: String(issue.id) });
    expect(again.body).toMatchObject({ retCode: 0, data: { ran: false, issue: { lotteryDoneAt: issue.lotteryAt } } });
    expect(await unexplained(tp)).toEqual([]);

    // Listed at its time, from the listing price staff set.
    tp.clock.now = issue.listingDate;
    await runIpoJobs(tp.ctx);
    expect(await customerIssue(issue.id)).toMatchObject({ phase: 'listed', listed: true, listingPrice: '15.10', firstDayGainPct: '20.80' });
    expect(tp.provider.market.listing(issue.code)).toMatchObject({ previousClose: '15.10', lotSize: 100 });
    const products = (await ops<{ list: StaffProduct[] }>('ops/products', { search: issue.code })).body.data.list;
    expect(products).toEqual([expect.objectContaining({ code: issue.code, name: 'Cobalt Grid', paused: false })]);
  });

  it('a due lottery called 20 times at once runs once; a deposit winner pays the balance exactly', async () => {
    // Undersubscribed: every application is allotted in full.
    const issue = await create({ totalIssued: '10000', maxSubscription: '1000' });
    const dee = await newTrader(tp, '10000.00');
    const eli = await newTrader(tp, '10000.00');
    tp.clock.now = issue.subscribeStart;
    expect((await subscribe(dee, issue, '800', 'deposit')).body.retCode).toBe(0);
    expect((await subscribe(eli, issue, '200')).body.retCode).toBe(0);

    tp.clock.now = issue.lotteryAt;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ops<{ ran: boolean; issue: StaffIpoIssue }>('ops/ipoRunLottery', { issueId: String(issue.id) })),
    );
    expect(answers.map((a) => a.body.retCode)).toEqual(Array(20).fill(RetCode.OK));
    const ran = answers.filter((a) => a.body.data.ran).length;
    // One of the calls ran it (or the provider's own job, a pass a second, got there first): never two.
    expect(ran).toBeLessThanOrEqual(1);
    expect(await auditOf('ipo', issue.id, 'ipo-lottery-run')).toHaveLength(ran);
    for (const answer of answers)
      expect(answer.body.data.issue).toMatchObject({ lotteryDoneAt: issue.lotteryAt, issueResult: 'underSubscription' });
    const orders = await tp.provider.db.selectFrom('ipo_orders').selectAll().where('ipo_id', '=', issue.id).orderBy('id').execute();
    const moves = await tp.provider.db
      .selectFrom('ledger')
      .select(['ref_id', 'kind'])
      .where('ref_type', '=', 'ipo_order')
      .where(
        'ref_id',
        'in',
        orders.map((o) => String(o.id)),
      )
      .orderBy('id')
      .execute();
    // Settled once: nothing to release (all allotted), one holding for the paid order, no second one.
    expect(moves.map((m) => m.kind)).toEqual(['ipo_freeze', 'ipo_freeze']);
    expect(await ipoHoldingsOf(orders.map((o) => o.id))).toEqual([`ipo-${orders[1].id}`]);

    // Dee froze 10 % of 10,000.00 and owes the other 9,000.00; Eli paid in full and holds the shares.
    const list = (await ops<{ list: StaffIpoSubscription[] }>('ops/ipoSubscriptions', { issueId: String(issue.id) })).body.data.list;
    expect(list.map((s) => [s.state, s.allottedQuantity, s.paid, s.due, s.refunded])).toEqual([
      ['toPay', 800, '1000.00', '9000.00', '0.00'],
      ['bought', 200, '2500.00', '0.00', '0.00'],
    ]);
    expect(list[0].payDeadline).toBe(Math.min(issue.lotteryAt + IPO_PAYMENT.payWindowMs, issue.listingDate));
    const paid = await as<IpoOrder>(tp, dee, 'lever/payNoPayIpoOrder', { orderId: String(orders[0].id), requestId: requestId() });
    expect(paid.body).toMatchObject({ retCode: 0, data: { state: 'bought', paidAmount: '10000.00', dueAmount: '0.00' } });
    expect(await stockBalances(tp, dee.userId)).toEqual({ available: 0, frozen: 10_000_00 });
    expect(await ipoHoldingsOf(orders.map((o) => o.id))).toEqual([`ipo-${orders[1].id}`, `ipo-${orders[0].id}`]);
    const detail = await as<IpoOrderDetail>(tp, dee, 'lever/ipoOrderDetail', { orderId: String(orders[0].id) });
    expect(detail.body.data.steps.map((s) => [s.key, s.done])).toEqual([
      ['subscribe', true],
      ['lottery', true],
      ['pay', true],
      ['allot', true],
      ['list', false],
    ]);
    expect(await unexplained(tp)).toEqual([]);
  });
});

describe('pausing a product', () => {
  const buy = (trader: Trader, fields: Record<string, string> = {}, options: { lang?: string } = {}) =>
    as<LeverOrder>(
      tp,
      trader,
      'lever/buy',
      { code: 'AAPL', direction: 'bullish', leverage: '5', quantity: '10', priceType: 'market', requestId: requestId(), ...fields },
      options.lang,
    );

  it('holds on every instance over the same database the moment it commits', async () => {
    // A second provider on this one's database (its own process memory, market and jobs): a
    // cached pause would let it take the order.
    const other = await startTestProvider({ dataDir: tp.dataDir, env: { SEED_DEMO: 'false' } });
    try {
      const trader = await newTrader(tp, '10000.00');
      const order = () =>
        call<LeverOrder>(
          other.baseUrl,
          'lever/buy',
          { code: 'NVDA', direction: 'bullish', leverage: '5', quantity: '1', priceType: 'market', requestId: requestId() },
          { token: trader.token },
        );
      await ops('ops/pauseProduct', { code: 'NVDA', paused: 'on' });
      expect((await order()).body.retCode).toBe(RetCode.TRADE_PRODUCT_PAUSED);
      await ops('ops/pauseProduct', { code: 'NVDA', paused: 'off' });
      const bought = await order();
      expect(bought.body).toMatchObject({ retCode: 0, data: { code: 'NVDA', status: 'holding' } });
      const closeOnOther = { orderId: String(bought.body.data.id), requestId: requestId() };
      expect((await call(other.baseUrl, 'lever/overBySelf', closeOnOther, { token: trader.token })).body.retCode).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('refuses new orders with a translated message, lets positions close, and holds pending limit orders until resumed', async () => {
    tp.prices.set('AAPL', '200.00');
    const trader = await newTrader(tp, '10000.00');
    const open = (await buy(trader)).body.data;
    expect(open.status).toBe('holding');
    const limit = (await buy(trader, { priceType: 'fixed', price: '190.00' })).body.data;
    expect(limit.status).toBe('pending');

    const paused = await ops<StaffProduct>('ops/pauseProduct', { code: 'AAPL', paused: 'on', reason: 'Corporate action' });
    expect(paused.body).toMatchObject({
      retCode: 0,
      data: { code: 'AAPL', name: 'Apple', type: 'stock', paused: true, reason: 'Corporate action', changedBy: operator.login },
    });
    const refused = await buy(trader);
    expect(refused.body).toMatchObject({
      retCode: RetCode.TRADE_PRODUCT_PAUSED,
      message: 'Trading in this product is paused: no new orders for now. You can still close your positions',
    });
    expect((await buy(trader, {}, { lang: 'zh_CN' })).body.message).toBe('该产品已暂停交易，暂不接受新订单。您仍可平仓');
    const request = { code: 'AAPL', direction: 'bullish', leverage: '5', quantity: '10', priceType: 'market' };
    const ja = await call(tp.baseUrl, 'lever/buy', { ...request, requestId: requestId() }, { token: trader.token, acceptLanguage: 'ja' });
    expect(ja.body.message).toBe('この銘柄の取引は一時停止中のため、新規注文はできません。保有ポジションの決済は可能です');
    const hant = await call(
      tp.baseUrl,
      'lever/buy',
      { ...request, requestId: requestId() },
      { token: trader.token, lang: 'zh_CN', acceptLanguage: 'zh-Hant' },
    );
    expect(hant.body.message).toBe('該產品已暫停交易，暫不接受新訂單。您仍可平倉');
    // A limit order too, whatever else it says; the buy form hears it is not tradable.
    expect((await buy(trader, { priceType: 'fixed', price: '180.00', quantity: 'x' })).body.retCode).toBe(RetCode.TRADE_PRODUCT_PAUSED);
    expect((await as<LeverBuyInfo>(tp, trader, 'lever/buyInfo', { code: 'AAPL' })).body.data).toMatchObject({
      code: 'AAPL',
      tradable: false,
    });

    // The pending limit order does not fill while paused, even at its price.
    tp.prices.set('AAPL', '185.00');
    await monitorPositions(tp.ctx);
    expect(
      (await tp.provider.db.selectFrom('lever_orders').select('status').where('id', '=', limit.id).executeTakeFirstOrThrow()).status,
    ).toBe('pending');
    // Getting out stays possible: the open position closes at the live price.
    const closed = await as<LeverCloseResponse>(tp, trader, 'lever/overBySelf', { orderId: String(open.id), requestId: requestId() });
    expect(closed.body).toMatchObject({ retCode: 0, data: { closed: { status: 'closed', sellPrice: '185.00' } } });
    expect((await as(tp, trader, 'lever/cancelOrder', { orderId: String(limit.id) })).body.retCode).toBe(0);

    const listed = (await ops<{ list: StaffProduct[]; total: number }>('ops/products', { paused: 'on' })).body.data;
    expect(listed.list.map((p) => p.code)).toContain('AAPL');
    expect(listed.list.every((p) => p.paused)).toBe(true);

    const resumed = await ops<StaffProduct>('ops/pauseProduct', { code: 'AAPL', paused: 'off' });
    expect(resumed.body.data).toMatchObject({ paused: false, reason: null });
    expect((await buy(trader)).body).toMatchObject({ retCode: 0, data: { status: 'holding' } });
    expect((await as<LeverBuyInfo>(tp, trader, 'lever/buyInfo', { code: 'AAPL' })).body.data.tradable).toBe(true);

    const audit = await auditOf('product', 'AAPL');
    expect(audit.map((a) => [a.action, JSON.parse(a.before_json), JSON.parse(a.after_json)])).toEqual([
      ['product-pause', { paused: false, reason: null }, { paused: true, reason: 'Corporate action' }],
      ['product-resume', { paused: true, reason: 'Corporate action' }, { paused: false, reason: null }],
    ]);
    expect(await unexplained(tp)).toEqual([]);
  });

  it('a pending limit order placed before the pause fills once trading resumes', async () => {
    tp.prices.set('MSFT', '400.00');
    const trader = await newTrader(tp, '10000.00');
    const limit = (await buy(trader, { code: 'MSFT', priceType: 'fixed', price: '390.00' })).body.data;
    await ops('ops/pauseProduct', { code: 'MSFT', paused: 'on' });
    tp.prices.set('MSFT', '389.00');
    expect(await monitorPositions(tp.ctx)).toMatchObject({ filled: 0 });
    await ops('ops/pauseProduct', { code: 'MSFT', paused: 'off' });
    await monitorPositions(tp.ctx);
    // Filled by this pass, or by the provider's own monitor running after a market step.
    expect(
      (await tp.provider.db.selectFrom('lever_orders').select('status').where('id', '=', limit.id).executeTakeFirstOrThrow()).status,
    ).toBe('holding');
  });

  it('refuses a code that is not a stock or ETF of the market', async () => {
    for (const code of ['NOPE', 'SPX', '']) {
      const { body } = await ops('ops/pauseProduct', { code, paused: 'on' });
      expect(body.retCode).toBe(STAFF_RET_CODES.OPS_PRODUCT_NOT_FOUND);
    }
    expect((await ops('ops/pauseProduct', { code: 'AAPL', paused: 'maybe' })).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('the IPO demo cycle and STAFF_OPERATIONS', () => {
  it('with STAFF_OPERATIONS=on a demo provider writes no IPO and its cycle opens none', async () => {
    const demo = await startTestProvider({ env: { SEED_DEMO: 'true', STAFF_OPERATIONS: 'on' } });
    try {
      // The demo data is written at start; the IPO jobs pass once a second.
      await new Promise((r) => setTimeout(r, 2500));
      expect(await demo.provider.db.selectFrom('ipo_issues').select('id').execute()).toEqual([]);
      expect(await demo.provider.db.selectFrom('users').select('account').where('account', '=', 'demo@example.com').execute()).toHaveLength(
        1,
      );
    } finally {
      await demo.close();
    }
  });

  it('the demo cycle (npm start) never removes an issue staff set up, nor waits for one', async () => {
    const timing = { window: 60, lotteryAfter: 10, listingAfter: 20 };
    const at = (minutes: number) => String(tp.clock.now + minutes * MINUTE);
    // A short staff issue, finished, nobody applied: the kind the cycle clears away when it is its own.
    const finished = await create({ subscribeEnd: at(2), lotteryAt: at(3), listingDate: at(4) });
    // A short staff issue open for subscription: the kind whose being open keeps the cycle from opening its next pair.
    const open = await create({ subscribeStart: at(5), subscribeEnd: at(9), lotteryAt: at(10), listingDate: at(12) });
    tp.clock.now = open.subscribeStart + MINUTE;
    await runIpoJobs(tp.ctx, timing);
    const kept = await tp.provider.db.selectFrom('ipo_issues').select('id').where('id', 'in', [finished.id, open.id]).execute();
    expect(kept).toHaveLength(2);
    const demoIssues = await tp.provider.db.selectFrom('ipo_issues').select('code').where('origin', '=', 'demo').execute();
    expect(demoIssues.map((i) => i.code).sort()).toEqual(['HYPE', 'ORBT']);
  });
});
