// The per-user funds lock (ledger.ts lockUserFunds) is taken by the IPO code wherever it moves or
// checks money: while another transaction holds a customer's lock, subscribing, requesting an AI
// order and drawing a lottery that involves that customer wait for it. Meaningful on PostgreSQL
// (TEST_POSTGRES_URL); the embedded database runs one transaction at a time anyway.
import { RetCode, type ActiveCodeReceipt, type AiStatusResponse, type IpoOrder } from '@app/shared/contracts';
import { sql } from 'kysely';
import { isPostgres } from '../src/db/database';
import { runLottery } from '../src/ipo/subscriptions';
import { lockUserFunds } from '../src/wallet/ledger';
import {
  as,
  newTrader,
  startTradingProvider,
  stockBalances,
  unexplained,
  type Trader,
  type TradingProvider,
} from './helpers/trade-fixtures';

const HOUR = 60 * 60 * 1000;
/** On the embedded database only (below): how long `work` is given to finish if it did not wait. */
const WAIT_MS = 400;

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
  tp.market.open = true;
  for (const [code, price] of [
    ['AAPL', '200.00'],
    ['MSFT', '400.00'],
    ['NVDA', '100.00'],
    ['TSLA', '250.00'],
  ])
    tp.prices.set(code, price);
});
afterAll(() => tp.close());

/** Holds the trader's funds lock in a transaction of its own until `release` is called. */
async function holdFundsLock(trader: Trader): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const transaction = tp.provider.db.transaction().execute(async (trx) => {
    await lockUserFunds(trx, trader.userId);
    taken();
    await released;
  });
  await isTaken;
  return {
    async release() {
      release();
      await transaction;
    },
  };
}

/** Resolves once a session of this database waits for a row lock another one holds (PostgreSQL). */
async function aSessionWaitsForALock(timeoutMs = 10_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where not l.granted and a.datname = current_database()`.execute(tp.provider.db);
    if (rows[0].waiting > 0) return;
    if (Date.now() > deadline) throw new Error(`no session waited for a lock within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Starts `work` while the trader's funds lock is held; asserts it has not finished while it waits
 * (then runs `whileWaiting`, still under the lock). On PostgreSQL the wait is observed: `work`'s
 * session queues on the lock (pg_locks). The embedded database runs one transaction at a time, so
 * there is no lock of its own to see queueing: there `work` gets WAIT_MS to (wrongly) finish.
 */
async function waitsForLock<T>(trader: Trader, work: () => Promise<T>, whileWaiting?: () => Promise<void>): Promise<T> {
  const lock = await holdFundsLock(trader);
  let finished = false;
  const running = work().finally(() => (finished = true));
  try {
    if (isPostgres(tp.provider.db)) await aSessionWaitsForALock();
    else await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    expect(finished).toBe(false);
    await whileWaiting?.();
  } finally {
    await lock.release();
  }
  return running;
}

let codeCounter = 0;
async function openIssue() {
  codeCounter += 1;
  const now = tp.clock.now;
  return tp.provider.db
    .insertInto('ipo_issues')
    .values({
      code: `L${codeCounter}`,
      name_en: `Lock Issue ${codeCounter}`,
      name_zh: `锁测试${codeCounter}`,
      market: 'US',
      exchange: 'NASDAQ',
      underwriting_price_minor: 1000,
      price_low_minor: 900,
      price_high_minor: 1100,
      total_issued: 1_000_000,
      min_subscription: 100,
      max_subscription: 1000,
      subscribe_start: now - HOUR,
      subscribe_end: now + HOUR,
      lottery_at: now + 2 * HOUR,
      listing_date: now + 48 * HOUR,
      public_demand: 0,
      first_day_close_minor: 1250,
      description_en: 'A test issue.',
      description_zh: '测试发行。',
      lottery_seed: 99 + codeCounter,
      lottery_done_at: null,
      issue_result: null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

describe("the IPO code takes the customer's funds lock", () => {
  it('lever/ipo (subscribe: freezes money) waits for it', async () => {
    const trader = await newTrader(tp, '5000.00');
    const issue = await openIssue();
    const { body } = await waitsForLock(trader, () => as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '100' }));
    expect(body.retCode).toBe(RetCode.OK);
    expect(await stockBalances(tp, trader.userId)).toEqual({ available: 4000_00, frozen: 1000_00 });
  });

  it('leverai/aiPlaceOrder (checks the balance for the order it will place) waits for it', async () => {
    const trader = await newTrader(tp, '5000.00');
    const receipt = await as<ActiveCodeReceipt>(tp, trader, 'user/getActiveCode');
    expect(
      (await as<AiStatusResponse>(tp, trader, 'leverai/activate', { activationCode: receipt.body.data.activationCode })).body.retCode,
    ).toBe(RetCode.OK);
    const { body } = await waitsForLock(trader, () => as(tp, trader, 'leverai/aiPlaceOrder', { amount: '1000', multiple: '5' }));
    expect(body.retCode).toBe(RetCode.OK);
  });

  it("the lottery (moves every applicant's money) waits for any applicant's lock, and settles after it", async () => {
    const first = await newTrader(tp, '5000.00');
    const second = await newTrader(tp, '5000.00');
    const issue = await openIssue();
    for (const trader of [first, second]) {
      expect((await as<IpoOrder>(tp, trader, 'lever/ipo', { ipoId: String(issue.id), quantity: '100' })).body.retCode).toBe(RetCode.OK);
    }
    // Drawn directly (the clock stays before lottery_at, so the job does not draw it meanwhile).
    // Funds locks come before any other row: while it waits, the lottery holds no lock on the issue.
    const issueRowIsFree = async () => {
      if (!isPostgres(tp.provider.db)) return;
      await tp.provider.db
        .transaction()
        .execute((trx) => trx.selectFrom('ipo_issues').select('id').where('id', '=', issue.id).forUpdate().noWait().execute());
    };
    const drawn = await waitsForLock(second, () => runLottery(tp.ctx, issue, issue.lottery_at), issueRowIsFree);
    expect(drawn).toBe(true);
    const states = await tp.provider.db.selectFrom('ipo_orders').select('state').where('ipo_id', '=', issue.id).execute();
    expect(states.map((s) => s.state)).toEqual(['bought', 'bought']);
    expect(await unexplained(tp)).toEqual([]);
  });
});
