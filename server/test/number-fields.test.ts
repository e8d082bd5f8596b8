// One number rule for every amount, quantity and price of the money calls (and the integers they
// carry), over signed HTTP: the same spellings are refused everywhere with the field's own message
// and change nothing, and the same spellings are read everywhere.
import { randomBytes } from 'node:crypto';
import { RetCode, type ActiveCodeReceipt, type LeverOrder } from '@app/shared/contracts';
import { seedFunds } from '../src/wallet/seed';
import { applyBalanceChange } from '../src/wallet/ledger';
import { as, ledgerOf, newTrader, requestId, startTradingProvider, type Trader, type TradingProvider } from './helpers/trade-fixtures';

let tp: TradingProvider;
let trader: Trader;
let holding: LeverOrder;
let ipoId: number;
let fundId: number;

beforeAll(async () => {
  tp = await startTradingProvider();
  tp.prices.set('AAPL', '200.00');
  trader = await newTrader(tp, '1000000');
  await tp.provider.db
    .transaction()
    .execute((trx) =>
      applyBalanceChange(
        trx,
        { userId: trader.userId, account: 'coin', availableDelta: 100_000_000, kind: 'deposit', ref: { type: 'test', id: 'coin' } },
        Date.now(),
      ),
    );
  const bought = await as<LeverOrder>(tp, trader, 'lever/buy', {
    code: 'AAPL',
    direction: 'bullish',
    leverage: '5',
    quantity: '1000',
    priceType: 'market',
    requestId: requestId(),
  });
  if (bought.body.retCode !== 0) throw new Error(JSON.stringify(bought.body));
  holding = bought.body.data;
  const now = Date.now();
  const issue = await tp.provider.db
    .insertInto('ipo_issues')
    .values({
      code: 'NUMB',
      name_en: 'Number Rule Inc',
      name_zh: '数字规则',
      market: 'US',
      exchange: 'NASDAQ',
      underwriting_price_minor: 1000,
      price_low_minor: 900,
      price_high_minor: 1100,
      total_issued: 1_000_000,
      min_subscription: 100,
      max_subscription: 100_000,
      public_demand: 0,
      subscribe_start: now - 60_000,
      subscribe_end: now + 86_400_000,
      lottery_at: now + 86_400_000,
      listing_date: now + 2 * 86_400_000,
      first_day_close_minor: 1250,
      description_en: 'A test issue.',
      description_zh: '测试发行。',
      lottery_seed: 1,
      lottery_done_at: null,
      issue_result: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ipoId = issue.id;
  await seedFunds({ db: tp.provider.db });
  fundId = (await tp.provider.db.selectFrom('funds').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const receipt = await as<ActiveCodeReceipt>(tp, trader, 'user/getActiveCode');
  await as(tp, trader, 'leverai/activate', { activationCode: receipt.body.data.activationCode });
  // A provider, a customer, a holding, an IPO issue and an AI account: more than Jest's default 5 s
  // when the machine is busy (on PostgreSQL every provider first makes its database).
}, 30_000);
afterAll(() => tp.close());

interface NumericField {
  path: string;
  field: string;
  /** The field's number, written the one way (read when the test runs: an order id exists by then). */
  good: () => string;
  /** What any other spelling of it answers. */
  refused: number;
  fields: () => Record<string, string>;
}

const key = () => ({ requestId: requestId() });
const buy = () => ({ code: 'AAPL', direction: 'bullish', leverage: '5', quantity: '1', priceType: 'market', ...key() });

const FIELDS: NumericField[] = [
  {
    path: 'user/transferWallet',
    field: 'amount',
    good: () => '1',
    refused: RetCode.WALLET_AMOUNT_INVALID,
    fields: () => ({ from: 'coin', ...key() }),
  },
  {
    path: 'pay/pay',
    field: 'amount',
    good: () => '100',
    refused: RetCode.WALLET_AMOUNT_INVALID,
    fields: () => ({ channelId: 'bank-usd', ...key() }),
  },
  {
    path: 'pay/payDigital',
    field: 'amount',
    good: () => '100',
    refused: RetCode.WALLET_AMOUNT_INVALID,
    fields: () => ({ channelId: 'usdt-trc20', hash: randomBytes(32).toString('hex'), ...key() }),
  },
  {
    path: 'pay/withdraw',
    field: 'amount',
    good: () => '100',
    refused: RetCode.WALLET_AMOUNT_INVALID,
    fields: () => ({ method: 'bank', withdrawPassword: '123456', ...key() }),
  },
  {
    path: 'funds/buy',
    field: 'amount',
    good: () => '1000',
    refused: RetCode.WALLET_AMOUNT_INVALID,
    fields: () => ({ fundId: String(fundId), ...key() }),
  },
  { path: 'lever/buy', field: 'quantity', good: () => '1', refused: RetCode.QUANTITY_NOT_INTEGER, fields: buy },
  { path: 'lever/buy', field: 'leverage', good: () => '5', refused: RetCode.INVALID_PARAMS, fields: buy },
  {
    path: 'lever/buy',
    field: 'price',
    good: () => '150',
    refused: RetCode.INVALID_PRICE,
    fields: () => ({ ...buy(), priceType: 'fixed' }),
  },
  { path: 'lever/buy', field: 'stopProfit', good: () => '300', refused: RetCode.INVALID_PRICE, fields: buy },
  { path: 'lever/buy', field: 'stopLoss', good: () => '100', refused: RetCode.INVALID_PRICE, fields: buy },
  {
    path: 'lever/overBySelf',
    field: 'quantity',
    good: () => '1',
    refused: RetCode.CLOSE_QUANTITY_INVALID,
    fields: () => ({ orderId: String(holding.id), ...key() }),
  },
  {
    path: 'lever/overBySelf',
    field: 'orderId',
    good: () => String(holding.id),
    refused: RetCode.INVALID_PARAMS,
    fields: () => ({ quantity: '1', ...key() }),
  },
  {
    path: 'lever/updateStop',
    field: 'stopProfit',
    good: () => '300',
    refused: RetCode.INVALID_PRICE,
    fields: () => ({ orderId: String(holding.id) }),
  },
  {
    path: 'lever/updateStop',
    field: 'stopLoss',
    good: () => '100',
    refused: RetCode.INVALID_PRICE,
    fields: () => ({ orderId: String(holding.id) }),
  },
  {
    path: 'lever/ipo',
    field: 'quantity',
    good: () => '100',
    refused: RetCode.IPO_QUANTITY_NOT_INTEGER,
    fields: () => ({ ipoId: String(ipoId), paymentMethod: 'full', ...key() }),
  },
  {
    path: 'leverai/aiPlaceOrder',
    field: 'amount',
    good: () => '1000',
    refused: RetCode.AI_AMOUNT_OUT_OF_RANGE,
    fields: () => ({ multiple: '5', ...key() }),
  },
  {
    path: 'leverai/aiPlaceOrder',
    field: 'multiple',
    good: () => '5',
    refused: RetCode.INVALID_PARAMS,
    fields: () => ({ amount: '1000', ...key() }),
  },
];

/** Spellings of a number that are not the one way of writing it. */
const fullWidth = (n: string) => n.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));
const WRONG_SPELLINGS: Array<[string, (n: string) => string]> = [
  ['a sign', (n) => `+${n}`],
  ['a minus', (n) => `-${n}`],
  ['a leading zero', (n) => `00${n}`],
  ['a tab and a line break', (n) => `\t${n}\n`],
  ['a no-break space', (n) => `${n}\u00a0`],
  ['an exponent', (n) => `${n}e0`],
  ['full-width digits', fullWidth],
  ['a separator', (n) => `${n},0`],
  ['hex', (n) => `0x${n}`],
];

async function moneyOf(userId: number) {
  const wallets = await tp.provider.db
    .selectFrom('wallets')
    .select(['account', 'available_minor', 'frozen_minor'])
    .where('user_id', '=', userId)
    .orderBy('account')
    .execute();
  const orders = await tp.provider.db
    .selectFrom('lever_orders')
    .select(['id', 'quantity', 'stop_profit_ticks', 'stop_loss_ticks'])
    .where('user_id', '=', userId)
    .execute();
  return {
    wallets,
    ledger: (await ledgerOf(tp, userId)).length,
    orders,
    tasks: (await tp.provider.db.selectFrom('ai_tasks').select('id').execute()).length,
  };
}

describe.each(FIELDS.map((f) => [`${f.path} ${f.field}`, f] as const))('%s', (_name, spec) => {
  it.each(WRONG_SPELLINGS)('refuses %s with the field’s message and changes nothing', async (_what, spell) => {
    const before = await moneyOf(trader.userId);
    const { body } = await as(tp, trader, spec.path, { ...spec.fields(), [spec.field]: spell(spec.good()) });
    expect(body.retCode).toBe(spec.refused);
    expect(await moneyOf(trader.userId)).toEqual(before);
  });

  it('reads the number with spaces around it, and with a fraction of zeros', async () => {
    for (const spelled of [` ${spec.good()} `, `${spec.good()}.00`]) {
      const { body } = await as(tp, trader, spec.path, { ...spec.fields(), [spec.field]: spelled });
      expect([spec.refused, RetCode.INVALID_PARAMS]).not.toContain(body.retCode);
    }
  });
});
