// IPO subscription over real HTTP: the IPO list, subscribing (every validation message, nothing
// changed on refusal), order list and detail with the 5-step progress, the lottery for under- and
// oversubscribed issues, paying a "to pay" order, and lapsing it after the deadline.
import { IPO_PAYMENT } from '@app/shared/constants';
import { RetCode, type IpoListResponse, type IpoOrder, type IpoOrderDetail, type IpoOrderListResponse } from '@app/shared/contracts';
import { runIpoJobs } from '../src/ipo/jobs';
import { drawLottery } from '../src/ipo/lottery';
import { seedIpo } from '../src/ipo/seed';
import { call } from './helpers/test-provider';
import {
  as,
  eventSocket,
  newTrader,
  startTradingProvider,
  stockBalances,
  unexplained,
  type Trader,
  type TradingProvider,
} from './helpers/trade-fixtures';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
});
afterAll(() => tp.close());
beforeEach(() => {
  tp.clock.now = Date.now();
});

let codeCounter = 0;
/** An issue open for subscription now: 10.00 a share, lots of 100, up to 1000 shares, lottery in 1 day. */
async function insertIssue(
  overrides: Partial<{
    total_issued: number;
    public_demand: number;
    min_subscription: number;
    max_subscription: number;
    start: number;
    end: number;
    /** From the lottery to the listing (default 47 h). */
    listingAfter: number;
  }> = {},
) {
  codeCounter += 1;
  const now = tp.clock.now;
  const end = now + (overrides.end ?? DAY);
  const row = await tp.provider.db
    .insertInto('ipo_issues')
    .values({
      code: `T${codeCounter}`,
      name_en: `Test Issue ${codeCounter}`,
      name_zh: `测试新股${codeCounter}`,
      market: 'US',
      exchange: 'NASDAQ',
      underwriting_price_minor: 1000,
      price_low_minor: 900,
      price_high_minor: 1100,
      total_issued: overrides.total_issued ?? 1_000_000,
      min_subscription: overrides.min_subscription ?? 100,
      max_subscription: overrides.max_subscription ?? 1000,
      subscribe_start: now + (overrides.start ?? -HOUR),
      subscribe_end: end,
      lottery_at: end + HOUR,
      listing_date: end + HOUR + (overrides.listingAfter ?? 2 * DAY - HOUR),
      public_demand: overrides.public_demand ?? 0,
      first_day_close_minor: 1250,
      description_en: 'A test issue.',
      description_zh: '测试发行。',
      lottery_seed: 1234 + codeCounter,
      lottery_done_at: null,
      issue_result: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

function subscribe(trader: Trader, ipoId: number, quantity: string, extra: Record<string, string> = {}, lang?: string) {
  return as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(ipoId), quantity, ...extra }, lang);
}

async function orderRow(id: number) {
  return tp.provider.db.selectFrom('ipo_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('product/myIpoList', () => {
  it('lists the seeded issues by phase, in both languages, without a session', async () => {
    await seedIpo(tp.ctx);
    await seedIpo(tp.ctx); // idempotent: a batch is open, so nothing is added
    const all = await call<IpoListResponse>(tp.baseUrl, 'product/myIpoList', { pageSize: '100' });
    expect(all.body.retCode).toBe(0);
    const seeded = all.body.data.list.filter((i) => !i.code.startsWith('T'));
    expect(seeded).toHaveLength(8);
    const phases = seeded.map((i) => i.phase);
    expect(phases.filter((p) => p === 'listed')).toHaveLength(3);
    expect(phases.filter((p) => p === 'awaitingListing')).toHaveLength(1);
    expect(phases.filter((p) => p === 'subscribing')).toHaveLength(2);
    expect(phases.filter((p) => p === 'upcoming')).toHaveLength(2);
    // Open ones first.
    expect(all.body.data.list[0].phase).toBe('subscribing');

    const listed = await call<IpoListResponse>(tp.baseUrl, 'product/myIpoList', { phase: 'listed' });
    const nimbus = listed.body.data.list.find((i) => i.code === 'NMBR')!;
    expect(nimbus).toMatchObject({
      name: 'Nimbus Robotics',
      market: 'US',
      exchange: 'NASDAQ',
      underwritingPrice: '18.00',
      priceRangeLow: '16.00',
      priceRangeHigh: '19.00',
      totalIssued: 5_000_000,
      minSubscription: 100,
      listed: true,
      listingPrice: '24.35',
      firstDayGainPct: '35.28',
      subscriptionMultiple: '8.50',
    });
    expect(listed.body.data.list.find((i) => i.code === '02619')!.firstDayGainPct).toBe('-9.18');
    const upcoming = await call<IpoListResponse>(tp.baseUrl, 'product/myIpoList', { phase: 'upcoming' }, { lang: 'zh_CN' });
    expect(upcoming.body.data.list.map((i) => i.name)).toEqual(expect.arrayContaining(['麒麟半导体', '北极星支付']));
    expect(upcoming.body.data.list.every((i) => i.listingPrice === null && i.firstDayGainPct === null)).toBe(true);
    expect((await call(tp.baseUrl, 'product/myIpoList', { phase: 'soon' })).body.retCode).toBe(RetCode.INVALID_PARAMS);
  });
});

describe('lever/ipo', () => {
  it('freezes the whole amount (full payment) and shows the order as pending', async () => {
    const issue = await insertIssue();
    const trader = await newTrader(tp, '5000.00');
    const { body } = await subscribe(trader, issue.id, '300');
    expect(body.retCode).toBe(0);
    expect(body.data).toMatchObject({
      ipoId: issue.id,
      code: issue.code,
      quantity: 300,
      amount: '3000.00',
      frozen: '3000.00',
      paymentMethod: 'full',
      state: 'pending',
      issueResult: null,
      allottedQuantity: 0,
      dueAmount: '0.00',
      underwritingPrice: '10.00',
    });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 200000, frozen: 300000 });
    const listed = await call<IpoListResponse>(tp.baseUrl, 'product/myIpoList', { phase: 'subscribing', pageSize: '100' });
    expect(listed.body.data.list.find((i) => i.id === issue.id)!.subscribedShares).toBe(300);
  });

  it('a deposit subscription freezes only the deposit share', async () => {
    const issue = await insertIssue();
    const trader = await newTrader(tp, '5000.00');
    const { body } = await subscribe(trader, issue.id, '1000', { paymentMethod: 'deposit' });
    expect(IPO_PAYMENT.depositPct).toBe(10);
    expect(body.data).toMatchObject({ amount: '10000.00', frozen: '1000.00', paymentMethod: 'deposit' });
  });

  it('refuses with the right message and changes nothing', async () => {
    const issue = await insertIssue();
    const upcoming = await insertIssue({ start: HOUR, end: 2 * DAY });
    const ended = await insertIssue({ start: -2 * DAY, end: -HOUR });
    const trader = await newTrader(tp, '5000.00');
    const cases: Array<[number, string, Record<string, string>, number, string]> = [
      [999_999, '100', {}, RetCode.IPO_NOT_FOUND, 'This IPO does not exist'],
      [upcoming.id, '100', {}, RetCode.IPO_NOT_STARTED, 'Subscription has not started yet'],
      [ended.id, '100', {}, RetCode.IPO_ENDED, 'Subscription has ended'],
      [issue.id, '', {}, RetCode.IPO_QUANTITY_NOT_INTEGER, 'Subscription quantity is required and must be an integer'],
      [issue.id, '150.5', {}, RetCode.IPO_QUANTITY_NOT_INTEGER, 'Subscription quantity is required and must be an integer'],
      [issue.id, '50', {}, RetCode.IPO_BELOW_MINIMUM, 'Subscription quantity cannot be less than the minimum subscription shares'],
      [issue.id, '150', {}, RetCode.IPO_NOT_MULTIPLE, 'Subscription quantity must be a multiple of the minimum subscription shares'],
      [issue.id, '1100', {}, RetCode.IPO_ABOVE_MAXIMUM, 'Subscription quantity exceeds the maximum for one customer'],
      [issue.id, '600', {}, RetCode.IPO_INSUFFICIENT_BALANCE, 'Insufficient wallet balance'],
    ];
    for (const [ipoId, quantity, extra, retCode, message] of cases) {
      const { body } = await subscribe(trader, ipoId, quantity, extra);
      expect(body).toMatchObject({ retCode, message, data: null });
    }
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 500000, frozen: 0 });
    expect(await tp.provider.db.selectFrom('ipo_orders').select('id').where('user_id', '=', trader.userId).execute()).toEqual([]);
    const zh = await subscribe(trader, issue.id, '150', {}, 'zh_CN');
    expect(zh.body.message).toBe('申购数量必须是最低申购股数的整数倍');
    expect((await subscribe(trader, issue.id, '100', { paymentMethod: 'card' })).body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect((await call(tp.baseUrl, 'lever/ipo', { ipoId: String(issue.id), quantity: '100' })).body.retCode).toBe(RetCode.NOT_LOGGED_IN);
  });

  it('one subscription per issue, even when sent twice at once', async () => {
    const issue = await insertIssue();
    const trader = await newTrader(tp, '5000.00');
    const results = await Promise.all([subscribe(trader, issue.id, '100'), subscribe(trader, issue.id, '100')]);
    expect(results.map((r) => r.body.retCode).sort()).toEqual([0, RetCode.IPO_ALREADY_SUBSCRIBED]);
    expect(results.find((r) => r.body.retCode !== 0)!.body.message).toBe('Cannot submit repeatedly');
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 400000, frozen: 100000 });
  });
});

describe('orders: list and detail', () => {
  it("lists the customer's orders by state and shows a detail with the 5 steps", async () => {
    const issue = await insertIssue();
    const trader = await newTrader(tp, '5000.00');
    const other = await newTrader(tp, '5000.00');
    const order = (await subscribe(trader, issue.id, '200')).body.data;
    const list = await as<IpoOrderListResponse>(tp, trader, 'lever/ipoOrderList');
    expect(list.body.data).toMatchObject({ total: 1, list: [{ id: order.id, state: 'pending' }] });
    expect((await as<IpoOrderListResponse>(tp, trader, 'lever/ipoOrderList', { state: 'bought' })).body.data.total).toBe(0);
    const detail = await as<IpoOrderDetail>(tp, trader, 'lever/ipoOrderDetail', { orderId: String(order.id) });
    expect(detail.body.data.steps.map((s) => [s.key, s.done])).toEqual([
      ['subscribe', true],
      ['lottery', false],
      ['pay', false],
      ['allot', false],
      ['list', false],
    ]);
    expect(detail.body.data.info[0]).toEqual({ label: 'Stock code', value: issue.code });
    expect(detail.body.data.description).toContain('waiting for the lottery');
    expect((await as(tp, other, 'lever/ipoOrderDetail', { orderId: String(order.id) })).body).toMatchObject({
      retCode: RetCode.IPO_ORDER_NOT_FOUND,
      message: 'Order not found',
    });
    expect((await as(tp, trader, 'lever/payNoPayIpoOrder', { orderId: String(order.id) })).body).toMatchObject({
      retCode: RetCode.IPO_NOTHING_TO_PAY,
      message: 'This order has nothing to pay',
    });
  });
});

describe('the lottery', () => {
  it('under-subscribed: everyone gets all they applied for; what was frozen becomes the holding', async () => {
    const issue = await insertIssue({ total_issued: 1_000_000, public_demand: 500_000 });
    const a = await newTrader(tp, '5000.00');
    const b = await newTrader(tp, '5000.00');
    const oa = (await subscribe(a, issue.id, '300')).body.data;
    const ob = (await subscribe(b, issue.id, '500', { paymentMethod: 'full' })).body.data;
    const socket = await eventSocket(tp, a);
    tp.clock.now = issue.lottery_at - 1;
    await runIpoJobs(tp.ctx);
    expect((await orderRow(oa.id)).state).toBe('pending');
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    expect(await orderRow(oa.id)).toMatchObject({
      state: 'bought',
      issue_result: 'underSubscription',
      allotted_quantity: 300,
      paid_minor: 300000,
      frozen_minor: 0,
      due_minor: 0,
    });
    expect(await orderRow(ob.id)).toMatchObject({ state: 'bought', allotted_quantity: 500 });
    // The allotted amount stays frozen: it is the margin of the holding the allotment became.
    expect(await stockBalances(tp, a.userId)).toEqual({ available: 200000, frozen: 300000 });
    expect(await stockBalances(tp, b.userId)).toEqual({ available: 0, frozen: 500000 });
    await socket.waitFor('ipo');
    await socket.waitFor('balance');
    socket.close();
    // Drawn once: another pass changes nothing.
    await runIpoJobs(tp.ctx);
    expect(await stockBalances(tp, a.userId)).toEqual({ available: 200000, frozen: 300000 });
    const detail = await as<IpoOrderDetail>(tp, a, 'lever/ipoOrderDetail', { orderId: String(oa.id) });
    expect(detail.body.data.steps.map((s) => s.done)).toEqual([true, true, true, true, false]);
    tp.clock.now = issue.listing_date;
    const listedDetail = await as<IpoOrderDetail>(tp, a, 'lever/ipoOrderDetail', { orderId: String(oa.id) });
    expect(listedDetail.body.data.steps.map((s) => s.done)).toEqual([true, true, true, true, true]);
    expect(await unexplained(tp)).toEqual([]);
  });

  it("oversubscribed: lots are drawn with the issue's seed; winners pay for what they won, the rest is refunded", async () => {
    // 10 lots on offer, 30 applied for by three customers.
    const issue = await insertIssue({ total_issued: 1000, public_demand: 0 });
    const traders = [await newTrader(tp, '10000.00'), await newTrader(tp, '10000.00'), await newTrader(tp, '10000.00')];
    const orders: IpoOrder[] = [];
    for (const t of traders) orders.push((await subscribe(t, issue.id, '1000')).body.data);
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    const expected = drawLottery(
      orders.map((o) => ({ id: o.id, lots: 10 })),
      0,
      10,
      issue.lottery_seed,
    );
    expect(expected.result).toBe('oversubscription');
    let allotted = 0;
    for (let i = 0; i < 3; i++) {
      const row = await orderRow(orders[i].id);
      const won = expected.won.get(orders[i].id)! * 100;
      allotted += won;
      expect(row).toMatchObject({
        issue_result: 'oversubscription',
        allotted_quantity: won,
        state: won > 0 ? 'bought' : 'notWon',
        frozen_minor: 0,
      });
      expect(await stockBalances(tp, traders[i].userId)).toEqual({ available: 1000000 - won * 1000, frozen: won * 1000 });
    }
    expect(allotted).toBeGreaterThan(0);
    expect(allotted).toBeLessThanOrEqual(1000);
    const list = await as<IpoOrderListResponse>(tp, traders[0], 'lever/ipoOrderList');
    expect(list.body.data.list[0].issueResult).toBe('oversubscription');
    expect(await unexplained(tp)).toEqual([]);
  });

  it('a lost lottery refunds everything', async () => {
    // The public book makes winning practically impossible: 1 lot on offer, 1 000 000 applied.
    const issue = await insertIssue({ total_issued: 100, public_demand: 100_000_000 });
    const trader = await newTrader(tp, '5000.00');
    const order = (await subscribe(trader, issue.id, '100')).body.data;
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    const won = drawLottery([{ id: order.id, lots: 1 }], 1_000_000, 1, issue.lottery_seed).won.get(order.id);
    expect(won).toBe(0);
    expect(await orderRow(order.id)).toMatchObject({ state: 'notWon', allotted_quantity: 0 });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 500000, frozen: 0 });
    const detail = await as<IpoOrderDetail>(tp, trader, 'lever/ipoOrderDetail', { orderId: String(order.id) }, 'zh_CN');
    expect(detail.body.data.description).toContain('未中签');
  });
});

describe('deposit subscriptions: to pay, paid, unpaid', () => {
  it('a won deposit subscription is "to pay" until the balance is paid', async () => {
    const issue = await insertIssue();
    const trader = await newTrader(tp, '2000.00');
    const order = (await subscribe(trader, issue.id, '1000', { paymentMethod: 'deposit' })).body.data; // 10000.00, deposit 1000.00
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    expect(await orderRow(order.id)).toMatchObject({
      state: 'toPay',
      paid_minor: 100000,
      due_minor: 900000,
      // 48 h after the lottery, but the issue lists sooner: payment is due by the listing.
      pay_deadline: Math.min(issue.lottery_at + IPO_PAYMENT.payWindowMs, issue.listing_date),
    });
    // The deposit stays frozen toward the allotment.
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 100000, frozen: 100000 });
    // Not enough to pay 9000.00: refused, nothing changed.
    const short = await as(tp, trader, 'lever/payNoPayIpoOrder', { orderId: String(order.id) });
    expect(short.body).toMatchObject({ retCode: RetCode.IPO_INSUFFICIENT_BALANCE, message: 'Insufficient wallet balance' });
    expect((await orderRow(order.id)).state).toBe('toPay');
    const { deposit } = await import('./helpers/trade-fixtures');
    await deposit(tp, trader.userId, '8000.00');
    const paid = await as<IpoOrder>(tp, trader, 'lever/payNoPayIpoOrder', { orderId: String(order.id) });
    expect(paid.body.data).toMatchObject({ state: 'bought', paidAmount: '10000.00', dueAmount: '0.00', allottedQuantity: 1000 });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 0, frozen: 1000000 });
    expect((await as(tp, trader, 'lever/payNoPayIpoOrder', { orderId: String(order.id) })).body.retCode).toBe(RetCode.IPO_NOTHING_TO_PAY);
    expect(await unexplained(tp)).toEqual([]);
  });

  it('after the deadline the order is unpaid: the allotment lapses and the deposit comes back', async () => {
    const issue = await insertIssue();
    const trader = await newTrader(tp, '2000.00');
    const order = (await subscribe(trader, issue.id, '500', { paymentMethod: 'deposit' })).body.data; // deposit 500.00
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    expect((await orderRow(order.id)).state).toBe('toPay');
    tp.clock.now = issue.lottery_at + IPO_PAYMENT.payWindowMs + 1;
    expect((await as(tp, trader, 'lever/payNoPayIpoOrder', { orderId: String(order.id) })).body).toMatchObject({
      retCode: RetCode.IPO_PAYMENT_OVERDUE,
      message: 'The payment deadline has passed',
    });
    await runIpoJobs(tp.ctx);
    expect(await orderRow(order.id)).toMatchObject({ state: 'unpaid', paid_minor: 0, due_minor: 0 });
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 200000, frozen: 0 });
    expect((await as(tp, trader, 'lever/payNoPayIpoOrder', { orderId: String(order.id) })).body.retCode).toBe(RetCode.IPO_PAYMENT_OVERDUE);
    expect((await as<IpoOrderListResponse>(tp, trader, 'lever/ipoOrderList', { state: 'unpaid' })).body.data.total).toBe(1);
    expect(await unexplained(tp)).toEqual([]);
  });
});

describe('the 5-step progress: dates in order, steps that will not happen marked', () => {
  const shown = (d: IpoOrderDetail) => d.steps.map((st) => [st.key, st.done, st.skipped, st.time]);
  const inOrder = (d: IpoOrderDetail) => {
    const times = d.steps.filter((st) => st.time !== null).map((st) => st.time!);
    return times.every((t, i) => i === 0 || t >= times[i - 1]);
  };
  const detailOf = async (trader: Trader, id: number) =>
    (await as<IpoOrderDetail>(tp, trader, 'lever/ipoOrderDetail', { orderId: String(id) })).body.data;

  it('won with a deposit on an issue listing a minute after the lottery: pay is due by the listing, then allot, then list', async () => {
    const issue = await insertIssue({ listingAfter: 60_000 });
    const trader = await newTrader(tp, '5000.00');
    const order = (await subscribe(trader, issue.id, '300', { paymentMethod: 'deposit' })).body.data;
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    const toPay = await detailOf(trader, order.id);
    expect(toPay.state).toBe('toPay');
    expect(toPay.payDeadline).toBe(Number(issue.listing_date));
    expect(shown(toPay)).toEqual([
      ['subscribe', true, false, order.subscribedAt],
      ['lottery', true, false, issue.lottery_at],
      ['pay', false, false, Number(issue.listing_date)],
      ['allot', false, false, Number(issue.listing_date)],
      ['list', false, false, Number(issue.listing_date)],
    ]);
    expect(inOrder(toPay)).toBe(true);

    tp.clock.now = issue.lottery_at + 20_000;
    expect((await as(tp, trader, 'lever/payNoPayIpoOrder', { orderId: String(order.id) })).body.retCode).toBe(0);
    const bought = await detailOf(trader, order.id);
    expect(shown(bought)).toEqual([
      ['subscribe', true, false, order.subscribedAt],
      ['lottery', true, false, issue.lottery_at],
      ['pay', true, false, issue.lottery_at + 20_000],
      ['allot', true, false, issue.lottery_at + 20_000],
      ['list', false, false, Number(issue.listing_date)],
    ]);
    expect(inOrder(bought)).toBe(true);

    // Not paid by the listing: the allotment lapses then, not 48 h later.
    const late = await newTrader(tp, '5000.00');
    const other = await insertIssue({ listingAfter: 60_000 });
    const lateOrder = (await subscribe(late, other.id, '300', { paymentMethod: 'deposit' })).body.data;
    tp.clock.now = other.lottery_at;
    await runIpoJobs(tp.ctx);
    tp.clock.now = Number(other.listing_date) + 1;
    expect((await as(tp, late, 'lever/payNoPayIpoOrder', { orderId: String(lateOrder.id) })).body.retCode).toBe(
      RetCode.IPO_PAYMENT_OVERDUE,
    );
    await runIpoJobs(tp.ctx);
    expect((await orderRow(lateOrder.id)).state).toBe('unpaid');
  });

  it('a lost lottery: pay, allot and list will not happen (no date)', async () => {
    const issue = await insertIssue({ total_issued: 100, public_demand: 100_000_000 });
    const trader = await newTrader(tp, '5000.00');
    const order = (await subscribe(trader, issue.id, '100')).body.data;
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    const lost = await detailOf(trader, order.id);
    expect(lost.state).toBe('notWon');
    expect(shown(lost)).toEqual([
      ['subscribe', true, false, order.subscribedAt],
      ['lottery', true, false, issue.lottery_at],
      ['pay', false, true, null],
      ['allot', false, true, null],
      ['list', false, true, null],
    ]);
  });

  it('a lapsed allotment: the payment was missed, allot and list will not happen', async () => {
    const issue = await insertIssue();
    const trader = await newTrader(tp, '5000.00');
    const order = (await subscribe(trader, issue.id, '300', { paymentMethod: 'deposit' })).body.data;
    tp.clock.now = issue.lottery_at;
    await runIpoJobs(tp.ctx);
    tp.clock.now = Number(issue.listing_date) + 1;
    await runIpoJobs(tp.ctx);
    const lapsed = await detailOf(trader, order.id);
    expect(lapsed.state).toBe('unpaid');
    expect(shown(lapsed).slice(2)).toEqual([
      ['pay', false, true, null],
      ['allot', false, true, null],
      ['list', false, true, null],
    ]);
  });
});
