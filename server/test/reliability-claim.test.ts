// Reliability of the idempotency key: kill -9 of a real provider process at a failpoint inside a
// keyed transfer (TEST_FAILPOINT, test-only), restart on the same database (SQLite, or PostgreSQL
// with TEST_POSTGRES_URL). Killed after the key is claimed and before the money moves, the retry
// runs once; killed after the commit and before the answer is sent, the retry gets the committed
// answer. Never "do not submit continuously" for a key nothing holds any more, never twice.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { RetCode, type UserWallet } from '@app/shared/contracts';
import { applyBalanceChange, unexplainedWallets } from '../src/wallet/ledger';
import { call, makeTempDir, removeDirs, startTestProvider, uniqueEmail } from './helpers/test-provider';
import { dropTestDatabase, testDatabaseUrl } from './helpers/test-database';

const ROOT = path.resolve(__dirname, '..', '..');

interface Child {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves when the provider prints that it reached its failpoint. */
  atFailpoint: Promise<void>;
}

function startChild(dataDir: string, databaseUrl: string, failpoint?: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '0',
      TEST_FAILPOINT: failpoint ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let reached: () => void = () => undefined;
  const atFailpoint = new Promise<void>((resolve) => (reached = resolve));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`provider did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (failpoint && out.includes(`failpoint ${failpoint}`)) reached();
      const port = /App running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, baseUrl: `http://127.0.0.1:${port}`, atFailpoint });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`provider exited (${code}): ${out}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A customer with 100.00 in the stock account, on a database a child provider will open. */
async function prepare(dataDir: string) {
  const setup = await startTestProvider({ dataDir, env: { SEED_DEMO: 'false' } });
  try {
    const account = uniqueEmail('claim');
    const registered = await call<{ token: string }>(setup.baseUrl, 'user/register', {
      account,
      password: 'Secret123',
      confirmPassword: 'Secret123',
    });
    const user = await setup.provider.db.selectFrom('users').select('id').where('account', '=', account).executeTakeFirstOrThrow();
    await setup.provider.db
      .transaction()
      .execute((trx) =>
        applyBalanceChange(
          trx,
          { userId: user.id, account: 'stock', availableDelta: 10_000, kind: 'deposit', ref: { type: 'test', id: 'claim' } },
          Date.now(),
        ),
      );
    return { token: registered.body.data.token, userId: user.id };
  } finally {
    await setup.provider.close();
  }
}

/** Ledger and balances of the customer, read by a provider of our own on the same database. */
async function moneyAfter(dataDir: string, userId: number) {
  const check = await startTestProvider({ dataDir, env: { SEED_DEMO: 'false' } });
  try {
    const db = check.provider.db;
    const transfers = await db.selectFrom('ledger').select('id').where('user_id', '=', userId).where('kind', '=', 'transfer_out').execute();
    const keys = await db.selectFrom('idempotent_requests').select(['request_id', 'response']).where('user_id', '=', userId).execute();
    const stock = await db
      .selectFrom('wallets')
      .select('available_minor')
      .where('user_id', '=', userId)
      .where('account', '=', 'stock')
      .executeTakeFirstOrThrow();
    return { transfers: transfers.length, keys, stock: Number(stock.available_minor), unexplained: await unexplainedWallets(db) };
  } finally {
    await check.provider.close();
  }
}

describe('kill -9 inside a keyed transfer', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = makeTempDir('claim');
  });
  afterEach(async () => {
    await dropTestDatabase(dataDir);
    removeDirs([dataDir]);
  });

  it('after the key is claimed, before the money moves: neither stays, the retry runs once', async () => {
    const { token, userId } = await prepare(dataDir);
    const databaseUrl = await testDatabaseUrl(dataDir);
    const fields = { from: 'stock', amount: '2.00', requestId: 'claim-then-crash' };

    const crashing = await startChild(dataDir, databaseUrl, 'key-claimed');
    const lost = call(crashing.baseUrl, 'user/transferWallet', fields, { token }).catch((err: unknown) => err);
    await crashing.atFailpoint;
    await killed(crashing.child);
    expect(String(await lost)).toMatch(/fetch failed/); // the connection died with the process: no answer

    // The claim died with its transaction: no key, no money moved.
    expect(await moneyAfter(dataDir, userId)).toMatchObject({ transfers: 0, keys: [], stock: 10_000 });

    const { child, baseUrl } = await startChild(dataDir, databaseUrl);
    try {
      const retry = await call<UserWallet>(baseUrl, 'user/transferWallet', fields, { token });
      expect(retry.body.retCode).toBe(RetCode.OK);
      expect(retry.body.data.stock.available).toBe('98.00');
      expect((await call(baseUrl, 'user/transferWallet', fields, { token })).body).toEqual(retry.body);
    } finally {
      await killed(child);
    }
    const after = await moneyAfter(dataDir, userId);
    expect(after).toMatchObject({ transfers: 1, stock: 9_800, unexplained: [] });
    expect(after.keys).toHaveLength(1);
  }, 120_000);

  it('after the commit, before the answer is sent: the retry gets the committed answer, and moves nothing', async () => {
    const { token, userId } = await prepare(dataDir);
    const databaseUrl = await testDatabaseUrl(dataDir);
    const fields = { from: 'stock', amount: '2.00', requestId: 'commit-then-crash' };

    const crashing = await startChild(dataDir, databaseUrl, 'committed');
    const lost = call(crashing.baseUrl, 'user/transferWallet', fields, { token }).catch((err: unknown) => err);
    await crashing.atFailpoint;
    await killed(crashing.child);
    expect(String(await lost)).toMatch(/fetch failed/); // the connection died with the process: no answer

    // Committed together: the money moved and the key holds its answer.
    const committed = await moneyAfter(dataDir, userId);
    expect(committed).toMatchObject({ transfers: 1, stock: 9_800 });
    expect(committed.keys).toHaveLength(1);
    expect(JSON.parse(committed.keys[0].response)).toMatchObject({ stock: { available: '98.00' } });

    const { child, baseUrl } = await startChild(dataDir, databaseUrl);
    try {
      const retry = await call<UserWallet>(baseUrl, 'user/transferWallet', fields, { token });
      expect(retry.body).toEqual({ retCode: RetCode.OK, message: 'Success', data: JSON.parse(committed.keys[0].response) });
    } finally {
      await killed(child);
    }
    expect(await moneyAfter(dataDir, userId)).toMatchObject({ transfers: 1, stock: 9_800, unexplained: [] });
  }, 120_000);
});
