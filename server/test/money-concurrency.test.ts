// 200 simultaneous buy, close, transfer and withdraw requests on ONE account, mixed. Whatever order
// they run in: the ledger explains every wallet, nothing goes negative, transfers net to zero
// across the two wallets, frozen coin is exactly the pending withdrawals, frozen stock is exactly
// what the open orders hold, at most 10 orders are open and at most one withdrawal is pending.
import { PaymentStatus } from '@app/shared/contracts';
import { MAX_OPEN_ORDERS } from '@app/shared/constants';
import { sql } from 'kysely';
import { isPostgres } from '../src/db/database';
import { call } from './helpers/test-provider';
import { deposit as fundStock, requestId, startTradingProvider, type TradingProvider } from './helpers/trade-fixtures';
import { WITHDRAW_PASSWORD, readyToWithdraw } from './helpers/wallet-fixtures';

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider({ WITHDRAWAL_ANYTIME: '1', REVIEW_DELAY_MS: '0' });
  tp.prices.set('AAPL', '200.00');
}, 60_000);
afterAll(() => tp.close());

async function sumOf(userId: number, kind: string): Promise<number> {
  const row = await tp.provider.db
    .selectFrom('ledger')
    .select((eb) => eb.fn.sum<number>('available_delta_minor').as('s'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(row.s ?? 0);
}

it('keeps every money invariant under 200 mixed concurrent requests', async () => {
  const user = await readyToWithdraw(tp, 20_000_00); // coin 20000.00
  await fundStock(tp, user.userId, '30000.00'); // stock 30000.00
  const seeded: number[] = [];
  for (let i = 0; i < 6; i++) {
    const { body } = await call<{ id: number }>(
      tp.baseUrl,
      'lever/buy',
      { code: 'AAPL', direction: 'bullish', leverage: '5', quantity: '10', priceType: 'market', requestId: requestId() },
      { token: user.token },
    );
    expect(body.retCode).toBe(0);
    seeded.push(body.data.id);
  }

  const as = (path: string, fields: Record<string, string>) => call(tp.baseUrl, path, fields, { token: user.token });
  const burst: Array<() => Promise<unknown>> = [];
  for (let i = 0; i < 200; i++) {
    switch (i % 4) {
      case 0:
        burst.push(() =>
          as('lever/buy', {
            code: 'AAPL',
            direction: i % 8 ? 'bullish' : 'bearish',
            leverage: '5',
            quantity: '5',
            priceType: 'market',
            requestId: requestId(),
          }),
        );
        break;
      case 1:
        burst.push(() => as('lever/overBySelf', { orderId: String(seeded[i % seeded.length]), quantity: '1' }));
        break;
      case 2:
        burst.push(() => as('user/transferWallet', { from: i % 3 ? 'coin' : 'stock', amount: '12.34' }));
        break;
      default:
        burst.push(() => as('pay/withdraw', { method: 'bank', amount: '100', withdrawPassword: WITHDRAW_PASSWORD }));
    }
  }
  const answers = (await Promise.all(burst.map((send) => send()))) as Array<{ status: number; body: { retCode: number } }>;
  expect(answers.filter((a) => a.status >= 500 || a.body.retCode === 1500)).toEqual([]);
  // Each kind really ran (an invariant that holds because everything was refused proves nothing).
  const succeeded = [0, 1, 2, 3].map((k) => answers.filter((a, i) => i % 4 === k && a.body.retCode === 0).length);
  for (const n of succeeded) expect(n).toBeGreaterThan(0);

  const db = tp.provider.db;
  const { unexplainedWallets } = await import('../src/wallet/ledger');
  expect(await unexplainedWallets(db)).toEqual([]);

  // One consistent snapshot: the trading jobs (fills, stops) and the reviewer keep running and may
  // commit between separate reads.
  const snapshot = await db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`set transaction isolation level repeatable read`.execute(trx);
    return {
      wallets: await trx.selectFrom('wallets').selectAll().where('user_id', '=', user.userId).execute(),
      pending: await trx
        .selectFrom('withdrawals')
        .select(['amount_minor'])
        .where('user_id', '=', user.userId)
        .where('status', '=', PaymentStatus.PENDING)
        .execute(),
      open: await trx
        .selectFrom('lever_orders')
        .select(['frozen_minor'])
        .where('user_id', '=', user.userId)
        .where('status', 'in', ['pending', 'holding'])
        .execute(),
    };
  });
  const { wallets, pending, open } = snapshot;
  const stock = wallets.find((w) => w.account === 'stock')!;
  const coin = wallets.find((w) => w.account === 'coin')!;
  for (const w of wallets) {
    expect(Number(w.available_minor)).toBeGreaterThanOrEqual(0);
    expect(Number(w.frozen_minor)).toBeGreaterThanOrEqual(0);
  }

  // Transfers move money between the two wallets and nowhere else.
  expect((await sumOf(user.userId, 'transfer_in')) + (await sumOf(user.userId, 'transfer_out'))).toBe(0);

  // Frozen coin is exactly the pending withdrawals; at most one is pending.
  expect(pending.length).toBeLessThanOrEqual(1);
  expect(Number(coin.frozen_minor)).toBe(pending.reduce((s, w) => s + Number(w.amount_minor), 0));

  // Frozen stock is exactly what the open orders hold; never more than 10 open.
  expect(open.length).toBeLessThanOrEqual(MAX_OPEN_ORDERS);
  expect(Number(stock.frozen_minor)).toBe(open.reduce((s, o) => s + Number(o.frozen_minor), 0));
}, 120_000);
