// Fuzz: thousands of random and malformed bodies against every endpoint the provider exposes
// (read from the running server, so new endpoints are covered without editing this file).
// Whatever arrives: no HTTP 500, always a well-formed envelope, the server keeps answering, and
// no money moves and no user appears. Reproducible: FUZZ_SEED and FUZZ_CALLS override the defaults.
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';
import { mulberry32 } from '../src/market/random';

const SEED = Number(process.env.FUZZ_SEED ?? 20261120);
const CALLS = Number(process.env.FUZZ_CALLS ?? 3000);

const FIELD_NAMES = [
  'account',
  'password',
  'confirmPassword',
  'code',
  'captcha',
  'captchaId',
  'referrerId',
  'purpose',
  'amount',
  'quantity',
  'leverage',
  'direction',
  'priceType',
  'limitPrice',
  'stopProfit',
  'stopLoss',
  'requestId',
  'id',
  'orderId',
  'ipoId',
  'fundId',
  'page',
  'pageSize',
  'keyword',
  'period',
  'limit',
  'before',
  'from',
  'to',
  'withdrawPassword',
  'transferHash',
  'address',
  'text',
  'country',
  'exchange',
  'type',
  'sort',
  'keys',
  'channelId',
  'method',
  'category',
  'firstName',
  'lastName',
  'bank',
  'iban',
  'idNumber',
  'actualName',
  'frontImage',
  'reverseImage',
  'versionCode',
  'platform',
  'status',
  '__proto__',
  'constructor',
  'lang',
  '',
  'a b',
  '名前',
];

const NASTY_VALUES = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e9',
  '1e-9',
  '1E+308',
  'NaN',
  'Infinity',
  '-Infinity',
  '00012',
  '0x1F',
  ' 12 ',
  '9'.repeat(40),
  '0.000000001',
  '12.345',
  '-500000',
  '500001',
  'true',
  'false',
  'null',
  'undefined',
  '{"a":1}',
  '[1,2]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; drop table users; --',
  '../../etc/passwd',
  '\u0000',
  '\u202e',
  '中文测试',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '😀'.repeat(50),
  'AAPL',
  '00700',
  'bullish',
  'bearish',
  'market',
  'limit',
  '1m',
  '1M',
  'stock',
  'coin',
  'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb',
  'demo@example.com',
  '13800138000',
  'Demo1234',
  'x'.repeat(300),
  'y'.repeat(70_000),
];

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

function randomText(rng: Rng): string {
  const length = Math.floor(rng() * 40);
  let out = '';
  for (let i = 0; i < length; i++) {
    const cp = Math.floor(rng() * (rng() < 0.8 ? 0x7f : 0x2ffff)) || 32;
    // Lone surrogates cannot be encoded by any client; broken bytes are sent raw in their own test.
    out += cp >= 0xd800 && cp <= 0xdfff ? '?' : String.fromCodePoint(cp);
  }
  return out;
}

function randomBody(rng: Rng): Record<string, string> {
  const body: Record<string, string> = Object.create(null);
  const n = Math.floor(rng() * 8);
  for (let i = 0; i < n; i++) body[pick(rng, FIELD_NAMES)] = rng() < 0.7 ? pick(rng, NASTY_VALUES) : randomText(rng);
  return body;
}

let t: TestProvider;
let token: string;

async function moneyAndUsers() {
  const db = t.provider.db;
  const users = await db.selectFrom('users').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('ledger')
    .select([db.fn.countAll().as('n'), db.fn.sum('available_delta_minor').as('a'), db.fn.sum('frozen_delta_minor').as('f')])
    .executeTakeFirstOrThrow();
  const wallets = await db
    .selectFrom('wallets')
    .select([db.fn.sum('available_minor').as('a'), db.fn.sum('frozen_minor').as('f')])
    .executeTakeFirstOrThrow();
  return JSON.stringify({
    users: Number(users.n),
    ledger: [Number(ledger.n), Number(ledger.a ?? 0), Number(ledger.f ?? 0)],
    wallets: [Number(wallets.a ?? 0), Number(wallets.f ?? 0)],
  });
}

beforeAll(async () => {
  t = await startTestProvider({ env: { SEED_DEMO: 'true' } });
  const login = await call<{ token: string }>(t.baseUrl, 'user/login', { account: 'demo@example.com', password: 'Demo1234' });
  expect(login.body.retCode).toBe(0);
  token = login.body.data.token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

it(`survives ${CALLS} random and malformed calls (seed ${SEED}) without a 500, a broken envelope or a change to money`, async () => {
  const paths = t.provider.endpointPaths;
  expect(paths.length).toBeGreaterThan(5);
  const before = await moneyAndUsers();
  const rng = mulberry32(SEED);
  const problems: string[] = [];
  for (let i = 0; i < CALLS; i++) {
    const path = rng() < 0.95 ? pick(rng, paths) : pick(rng, ['nope/nothing', 'user', 'user/../user/login', 'USER/LOGIN']);
    const body = randomBody(rng);
    const useToken = rng() < 0.6 && path !== 'user/logout' && path !== 'user/resetpassword';
    const roll = rng();
    const options = {
      token: useToken ? token : rng() < 0.1 ? randomText(rng).replace(/[^\x20-\x7e]/g, 'x') : '',
      sign: roll < 0.05 ? null : roll < 0.1 ? 'f'.repeat(32) : undefined,
      time: roll > 0.97 ? pick(rng, [null, 'soon', '-1', '']) : undefined,
      extraBody: rng() < 0.1 ? `&${encodeURIComponent(pick(rng, FIELD_NAMES))}=${encodeURIComponent(pick(rng, NASTY_VALUES))}` : undefined,
      lang: rng() < 0.1 ? pick(rng, ['zh_CN', 'fr_FR', '', 'en_US\u0000']) : undefined,
    };
    let result;
    try {
      result = await call(t.baseUrl, path, body, options);
    } catch (err) {
      problems.push(`#${i} ${path}: no parsable answer (${(err as Error).message})`);
      continue;
    }
    const { status, body: envelope } = result;
    if (status >= 500) problems.push(`#${i} ${path}: HTTP ${status} ${JSON.stringify(envelope).slice(0, 200)}`);
    else if (typeof envelope?.retCode !== 'number' || typeof envelope.message !== 'string') problems.push(`#${i} ${path}: not an envelope`);
    else if (envelope.retCode === 1500) problems.push(`#${i} ${path}: server error retCode`);
    else if (/at .+\.ts:\d+|SQLITE|syntax error|select .* from/i.test(envelope.message))
      problems.push(`#${i} ${path}: leaks internals: ${envelope.message}`);
    if (problems.length > 20) break;
  }
  expect(problems).toEqual([]);
  // Still alive, and nothing moved.
  expect((await call(t.baseUrl, 'user/userInfo', {}, { token })).body.retCode).toBe(0);
  expect(await moneyAndUsers()).toBe(before);
}, 240_000);

it('raw bodies that are not valid UTF-8 or not valid form encoding are refused cleanly', async () => {
  const before = await moneyAndUsers();
  const raws: Buffer[] = [
    Buffer.from([0x61, 0x3d, 0xff, 0xfe, 0xfd]),
    Buffer.from('amount=%E0%A4%A&lang=en_US'),
    Buffer.from('%%%%=%%%%'),
    Buffer.from('a'.repeat(2 * 1024 * 1024)),
    Buffer.alloc(0),
  ];
  for (const raw of raws) {
    for (const path of ['user/login', 'user/userInfo', 'product/productList']) {
      const res = await fetch(`${t.baseUrl}/api/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: token,
          sign: '0'.repeat(32),
          time: String(Date.now()),
        },
        body: new Uint8Array(raw),
      });
      expect(res.status).toBeLessThan(500);
      const body = (await res.json()) as { retCode: unknown; message: unknown };
      expect(typeof body.retCode).toBe('number');
      expect(typeof body.message).toBe('string');
    }
  }
  expect(await moneyAndUsers()).toBe(before);
});

it('login still answers normally afterwards (nothing is wedged)', async () => {
  const res = await call(t.baseUrl, 'user/login', { account: uniqueEmail('nobody'), password: 'Passw0rd1' });
  expect(res.body.retCode).toBe(1004);
});
