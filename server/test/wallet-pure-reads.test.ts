// Wallets are created once, with the user (and by migration 0190 for earlier users); reading a
// balance (user/userWallet, balancesOf) never writes.
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { RetCode, type UserWallet } from '@app/shared/contracts';
import { userWallet } from '../src/wallet/balances';
import { balancesOf } from '../src/wallet/ledger';
import { WALLET_MIGRATIONS } from '../src/wallet/migrations';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

async function newUser(): Promise<{ token: string; userId: number }> {
  const account = uniqueEmail('pure');
  const { body } = await call<{ token: string }>(server.baseUrl, 'user/register', {
    account,
    password: 'right123',
    confirmPassword: 'right123',
  });
  expect(body.retCode).toBe(RetCode.OK);
  const user = await server.provider.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return { token: body.data.token, userId: user.id };
}

const walletsOf = (userId: number) =>
  server.provider.db
    .selectFrom('wallets')
    .select(['account', 'available_minor', 'frozen_minor'])
    .where('user_id', '=', userId)
    .orderBy('account')
    .execute();

/** Records the kind of every query a Kysely instance runs (SelectQueryNode, InsertQueryNode, …). */
function recordingQueries(): { plugin: KyselyPlugin; kinds: string[] } {
  const kinds: string[] = [];
  return {
    kinds,
    plugin: {
      transformQuery({ node }): RootOperationNode {
        kinds.push(node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    },
  };
}

describe('wallets', () => {
  it('are created with the user: both at zero, right after user/register', async () => {
    const { userId } = await newUser();
    expect((await walletsOf(userId)).map((w) => [w.account, Number(w.available_minor), Number(w.frozen_minor)])).toEqual([
      ['coin', 0, 0],
      ['stock', 0, 0],
    ]);
  });

  it('are read without a write: userWallet and balancesOf only select', async () => {
    const { userId, token } = await newUser();
    const { plugin, kinds } = recordingQueries();
    const db = server.provider.db.withPlugin(plugin);
    const wallet = await userWallet(db, server.config.wallet, userId, Date.now());
    expect(wallet.stock).toEqual({ available: '0.00', frozen: '0.00', total: '0.00' });
    await balancesOf(db, userId, 'coin');
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.filter((k) => k !== 'SelectQueryNode')).toEqual([]);

    // And through the API: the rows are untouched (updated_at stays the registration time).
    const before = await server.provider.db
      .selectFrom('wallets')
      .select(['account', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('account')
      .execute();
    expect((await call<UserWallet>(server.baseUrl, 'user/userWallet', {}, { token })).body.retCode).toBe(RetCode.OK);
    expect(
      await server.provider.db
        .selectFrom('wallets')
        .select(['account', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('account')
        .execute(),
    ).toEqual(before);
  });

  it('of users created before wallets came with registration are made by migration 0190', async () => {
    const { userId } = await newUser();
    const other = await newUser();
    await server.provider.db.deleteFrom('wallets').where('user_id', '=', userId).execute();
    await WALLET_MIGRATIONS['0190_wallets_of_every_user'].up(server.provider.db);
    const created = await server.provider.db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirstOrThrow();
    const wallets = await server.provider.db.selectFrom('wallets').selectAll().where('user_id', '=', userId).orderBy('account').execute();
    expect(wallets.map((w) => [w.account, Number(w.available_minor), Number(w.frozen_minor), Number(w.updated_at)])).toEqual([
      ['coin', 0, 0, Number(created.created_at)],
      ['stock', 0, 0, Number(created.created_at)],
    ]);
    // Users who had wallets keep exactly theirs.
    expect(await walletsOf(other.userId)).toHaveLength(2);
  });
});
