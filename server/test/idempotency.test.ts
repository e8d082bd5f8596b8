// The money calls take an idempotency key (`requestId`); the same signed call
// sent again — in sequence or at the same time — moves money once and gets the first answer.
import { RetCode, type LeverCloseResponse, type LeverOrder, type UserWallet } from '@app/shared/contracts';
import {
  as,
  deposit,
  ledgerOf,
  newTrader,
  requestId,
  startTradingProvider,
  stockBalances,
  unexplained,
  type TradingProvider,
} from './helpers/trade-fixtures';

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
});
afterAll(() => tp.close());

describe('idempotency keys of the money calls', () => {
  it('user/transferWallet: a replay gets the first answer and moves nothing', async () => {
    const trader = await newTrader(tp, '100');
    const fields = { from: 'stock', amount: '10', requestId: requestId() };
    const first = await as<UserWallet>(tp, trader, 'user/transferWallet', fields);
    expect(first.body.retCode).toBe(RetCode.OK);
    const again = await as<UserWallet>(tp, trader, 'user/transferWallet', fields);
    expect(again.body).toEqual(first.body);
    expect((await stockBalances(tp, trader.userId)).available).toBe(9000);
    // A new key is a new transfer.
    await as(tp, trader, 'user/transferWallet', { ...fields, requestId: requestId() });
    expect((await stockBalances(tp, trader.userId)).available).toBe(8000);
    expect(await unexplained(tp)).toEqual([]);
  });

  it('user/transferWallet: 20 simultaneous sends of one call move money once', async () => {
    const trader = await newTrader(tp, '100');
    const fields = { from: 'stock', amount: '1', requestId: requestId() };
    const answers = await Promise.all(Array.from({ length: 20 }, () => as(tp, trader, 'user/transferWallet', fields)));
    for (const { body } of answers) expect([RetCode.OK, RetCode.DO_NOT_SUBMIT_CONTINUOUSLY]).toContain(body.retCode);
    expect((await stockBalances(tp, trader.userId)).available).toBe(9900);
    const transfers = (await ledgerOf(tp, trader.userId)).filter((row) => row.account === 'stock' && row.kind !== 'deposit');
    expect(transfers).toHaveLength(1);
  });

  it('a refused call gives its key back: corrected and resent, it runs', async () => {
    const trader = await newTrader(tp, '5');
    const key = requestId();
    const refused = await as(tp, trader, 'user/transferWallet', { from: 'stock', amount: '10', requestId: key });
    expect(refused.body.retCode).not.toBe(RetCode.OK);
    await deposit(tp, trader.userId, '10');
    const ok = await as(tp, trader, 'user/transferWallet', { from: 'stock', amount: '10', requestId: key });
    expect(ok.body.retCode).toBe(RetCode.OK);
  });

  it('lever/overBySelf and lever/overAll: a replayed close answers the same and closes once', async () => {
    const trader = await newTrader(tp, '100000');
    const buy = (code: string) =>
      as<LeverOrder>(tp, trader, 'lever/buy', {
        code,
        direction: 'bullish',
        leverage: '5',
        quantity: '1',
        priceType: 'market',
        requestId: requestId(),
      });
    const order = (await buy('AAPL')).body.data;
    const close = { orderId: String(order.id), requestId: requestId() };
    const first = await as<LeverCloseResponse>(tp, trader, 'lever/overBySelf', close);
    expect(first.body.retCode).toBe(RetCode.OK);
    const ledgerAfterFirst = (await ledgerOf(tp, trader.userId)).length;
    expect((await as<LeverCloseResponse>(tp, trader, 'lever/overBySelf', close)).body).toEqual(first.body);
    expect((await ledgerOf(tp, trader.userId)).length).toBe(ledgerAfterFirst);

    await buy('AAPL');
    const all = { requestId: requestId() };
    const closedAll = await as(tp, trader, 'lever/overAll', all);
    expect(closedAll.body.retCode).toBe(RetCode.OK);
    // A position opened since is not closed by a replay of the old "close all".
    await buy('AAPL');
    expect((await as(tp, trader, 'lever/overAll', all)).body).toEqual(closedAll.body);
    const holding = await tp.provider.db
      .selectFrom('lever_orders')
      .select('id')
      .where('user_id', '=', trader.userId)
      .where('status', '=', 'holding')
      .execute();
    expect(holding).toHaveLength(1);
    expect(await unexplained(tp)).toEqual([]);
  });
});
