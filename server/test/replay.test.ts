// Replays of signed calls, over signed HTTP as a client written to the wire contract sends them
// (no requestId): the `time` header within the window, each state-changing signed request accepted
// once (also across two providers on one database), what the signature does not cover (the call,
// the field names) pinned down by the money calls, and blank keys refused.
import { RetCode, type UserWallet } from '@app/shared/contracts';
import { DEMO_SECRETS, encodeForm, sign } from '@app/shared/transport';
import { sweepSignedRequests } from '../src/guards/signed-requests';
import { startTestProvider, type TestProvider } from './helpers/test-provider';
import { as, newTrader, requestId, startTradingProvider, stockBalances, unexplained, type TradingProvider } from './helpers/trade-fixtures';

let tp: TradingProvider;
beforeAll(async () => {
  tp = await startTradingProvider();
});
afterAll(() => tp.close());
beforeEach(() => {
  tp.clock.now = Date.now();
});

interface Raw {
  path: string;
  body: string;
  headers: Record<string, string>;
}

/** A signed request built once, to be sent again exactly as it is (a proxy's retry, a captured request). */
function signedRequest(path: string, fields: Record<string, string>, token: string, time = tp.clock.now): Raw {
  const body = { ...fields, lang: 'en_US' };
  return {
    path,
    body: encodeForm(body),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: token,
      time: String(time),
      sign: sign(body, DEMO_SECRETS.main),
    },
  };
}

async function send<T = unknown>(server: TestProvider, raw: Raw, path = raw.path) {
  const response = await fetch(`${server.baseUrl}/api/${path}`, { method: 'POST', headers: raw.headers, body: raw.body });
  return { status: response.status, body: (await response.json()) as { retCode: number; message: string; data: T } };
}

const available = async (userId: number) => (await stockBalances(tp, userId)).available;

describe('each state-changing signed request is accepted once', () => {
  it('the same signed transfer of 2.00 sent three times without requestId moves 2.00', async () => {
    const trader = await newTrader(tp, '100');
    const transfer = signedRequest('user/transferWallet', { from: 'stock', amount: '2.00' }, trader.token);
    const answers = [await send<UserWallet>(tp, transfer), await send(tp, transfer), await send(tp, transfer)];
    expect(answers[0].body.retCode).toBe(RetCode.OK);
    for (const replay of answers.slice(1))
      expect(replay.body).toEqual({ retCode: RetCode.REQUEST_REPLAYED, message: 'This request has already been received', data: null });
    expect(await available(trader.userId)).toBe(9800);
    expect(await unexplained(tp)).toEqual([]);
  });

  it('sent at the same moment, it still moves once', async () => {
    const trader = await newTrader(tp, '100');
    const transfer = signedRequest('user/transferWallet', { from: 'stock', amount: '2.00' }, trader.token);
    const codes = (await Promise.all(Array.from({ length: 10 }, () => send(tp, transfer)))).map((a) => a.body.retCode).sort();
    expect(codes).toEqual([RetCode.OK, ...Array<number>(9).fill(RetCode.REQUEST_REPLAYED)]);
    expect(await available(trader.userId)).toBe(9800);
  });

  it('two transfers the client means as two are two: another time, or another requestId in the same millisecond', async () => {
    const trader = await newTrader(tp, '100');
    const now = tp.clock.now;
    await send(tp, signedRequest('user/transferWallet', { from: 'stock', amount: '2.00' }, trader.token, now));
    await send(tp, signedRequest('user/transferWallet', { from: 'stock', amount: '2.00' }, trader.token, now + 1));
    // The app: a fresh requestId per submit, so two submits in one millisecond are two bodies.
    for (const key of [requestId(), requestId()])
      expect(
        (await send(tp, signedRequest('user/transferWallet', { from: 'stock', amount: '2.00', requestId: key }, trader.token, now))).body
          .retCode,
      ).toBe(RetCode.OK);
    expect(await available(trader.userId)).toBe(10000 - 4 * 200);
  });

  it('once used, a signed request is refused on every other call too', async () => {
    const trader = await newTrader(tp, '100');
    const transfer = signedRequest('user/transferWallet', { from: 'stock', amount: '2.00' }, trader.token);
    expect((await send(tp, transfer)).body.retCode).toBe(RetCode.OK);
    // user/logout reads no field: the same signed request would log the customer out.
    expect((await send(tp, transfer, 'user/logout')).body.retCode).toBe(RetCode.REQUEST_REPLAYED);
    expect((await as(tp, trader, 'user/userInfo')).body.retCode).toBe(RetCode.OK);
  });

  it('reads are not remembered: the same signed read answers every time and writes nothing', async () => {
    const trader = await newTrader(tp, '100');
    const count = async () =>
      Number(
        (
          await tp.provider.db
            .selectFrom('signed_requests')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const read = signedRequest('user/userWallet', {}, trader.token);
    for (let i = 0; i < 3; i++) expect((await send(tp, read)).body.retCode).toBe(RetCode.OK);
    expect(await count()).toBe(before);
  });

  it('is remembered in the database: a second provider on it refuses what the first accepted', async () => {
    const trader = await newTrader(tp, '100');
    const other = await startTestProvider({ dataDir: tp.dataDir, env: { SEED_DEMO: 'false' }, now: () => tp.clock.now });
    try {
      const transfer = signedRequest('user/transferWallet', { from: 'stock', amount: '2.00' }, trader.token);
      expect((await send(tp, transfer)).body.retCode).toBe(RetCode.OK);
      expect((await send(other, transfer)).body.retCode).toBe(RetCode.REQUEST_REPLAYED);
      expect(await available(trader.userId)).toBe(9800);
    } finally {
      await other.provider.close();
    }
  });
});

describe('the time header is checked against the provider clock', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it.each([
    ['dated 1970', () => 1],
    ['30 days old', () => tp.clock.now - 30 * DAY],
    ['6 minutes old', () => tp.clock.now - 6 * 60 * 1000],
    ['6 minutes ahead', () => tp.clock.now + 6 * 60 * 1000],
  ])('refuses a request %s with 401 / 105, saying the provider time, and moves nothing', async (_case, time) => {
    const trader = await newTrader(tp, '100');
    const { status, body } = await send(tp, signedRequest('user/transferWallet', { from: 'stock', amount: '2.00' }, trader.token, time()));
    expect(status).toBe(401);
    expect(body).toEqual({
      retCode: RetCode.REQUEST_TIME_OUT_OF_WINDOW,
      message: "The request time is out of range, please check the device's date and time",
      data: { serverTime: tp.clock.now },
    });
    expect(await available(trader.userId)).toBe(10000);
  });

  it('applies to reads too, in the request language', async () => {
    const read = signedRequest('websitebanner/queryBannerList', {}, '', 1);
    read.body = encodeForm({ lang: 'zh_CN' });
    read.headers.sign = sign({ lang: 'zh_CN' }, DEMO_SECRETS.main);
    const { status, body } = await send(tp, read);
    expect([status, body.retCode, body.message]).toEqual([
      401,
      RetCode.REQUEST_TIME_OUT_OF_WINDOW,
      '请求时间超出范围，请检查设备的日期和时间',
    ]);
  });

  it('accepts a clock a few minutes off, within the window', async () => {
    const trader = await newTrader(tp, '100');
    for (const offset of [-4 * 60 * 1000, 4 * 60 * 1000])
      expect(
        (await send(tp, signedRequest('user/transferWallet', { from: 'stock', amount: '1' }, trader.token, tp.clock.now + offset))).body
          .retCode,
      ).toBe(RetCode.OK);
  });

  it('the window is a setting, and a request leaves the memory when it leaves the window', async () => {
    const short = await startTradingProvider({ SIGNED_REQUEST_WINDOW_SECONDS: '2' });
    try {
      const trader = await newTrader(short, '100');
      const now = short.clock.now;
      const stale = signedRequest('user/transferWallet', { from: 'stock', amount: '1' }, trader.token, now - 2001);
      stale.headers.time = String(now - 2001);
      const sendTo = (raw: Raw) => send(short, raw);
      expect((await sendTo(stale)).body.retCode).toBe(RetCode.REQUEST_TIME_OUT_OF_WINDOW);
      const fresh = signedRequest('user/transferWallet', { from: 'stock', amount: '1' }, trader.token, now - 1000);
      expect((await sendTo(fresh)).body.retCode).toBe(RetCode.OK);
      expect((await sendTo(fresh)).body.retCode).toBe(RetCode.REQUEST_REPLAYED);
      // Later than its time + the window the row goes, and the window refuses the request by itself.
      short.clock.now = now + 1001;
      expect(await sweepSignedRequests(short.provider.db, short.clock.now)).toBeGreaterThanOrEqual(1);
      expect((await sendTo(fresh)).body.retCode).toBe(RetCode.REQUEST_TIME_OUT_OF_WINDOW);
      expect((await stockBalances(short, trader.userId)).available).toBe(9900);
    } finally {
      await short.close();
    }
  });
});

describe('what the signature does not cover, the money calls pin down', () => {
  it('values shifted into a field the call does not define are refused: amount=1&amount0=0.00 is not amount=10.00', async () => {
    const trader = await newTrader(tp, '100');
    const original = signedRequest('user/transferWallet', { from: 'stock', amount: '10.00' }, trader.token);
    // The same values in the same key order, so the same sign: "1" + "0.00" is "10.00".
    const shifted = { ...original, body: encodeForm({ from: 'stock', amount: '1', amount0: '0.00', lang: 'en_US' }) };
    expect(sign({ from: 'stock', amount: '1', amount0: '0.00', lang: 'en_US' }, DEMO_SECRETS.main)).toBe(original.headers.sign);
    expect((await send(tp, shifted)).body.retCode).toBe(RetCode.INVALID_PARAMS);
    expect(await available(trader.userId)).toBe(10000);
  });

  it('a transfer body sent to another money call is refused there', async () => {
    const trader = await newTrader(tp, '100000');
    const transfer = signedRequest('user/transferWallet', { from: 'stock', amount: '1000' }, trader.token);
    for (const path of ['funds/buy', 'pay/pay', 'pay/withdraw', 'lever/overAll', 'leverai/aiPlaceOrder'])
      expect([path, (await send(tp, transfer, path)).body.retCode]).toEqual([path, RetCode.INVALID_PARAMS]);
    expect(await available(trader.userId)).toBe(10_000_000);
  });

  it.each([
    ['an empty', ''],
    ['a spaces-only', '   '],
  ])('%s requestId is refused with its own message and moves nothing', async (_case, key) => {
    const trader = await newTrader(tp, '100');
    for (const [path, fields] of [
      ['user/transferWallet', { from: 'stock', amount: '1', requestId: key }],
      ['lever/overAll', { requestId: key }],
      ['lever/buy', { code: 'AAPL', direction: 'bullish', leverage: '5', quantity: '1', priceType: 'market', requestId: key }],
    ] as const) {
      const { body } = await as(tp, trader, path, fields);
      expect(body).toEqual({ retCode: RetCode.REQUEST_ID_BLANK, message: 'The request ID cannot be blank', data: null });
    }
    expect(await available(trader.userId)).toBe(10000);
  });
});
