// Stops after opening (lever/updateStop) and the notices of the provider's own closes and fills
// (the socket's `event` message with a `notice`), over real HTTP and a real socket.
import { RetCode, type LeverOrder, type ServerMessage } from '@app/shared/contracts';
import { monitorPositions } from '../src/trade/jobs';
import { as, newTrader, requestId, startTradingProvider, stockBalances, type Trader, type TradingProvider } from './helpers/trade-fixtures';

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
});
afterAll(() => tp.close());
beforeEach(() => {
  tp.clock.now = Date.now();
  tp.prices.clear();
  tp.prices.set('AAPL', '200.00');
  tp.market.open = true;
});

async function open(trader: Trader, fields: Record<string, string> = {}): Promise<LeverOrder> {
  const { body } = await as<LeverOrder>(tp, trader, 'lever/buy', {
    code: 'AAPL',
    direction: 'bullish',
    leverage: '5',
    quantity: '10',
    priceType: 'market',
    requestId: requestId(),
    ...fields,
  });
  if (body.retCode !== 0) throw new Error(JSON.stringify(body));
  return body.data;
}

const updateStop = (trader: Trader, orderId: number, fields: Record<string, string>, lang?: string) =>
  as<LeverOrder>(tp, trader, 'lever/updateStop', { orderId: String(orderId), ...fields }, lang);

/** A socket that keeps every server message. */
async function messages(trader: Trader) {
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(`${tp.wsUrl}/websocket/${trader.token}`);
  const received: ServerMessage[] = [];
  let ponged: () => void = () => undefined;
  const pong = new Promise<void>((resolve) => (ponged = resolve));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    received.push(message);
    if (message.type === 'pong') ponged();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ op: 'ping' }));
  await pong;
  return {
    async notice(timeoutMs = 2000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.type === 'event' && m.notice);
        if (found && found.type === 'event') return found.notice!;
        if (Date.now() > until) throw new Error(`no notice; got ${JSON.stringify(received)}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    close: () => socket.terminate(),
  };
}

describe('lever/updateStop', () => {
  it('sets, changes and clears the stops of a holding; the other stop stays as it was', async () => {
    const trader = await newTrader(tp, '10000.00');
    const order = await open(trader);
    let res = await updateStop(trader, order.id, { stopProfit: '220.00', stopLoss: '190.00' });
    expect(res.body.retCode).toBe(0);
    expect(res.body.data).toMatchObject({ id: order.id, stopProfit: '220.00', stopLoss: '190.00', status: 'holding' });
    res = await updateStop(trader, order.id, { stopLoss: '195.50' });
    expect(res.body.data).toMatchObject({ stopProfit: '220.00', stopLoss: '195.50' });
    res = await updateStop(trader, order.id, { stopProfit: '' });
    expect(res.body.data).toMatchObject({ stopProfit: null, stopLoss: '195.50' });
    // Money is untouched.
    expect((await stockBalances(tp, trader.userId)).frozen).toBe(40000);
  });

  it('refuses stops on the wrong side of the opening price with the docs/product.md §5 messages (both directions), changing nothing', async () => {
    const trader = await newTrader(tp, '10000.00');
    const bull = await open(trader, { stopLoss: '190.00' });
    const bear = await open(trader, { direction: 'bearish' });
    const cases: Array<[number, Record<string, string>, number, string]> = [
      [bull.id, { stopProfit: '200.00' }, RetCode.STOP_PROFIT_BELOW_OPEN, 'Stop profit price cannot be lower than the opening price'],
      [bull.id, { stopLoss: '200.01' }, RetCode.STOP_LOSS_ABOVE_OPEN, 'Stop loss price cannot be greater than the opening price'],
      [bear.id, { stopProfit: '200.01' }, RetCode.STOP_PROFIT_ABOVE_OPEN, 'Stop profit price cannot be greater than the opening price'],
      [bear.id, { stopLoss: '199.99' }, RetCode.STOP_LOSS_BELOW_OPEN, 'Stop loss price cannot be less than the opening price'],
      [bull.id, { stopProfit: 'abc' }, RetCode.INVALID_PRICE, 'Please enter a valid price'],
      [bull.id, { stopLoss: '1.001' }, RetCode.INVALID_PRICE, 'Please enter a valid price'],
    ];
    for (const [id, fields, retCode, message] of cases) {
      const { body } = await updateStop(trader, id, fields);
      expect([body.retCode, body.message]).toEqual([retCode, message]);
    }
    const zh = await updateStop(trader, bull.id, { stopProfit: '100.00' }, 'zh_CN');
    expect(zh.body.message).toBe('止盈价不能低于开仓价');
    const { body } = await as<{ list: LeverOrder[] }>(tp, trader, 'lever/myLeverRecord', { status: 'holding' });
    expect(body.data.list.find((o) => o.id === bull.id)).toMatchObject({ stopProfit: null, stopLoss: '190.00' });
  });

  it('answers "not found" for another customer\'s order and "not an open position" for a closed one', async () => {
    const owner = await newTrader(tp, '10000.00');
    const other = await newTrader(tp, '10000.00');
    const order = await open(owner);
    expect((await updateStop(other, order.id, { stopLoss: '190.00' })).body.retCode).toBe(RetCode.ORDER_NOT_FOUND);
    await as(tp, owner, 'lever/overBySelf', { orderId: String(order.id) });
    expect((await updateStop(owner, order.id, { stopLoss: '190.00' })).body.retCode).toBe(RetCode.ORDER_NOT_HOLDING);
  });

  it('a stop set after opening is what the monitor closes at, and the socket carries the notice', async () => {
    const trader = await newTrader(tp, '10000.00');
    const order = await open(trader);
    expect((await updateStop(trader, order.id, { stopProfit: '210.00' })).body.retCode).toBe(0);
    const socket = await messages(trader);
    tp.prices.set('AAPL', '210.00');
    await monitorPositions(tp.ctx);
    const notice = await socket.notice();
    socket.close();
    // 10 @ 200.00 → 210.00 on day 1: +100.00 − (2.00 + 0.10 + 2.10 + 0.63 + 1.05 + 0.32 interest) = 93.80
    expect(notice).toEqual({
      domain: 'trade',
      kind: 'closed',
      orderId: order.id,
      code: 'AAPL',
      direction: 'bullish',
      quantity: 10,
      reason: 'stopProfit',
      price: '210.00',
      totalPnl: '93.80',
    });
  });

  it('a forced close and a limit fill arrive as notices too', async () => {
    const trader = await newTrader(tp, '10000.00');
    const socket = await messages(trader);
    const pending = await open(trader, { priceType: 'fixed', price: '195.00' });
    tp.prices.set('AAPL', '195.00');
    await monitorPositions(tp.ctx);
    expect(await socket.notice()).toMatchObject({ kind: 'filled', orderId: pending.id, price: '195.00', totalPnl: null, reason: null });
    socket.close();
    const again = await messages(trader);
    tp.prices.set('AAPL', '150.00');
    await monitorPositions(tp.ctx);
    expect(await again.notice()).toMatchObject({ kind: 'closed', orderId: pending.id, reason: 'forced', price: '150.00' });
    again.close();
  });
});
