// 200 simultaneous buy and close requests on one account: the ledger explains every balance,
// nothing goes negative, never more than 10 orders are open, a repeated request id buys once, and
// the balance equals the deposit plus the settled P/L minus every charge, to the cent.
import { RetCode, type LeverOrder } from '@app/shared/contracts';
import { MAX_OPEN_ORDERS } from '@app/shared/constants';
import { sql } from 'kysely';
import { isPostgres } from '../src/db/database';
import { as, newTrader, requestId, startTradingProvider, unexplained, type TradingProvider } from './helpers/trade-fixtures';

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
  tp.prices.set('AAPL', '200.00');
  tp.prices.set('MSFT', '400.00');
});
afterAll(() => tp.close());

const DEPOSIT = 5_000_000; // 50000.00

it('keeps ledger, balances and the 10-order limit exact under 200 concurrent requests', async () => {
  const trader = await newTrader(tp, '50000.00');
  const seeded: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { body } = await as<LeverOrder>(tp, trader, 'lever/buy', {
      code: 'AAPL',
      direction: i % 2 ? 'bearish' : 'bullish',
      leverage: '5',
      quantity: '10',
      priceType: 'market',
      requestId: requestId(),
    });
    seeded.push(body.data.id);
  }

  const openNow = async () =>
    Number(
      (
        await tp.provider.db
          .selectFrom('lever_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', trader.userId)
          .where('status', 'in', ['pending', 'holding'])
          .executeTakeFirstOrThrow()
      ).n,
    );
  let maxOpen = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      maxOpen = Math.max(maxOpen, await openNow());
      await new Promise((r) => setTimeout(r, 2));
    }
  })();

  const duplicateIds = Array.from({ length: 20 }, () => requestId());
  const requests: Array<() => Promise<{ kind: string; retCode: number; status: number }>> = [];
  for (let i = 0; i < 140; i++) {
    const id = i < 40 ? duplicateIds[i % 20] : requestId();
    const fields = {
      code: i % 3 ? 'AAPL' : 'MSFT',
      direction: i % 2 ? 'bullish' : 'bearish',
      leverage: String(1 + (i % 10)),
      quantity: String(1 + (i % 5)),
      priceType: i % 7 === 0 ? 'fixed' : 'market',
      ...(i % 7 === 0 ? { price: i % 3 ? '150.00' : '300.00' } : {}),
      requestId: id,
    };
    requests.push(async () => {
      const r = await as(tp, trader, 'lever/buy', fields);
      return { kind: 'buy', retCode: r.body.retCode, status: r.status };
    });
  }
  for (let i = 0; i < 60; i++) {
    const orderId = String(seeded[i % seeded.length]);
    const quantity = i % 4 === 0 ? undefined : String(1 + (i % 3));
    requests.push(async () => {
      const r = await as(tp, trader, 'lever/overBySelf', { orderId, ...(quantity ? { quantity } : {}) });
      return { kind: 'close', retCode: r.body.retCode, status: r.status };
    });
  }
  // Shuffle deterministically so buys and closes interleave.
  for (let i = requests.length - 1; i > 0; i--) {
    const j = (i * 7919) % (i + 1);
    [requests[i], requests[j]] = [requests[j], requests[i]];
  }
  const results = await Promise.all(requests.map((run) => run()));
  sampling = false;
  await sampler;

  expect(results).toHaveLength(200);
  expect(results.every((r) => r.status === 200)).toBe(true);
  const allowed = new Set<number>([
    0,
    RetCode.ORDER_LIMIT_REACHED,
    RetCode.CANNOT_BUY_REPEATEDLY,
    RetCode.ORDER_NOT_HOLDING,
    RetCode.CLOSE_QUANTITY_INVALID,
  ]);
  expect(results.filter((r) => !allowed.has(r.retCode))).toEqual([]);
  expect(results.some((r) => r.kind === 'buy' && r.retCode === 0)).toBe(true);
  expect(results.some((r) => r.kind === 'close' && r.retCode === 0)).toBe(true);
  expect(results.some((r) => r.retCode === RetCode.ORDER_LIMIT_REACHED)).toBe(true);

  expect(maxOpen).toBeLessThanOrEqual(MAX_OPEN_ORDERS);
  expect(await openNow()).toBeLessThanOrEqual(MAX_OPEN_ORDERS);
  expect(await unexplained(tp)).toEqual([]);

  // One consistent snapshot of orders and wallet: the trading jobs (fills, stops) keep running and
  // may commit between two separate reads.
  const { orders, balances } = await tp.provider.db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`set transaction isolation level repeatable read`.execute(trx);
    const rows = await trx.selectFrom('lever_orders').selectAll().where('user_id', '=', trader.userId).execute();
    const wallet = await trx
      .selectFrom('wallets')
      .select(['available_minor', 'frozen_minor'])
      .where('user_id', '=', trader.userId)
      .where('account', '=', 'stock')
      .executeTakeFirstOrThrow();
    return { orders: rows, balances: { available: Number(wallet.available_minor), frozen: Number(wallet.frozen_minor) } };
  });
  // A repeated request id made at most one order.
  for (const id of duplicateIds) expect(orders.filter((o) => o.request_id === id).length).toBeLessThanOrEqual(1);

  expect(balances.available).toBeGreaterThanOrEqual(0);
  expect(balances.frozen).toBeGreaterThanOrEqual(0);
  const open = orders.filter((o) => o.status === 'pending' || o.status === 'holding');
  expect(balances.frozen).toBe(open.reduce((s, o) => s + o.frozen_minor, 0));
  let expected = DEPOSIT;
  for (const o of orders) {
    if (o.status === 'holding') expected -= o.open_fee_minor + o.spread_fee_minor;
    if (o.status === 'closed') {
      expected += o.pnl_minor + o.written_off_minor;
      expected -=
        o.open_fee_minor +
        o.spread_fee_minor +
        o.close_fee_minor +
        o.transaction_tax_minor +
        o.stamp_duty_minor +
        o.interest_minor +
        o.storage_fee_minor;
    }
  }
  expect(balances.available + balances.frozen).toBe(expected);
}, 60_000);
