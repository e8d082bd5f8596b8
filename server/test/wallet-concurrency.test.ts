// 200 simultaneous money requests on one account: the balances stay exactly what the ledger says,
// never go below zero, nothing is created or lost, and at most one withdrawal is pending. On
// PostgreSQL (TEST_POSTGRES_URL) the requests really run in parallel transactions.
import { PaymentStatus, RetCode, WALLET_RET_CODES as C } from '@app/shared/contracts';
import { unexplainedWallets } from '../src/wallet/ledger';
import { startTestProvider, type TestProvider } from './helpers/test-provider';
import { as, readyToWithdraw, TestClock, WALLET_TEST_ENV, WITHDRAW_PASSWORD, type TestUser } from './helpers/wallet-fixtures';

jest.setTimeout(60_000);
let server: TestProvider;
const clock = new TestClock();
beforeAll(async () => {
  server = await startTestProvider({ env: WALLET_TEST_ENV, now: clock.now });
});
afterAll(() => server.close());

async function invariants(user: TestUser) {
  const db = server.provider.db;
  expect(await unexplainedWallets(db)).toEqual([]);
  const wallets = await db.selectFrom('wallets').selectAll().where('user_id', '=', user.userId).execute();
  for (const w of wallets) {
    expect(Number(w.available_minor)).toBeGreaterThanOrEqual(0);
    expect(Number(w.frozen_minor)).toBeGreaterThanOrEqual(0);
  }
  const negative = await db
    .selectFrom('ledger')
    .select('id')
    .where('user_id', '=', user.userId)
    .where((eb) => eb.or([eb('available_after_minor', '<', 0), eb('frozen_after_minor', '<', 0)]))
    .execute();
  expect(negative).toEqual([]);
  const total = wallets.reduce((sum, w) => sum + Number(w.available_minor) + Number(w.frozen_minor), 0);
  const pending = await db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', user.userId)
    .where('status', '=', PaymentStatus.PENDING)
    .execute();
  return { wallets, total, pending };
}

describe('200 simultaneous requests on one account', () => {
  it('transfers both ways and withdrawals interleaved: ledger-exact, never negative, one pending withdrawal', async () => {
    const user = await readyToWithdraw(server, 10_000_00);
    const api = as(server, user);
    const requests = Array.from({ length: 200 }, (_, i) => {
      if (i % 2 === 0) return api('pay/withdraw', { method: 'bank', amount: String(100 + i), withdrawPassword: WITHDRAW_PASSWORD });
      return i % 4 === 1
        ? api('user/transferWallet', { from: 'coin', amount: '37.13' })
        : api('user/transferWallet', { from: 'stock', amount: '11.07' });
    });
    const results = await Promise.all(requests);

    const allowed: number[] = [
      RetCode.OK,
      C.WALLET_REVIEW_PENDING,
      RetCode.DO_NOT_SUBMIT_CONTINUOUSLY,
      C.WALLET_INSUFFICIENT_COIN_BALANCE,
      C.WALLET_INSUFFICIENT_STOCK_BALANCE,
    ];
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(allowed).toContain(r.body.retCode);
    }
    const withdrawalsOk = results.filter((r, i) => i % 2 === 0 && r.body.retCode === RetCode.OK);
    expect(withdrawalsOk).toHaveLength(1);

    const { total, pending } = await invariants(user);
    expect(pending).toHaveLength(1);
    expect(await server.provider.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
    // Nothing created or lost: the deposit is still all there (part of it frozen for the withdrawal).
    expect(total).toBe(10_000_00);

    // Every accepted transfer wrote exactly its two rows, every refused one none.
    const transfersOk = results.filter((r, i) => i % 2 === 1 && r.body.retCode === RetCode.OK).length;
    const rows = await server.provider.db
      .selectFrom('ledger')
      .select('kind')
      .where('user_id', '=', user.userId)
      .where('kind', 'in', ['transfer_in', 'transfer_out'])
      .execute();
    expect(rows).toHaveLength(transfersOk * 2);
  });

  it('spends a wallet to exactly zero and no further', async () => {
    const user = await readyToWithdraw(server, 50_00);
    const api = as(server, user);
    const results = await Promise.all(Array.from({ length: 200 }, () => api('user/transferWallet', { from: 'coin', amount: '1' })));
    expect(results.filter((r) => r.body.retCode === RetCode.OK)).toHaveLength(50);
    expect(results.filter((r) => r.body.retCode === C.WALLET_INSUFFICIENT_COIN_BALANCE)).toHaveLength(150);
    const { wallets } = await invariants(user);
    expect(wallets.map((w) => [w.account, Number(w.available_minor)]).sort()).toEqual([
      ['coin', 0],
      ['stock', 50_00],
    ]);
  });

  it('200 simultaneous withdrawals leave exactly one pending', async () => {
    const user = await readyToWithdraw(server, 100_000_00);
    const api = as(server, user);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => api('pay/withdraw', { method: 'bank', amount: '100', withdrawPassword: WITHDRAW_PASSWORD })),
    );
    expect(results.filter((r) => r.body.retCode === RetCode.OK)).toHaveLength(1);
    const { wallets, pending } = await invariants(user);
    expect(pending).toHaveLength(1);
    expect(wallets.find((w) => w.account === 'coin')).toMatchObject({ available_minor: 99_900_00, frozen_minor: 100_00 });
  });
});
