// Building blocks of the wallet tests: users with a session, money that arrives the real way
// (a recharge approved by review), uploads, real name, bank account, withdrawal password, and a
// snapshot of a user's money to prove that a refused call changed nothing.
import { randomBytes } from 'node:crypto';
import { RetCode, type Recharge } from '@app/shared/contracts';
import { formatMoney } from '@app/shared/format';
import { applyBalanceChange } from '../../src/wallet/ledger';
import { approveDeposit, approveRealName } from '../../src/wallet/review';
import { testDatabaseUrl } from './test-database';
import { call, startTestProvider, uniqueEmail, type CallResult, type TestProvider } from './test-provider';

/** Monday 2026-03-09, 11:00 in New York (EDT): the market is open. */
export const MARKET_OPEN_AT = Date.parse('2026-03-09T15:00:00Z');
/** Saturday 2026-03-07, 11:00 in New York: closed. */
export const WEEKEND_AT = Date.parse('2026-03-07T16:00:00Z');

/** The demo reviewer off, so nothing is decided behind a test's back. */
export const WALLET_TEST_ENV = { REVIEW_DELAY_MS: '0' } as const;

/** A clock the test moves; handed to the provider as DomainContext.now. */
export class TestClock {
  constructor(public time: number = MARKET_OPEN_AT) {}
  readonly now = (): number => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

export interface TestUser {
  token: string;
  userId: number;
  account: string;
  password: string;
}

export const LOGIN_PASSWORD = 'abc12345';

export async function signUp(server: TestProvider, prefix = 'wallet'): Promise<TestUser> {
  const account = uniqueEmail(prefix);
  const { body } = await call<{ token: string }>(server.baseUrl, 'user/register', {
    account,
    password: LOGIN_PASSWORD,
    confirmPassword: LOGIN_PASSWORD,
  });
  if (body.retCode !== RetCode.OK) throw new Error(`register failed: ${body.retCode} ${body.message}`);
  const row = await server.provider.db
    .selectFrom('users')
    .select('id')
    .where('account', '=', account.toLowerCase())
    .executeTakeFirstOrThrow();
  return { token: body.data.token, userId: row.id, account: account.toLowerCase(), password: LOGIN_PASSWORD };
}

/** Signed call as this user. */
export function as(server: TestProvider, user: TestUser) {
  return <T = unknown>(path: string, fields: Record<string, string> = {}, lang?: string): Promise<CallResult<T>> =>
    call<T>(server.baseUrl, path, fields, { token: user.token, lang });
}

/** Money arrives as it does in production: a bank recharge, approved by review (credits the coin wallet). */
export async function deposit(server: TestProvider, user: TestUser, minor: number, now = Date.now()): Promise<void> {
  const { body } = await as(server, user)<Recharge>('pay/pay', { channelId: 'bank-usd', amount: formatMoney(minor) });
  if (body.retCode !== RetCode.OK) throw new Error(`recharge failed: ${body.retCode} ${body.message}`);
  await approveDeposit(server.provider.db, body.data.id, now);
}

/**
 * A new customer with `stockMinor` in the stock wallet, credited straight through the ledger (a
 * deposit row, so the ledger still explains every balance): for tests about what happens to money
 * already there, not about how it arrived.
 */
export async function customerWithStock(server: TestProvider, stockMinor: number, prefix = 'funded'): Promise<TestUser> {
  const user = await signUp(server, prefix);
  await server.provider.db
    .transaction()
    .execute((trx) =>
      applyBalanceChange(
        trx,
        { userId: user.userId, account: 'stock', availableDelta: stockMinor, kind: 'deposit', ref: { type: 'test', id: prefix } },
        Date.now(),
      ),
    );
  return user;
}

/**
 * A funded customer, then the database handed to a separate process: a provider in this process
 * migrates the database of `dataDir` (and, with TEST_POSTGRES_URL, creates its PostgreSQL database),
 * writes a customer with `stockMinor` in the stock wallet, and is closed, so that a real process
 * (server/src/main.ts, a cluster's instances) can start on the same data folder and database.
 * Answers the customer and the DATABASE_URL that process must be given ('' on the embedded database).
 */
export async function fundedCustomerForAnotherProcess(
  dataDir: string,
  stockMinor: number,
  options: { prefix?: string; releaseDir?: string } = {},
): Promise<{ user: TestUser; databaseUrl: string }> {
  const setup = await startTestProvider({ dataDir, releaseDir: options.releaseDir, env: { SEED_DEMO: 'false' } });
  try {
    const user = await customerWithStock(setup, stockMinor, options.prefix);
    return { user, databaseUrl: await testDatabaseUrl(dataDir) };
  } finally {
    // The data folder (and its database) was passed in: closing leaves it for the next process.
    await setup.close();
  }
}

/** An upload row owned by the user (the account domain's table), as common/uploadFile leaves it. */
export async function ownUpload(server: TestProvider, userId: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await server.provider.db
    .insertInto('uploads')
    .values({ id, user_id: userId, mime: 'image/png', size_bytes: 68, stored_name: `${id}.png`, created_at: Date.now() })
    .execute();
  return id;
}

export async function submitRealName(server: TestProvider, user: TestUser, name: string, idNumber = 'X1234567') {
  return as(server, user)('user/realname', {
    name,
    idNumber,
    frontImage: await ownUpload(server, user.userId),
    reverseImage: await ownUpload(server, user.userId),
  });
}

export async function passRealName(server: TestProvider, user: TestUser, name: string): Promise<void> {
  const { body } = await submitRealName(server, user, name);
  if (body.retCode !== RetCode.OK) throw new Error(`realname failed: ${body.retCode} ${body.message}`);
  const app = await server.provider.db
    .selectFrom('real_name_applications')
    .select('id')
    .where('user_id', '=', user.userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await approveRealName(server.provider.db, app.id, Date.now());
}

export const BANK = {
  firstName: 'Jane',
  lastName: 'Doe',
  bankName: 'First Harbor Bank',
  accountNumber: 'GB82 WEST 1234 5698 7654 32',
  locality: 'Soho',
  town: 'Westminster',
  city: 'London',
  postalCode: 'W1D 3QU',
  ifscCode: '',
  branchName: 'Oxford Street',
};

export async function bindBank(server: TestProvider, user: TestUser, fields: Partial<typeof BANK> = {}): Promise<void> {
  const { body } = await as(server, user)('user/updateBankAccount', { ...BANK, ...fields });
  if (body.retCode !== RetCode.OK) throw new Error(`bank failed: ${body.retCode} ${body.message}`);
}

export const WITHDRAW_PASSWORD = '654321';

export async function setWithdrawPassword(server: TestProvider, user: TestUser, password = WITHDRAW_PASSWORD): Promise<void> {
  const { body } = await as(server, user)('user/updateWithdrawPwd', { password, confirmPassword: password, loginPassword: user.password });
  if (body.retCode !== RetCode.OK) throw new Error(`withdraw password failed: ${body.retCode} ${body.message}`);
}

/** Verified as "Jane Doe", bank account in that name, withdrawal password set, `coinMinor` in the coin wallet. */
export async function readyToWithdraw(server: TestProvider, coinMinor = 50_000_00): Promise<TestUser> {
  const user = await signUp(server);
  await passRealName(server, user, 'Jane Doe');
  await bindBank(server, user);
  await setWithdrawPassword(server, user);
  if (coinMinor > 0) await deposit(server, user, coinMinor);
  return user;
}

export interface MoneySnapshot {
  wallets: Array<{ account: string; available: number; frozen: number }>;
  ledgerRows: number;
  withdrawals: number;
  recharges: number;
  fundOrders: number;
}

/** Everything a money call could change for this user. */
export async function moneyOf(server: TestProvider, userId: number): Promise<MoneySnapshot> {
  const db = server.provider.db;
  const count = async (table: 'ledger' | 'withdrawals' | 'recharges' | 'fund_orders') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const wallets = await db
    .selectFrom('wallets')
    .select(['account', 'available_minor', 'frozen_minor'])
    .where('user_id', '=', userId)
    .orderBy('account')
    .execute();
  return {
    wallets: wallets.map((w) => ({ account: w.account, available: Number(w.available_minor), frozen: Number(w.frozen_minor) })),
    ledgerRows: await count('ledger'),
    withdrawals: await count('withdrawals'),
    recharges: await count('recharges'),
    fundOrders: await count('fund_orders'),
  };
}
