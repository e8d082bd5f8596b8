// The operations calls over signed HTTP as an operations member makes them: pausing a product
// (new orders refused with a translated message, closes allowed, pending limit orders held until
// trading resumes, on every instance over the same database), and each call's rights.
import { RetCode, type LeverBuyInfo, type LeverCloseResponse, type LeverOrder } from '@app/shared/contracts';
import { STAFF_RET_CODES, type StaffProduct, type StaffRole } from '@app/shared/staff';
import { monitorPositions } from '../src/trade/jobs';
import { call, startTestProvider } from './helpers/test-provider';
import { staffCall, staffMember, type StaffUser } from './helpers/staff-fixtures';
import { as, newTrader, requestId, startTradingProvider, unexplained, type Trader, type TradingProvider } from './helpers/trade-fixtures';

jest.setTimeout(120_000);

let tp: TradingProvider & { staffUrl: string };
let operator: StaffUser;
beforeAll(async () => {
  tp = (await startTradingProvider({ STAFF_PORT: '0', REVIEW_DELAY_MS: '0' })) as typeof tp;
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
  // Each call for each role: refused with 2903 unless the role is operations. The allowed write call
  // is sent with what fails its own rules (an unknown product), so nothing changes.
  const CALLS: Array<{ path: string; fields: () => Record<string, string>; allowedAnswer: number }> = [
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
