// The money calls take an idempotency key (`requestId`); the same signed call
// sent again — in sequence or at the same time — moves money once and gets the first answer.
// A key stands for one request: another request under it is refused. Claim, effect and answer
// are one transaction (the kill -9 cases are reliability-claim.test.ts).
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
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/db/schema';
import { isPostgres } from '../src/db/database';
import { requestDigest } from '../src/guards/idempotency';
import { lockUserFunds } from '../src/wallet/ledger';

let tp: TradingProvider;

/**
 * Holds a customer's funds lock (PostgreSQL) in a transaction on connections of the test's own,
 * not the provider's pool (which the waiting sends fill), until `release`; `waiting(n)` resolves
 * once n sessions of the database wait for a lock.
 */
async function holdFundsLock(userId: number) {
  const own = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: tp.config.databaseUrl!, max: 2 }) }),
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const transaction = own.transaction().execute(async (trx) => {
    await lockUserFunds(trx, userId);
    taken();
    await released;
  });
  await isTaken;
  return {
    async waiting(count: number, timeoutMs = 20_000): Promise<void> {
      for (const deadline = Date.now() + timeoutMs; ;) {
        const { rows } = await sql<{ waiting: number }>`
          select count(distinct l.pid)::int as waiting from pg_locks l join pg_stat_activity a on a.pid = l.pid
           where not l.granted and a.datname = current_database()`.execute(own);
        if (rows[0].waiting >= count) return;
        if (Date.now() > deadline) throw new Error(`fewer than ${count} sessions waited for a lock within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async release() {
      release();
      await transaction;
      await own.destroy();
    },
  };
}
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

  it('the same key with another amount, or the other direction, is refused and moves nothing more', async () => {
    const trader = await newTrader(tp, '1000');
    const key = requestId();
    const first = await as<UserWallet>(tp, trader, 'user/transferWallet', { from: 'stock', amount: '1.00', requestId: key });
    expect(first.body.retCode).toBe(RetCode.OK);
    for (const other of [
      { from: 'stock', amount: '500.00' },
      { from: 'coin', amount: '7.00' },
    ]) {
      const { body } = await as(tp, trader, 'user/transferWallet', { ...other, requestId: key });
      expect(body).toEqual({
        retCode: RetCode.REQUEST_ID_REUSED,
        message: 'This request ID was already used for a different request',
        data: null,
      });
    }
    expect((await as(tp, trader, 'user/transferWallet', { from: 'stock', amount: '9', requestId: key }, 'zh_CN')).body.message).toBe(
      '该请求编号已用于另一个请求',
    );
    // The same request, its number written another way and asked in another language: the first answer.
    for (const amount of ['1', ' 1.0 ', '1.00'])
      expect((await as(tp, trader, 'user/transferWallet', { from: 'stock', amount, requestId: key })).body).toEqual(first.body);
    expect((await as(tp, trader, 'user/transferWallet', { from: 'stock', amount: '1', requestId: key }, 'zh_CN')).body.data).toEqual(
      first.body.data,
    );
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 99_900, frozen: 0 });
    expect(await unexplained(tp)).toEqual([]);
  });

  it('the same key on a withdrawal with another password is the same request (a secret is no part of what a key stands for)', async () => {
    const digest = (password: string) =>
      requestDigest('pay/withdraw', { method: 'bank', amount: '100', withdrawPassword: password, requestId: 'k' });
    expect(digest('123456')).toBe(digest('654321'));
    expect(requestDigest('pay/withdraw', { method: 'bank', amount: '101', withdrawPassword: '123456' })).not.toBe(digest('123456'));
    expect(requestDigest('user/transferWallet', { from: 'stock', amount: '100' })).not.toBe(
      requestDigest('funds/buy', { from: 'stock', amount: '100' }),
    );
  });

  it('200 sends of one key at once: one transfer, every answer the committed one, the ledger exact to the cent', async () => {
    const trader = await newTrader(tp, '100');
    const fields = { from: 'stock', amount: '0.01', requestId: requestId() };
    // On PostgreSQL the customer's funds lock is held until several sends wait for it inside their
    // money transactions: they are all past the key lookup, and all but one find the key claimed.
    const lock = isPostgres(tp.provider.db) ? await holdFundsLock(trader.userId) : null;
    const sending = Promise.all(Array.from({ length: 200 }, () => as<UserWallet>(tp, trader, 'user/transferWallet', fields)));
    if (lock) {
      await lock.waiting(3);
      await lock.release();
    }
    const answers = await sending;
    const committed = answers.find((a) => a.body.retCode === RetCode.OK)!.body;
    for (const { body } of answers) {
      if (body.retCode === RetCode.DO_NOT_SUBMIT_CONTINUOUSLY) continue;
      expect(body).toEqual(committed);
    }
    expect(committed.data.stock.available).toBe('99.99');
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 9_999, frozen: 0 });
    const moves = (await ledgerOf(tp, trader.userId)).filter((row) => row.kind !== 'deposit');
    expect(moves.map((row) => [row.kind, row.available_delta_minor])).toEqual([
      ['transfer_out', -1],
      ['transfer_in', 1],
    ]);
    expect(await unexplained(tp)).toEqual([]);
  }, 60_000);

  it('200 sends of one key with two different amounts at once: one of them runs, the other request is refused', async () => {
    const trader = await newTrader(tp, '100');
    const key = requestId();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        as<UserWallet>(tp, trader, 'user/transferWallet', { from: 'stock', amount: i % 2 ? '0.02' : '0.01', requestId: key }),
      ),
    );
    const codes = new Set(answers.map((a) => a.body.retCode));
    expect(
      [...codes].every((code) => [RetCode.OK, RetCode.REQUEST_ID_REUSED, RetCode.DO_NOT_SUBMIT_CONTINUOUSLY].includes(code as never)),
    ).toBe(true);
    const moved = 10_000 - (await stockBalances(tp, trader.userId)).available;
    expect([1, 2]).toContain(moved);
    expect((await ledgerOf(tp, trader.userId)).filter((row) => row.kind === 'transfer_out')).toHaveLength(1);
    // Every success is the one committed answer; every refusal is of the other amount's sends.
    const ran = moved === 1 ? '0.01' : '0.02';
    answers.forEach((a, i) => {
      const amount = i % 2 ? '0.02' : '0.01';
      if (a.body.retCode === RetCode.OK) expect(amount).toBe(ran);
      if (a.body.retCode === RetCode.REQUEST_ID_REUSED) expect(amount).not.toBe(ran);
    });
    expect(await unexplained(tp)).toEqual([]);
  }, 60_000);
});
