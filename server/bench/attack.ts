// Five attacks on the provider's guards, tried from outside (a client of our own against a started
// server process, over real HTTP with signed requests), one pass/fail line per attack: (1) a burst
// of slow uploads past the daily limits, (2) a login flood meant to evict a victim's failure
// counter, and many logins from one address, (3) control characters in identifiers and logs,
// (4) inline scripts outside the Content-Security-Policy, (5) replayed money calls. Exit code 1
// when any guard does not hold.
//   npx tsx server/bench/attack.ts            ATTACK_FLOOD=10000 made-up accounts by default
//
// The server runs with its production defaults (LOGIN_ATTEMPTS_PER_IP_PER_MINUTE 30, 50 uploads and
// 100 MiB per account per day, LOG_LEVEL info) in a temporary data folder. Loopback is a /8 on
// Linux, so the script speaks from many client addresses (127.x.y.z, `localAddress`) where an
// attacker would use many machines: the flood of made-up accounts is spread over addresses so the
// per-address limit does not hide what the per-account counter does.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RetCode, type Envelope, type SessionResponse, type UserWallet } from '@app/shared/contracts';
import { UPLOAD } from '@app/shared/constants';
import { DEMO_SECRETS, encodeForm, normalizeFields, sign, type FormFields } from '@app/shared/transport';
import { openDatabase } from '../src/db/database';
import { png, slowUpload } from '../test/helpers/slow-upload';
import { applyBalanceChange } from '../src/wallet/ledger';

const FLOOD = Number(process.env.ATTACK_FLOOD ?? 10_000);
const DEMO = { account: 'demo@example.com', password: 'Demo1234' };

let port = 0;
/** Every client address used so far (127.1.0.1 …); `fresh()` hands out a new one. */
let addressSeq = 0;
function fresh(): string {
  const n = addressSeq++;
  return `127.${1 + Math.floor(n / 62_500)}.${1 + (Math.floor(n / 250) % 250)}.${1 + (n % 250)}`;
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(opts: http.RequestOptions, body?: Buffer | string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent: false, ...opts }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One signed API call as the app makes it (form body, `sign` over the normalised fields). */
function signedCall(apiPath: string, fields: FormFields, token = '') {
  const body = normalizeFields({ lang: 'en_US', ...fields });
  const encoded = encodeForm(body);
  const headers = { 'content-type': 'application/x-www-form-urlencoded', authorization: token, sign: sign(body, DEMO_SECRETS.main) };
  /** Sends these exact bytes (again); `time` is any value the sender likes. */
  return async <T>(from = '127.0.0.1', time = String(Date.now())): Promise<Envelope<T>> => {
    const res = await request({ path: `/api/${apiPath}`, method: 'POST', localAddress: from, headers: { ...headers, time } }, encoded);
    return JSON.parse(res.body.toString('utf8')) as Envelope<T>;
  };
}

const post = <T>(apiPath: string, fields: FormFields, token = '', from?: string) => signedCall(apiPath, fields, token)<T>(from);

/** Runs `tasks` with at most `width` in flight. */
async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

const results: Array<{ name: string; ok: boolean; detail: string }> = [];
function report(name: string, ok: boolean, detail: string) {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
}

// ---- 1. uploads ----------------------------------------------------------------------------
async function uploads(token: string) {
  const answers = await Promise.all(Array.from({ length: 150 }, () => slowUpload(`http://127.0.0.1:${port}`, token, png(200_000), 1500)));
  const stored = answers.filter((a) => a.retCode === RetCode.OK).length;
  const limited = answers.filter((a) => a.retCode === RetCode.UPLOAD_DAILY_LIMIT).length;
  const after = await slowUpload(`http://127.0.0.1:${port}`, token, png(1000), 0);
  report(
    '1 uploads',
    stored === UPLOAD.maxPerUserPerDay && limited === 150 - stored && after.retCode === RetCode.UPLOAD_DAILY_LIMIT,
    `150 parallel slow uploads (200 kB, file bytes 1.5 s after the head) on one account: ${stored} stored, ${limited} refused 2615, ${150 - stored - limited} other; one more afterwards: ${after.retCode} (limit ${UPLOAD.maxPerUserPerDay}/day)`,
  );
}

// ---- 5. replayed money call ----------------------------------------------------------------
async function replay(token: string) {
  const wallet = () => post<UserWallet>('user/userWallet', {}, token);
  const before = (await wallet()).data.stock.available;
  const sentAt = String(Date.now());
  const transfer = signedCall('user/transferWallet', { from: 'stock', amount: '1.00', requestId: randomUUID() }, token);
  const first = await transfer<UserWallet>('127.0.0.1', sentAt);
  // The same bytes again: twenty at once as sent, one with a `time` a day later, one a second later.
  const again = [
    ...(await Promise.all(Array.from({ length: 20 }, () => transfer<UserWallet>('127.0.0.1', sentAt)))),
    await transfer<UserWallet>('127.0.0.1', String(Date.now() + 86_400_000)),
    await transfer<UserWallet>('127.0.0.1', String(Number(sentAt) + 1000)),
  ];
  // Without a requestId, as a client written to the wire contract sends it: replayed as sent.
  const bare = signedCall('user/transferWallet', { from: 'stock', amount: '1.00' }, token);
  const bareAnswers = await Promise.all(Array.from({ length: 5 }, () => bare('127.0.0.1', sentAt)));
  const after = (await wallet()).data.stock.available;
  const moved = Math.round((Number(before) - Number(after)) * 100);
  const answeredSame = again.filter((a) => a.retCode === 0 && JSON.stringify(a.data) === JSON.stringify(first.data)).length;
  const refused = again.filter((a) => a.retCode === RetCode.REQUEST_REPLAYED || a.retCode === RetCode.REQUEST_TIME_OUT_OF_WINDOW).length;
  const bareMoved = bareAnswers.filter((a) => a.retCode === 0).length;
  const transferHolds = first.retCode === 0 && moved === 200 && bareMoved === 1 && answeredSame + refused === again.length;

  // A partial close (1 of 3 shares) replayed: nothing more is closed, no money moves again.
  const buy = await post<{ id: number }>(
    'lever/buy',
    { code: 'AAPL', direction: 'bullish', leverage: 5, quantity: '3', priceType: 'market', requestId: randomUUID() },
    token,
  );
  const close = signedCall('lever/overBySelf', { orderId: buy.data?.id ?? 0, quantity: 1, requestId: randomUUID() }, token);
  const closed = await close();
  const afterClose = JSON.stringify((await wallet()).data);
  const closeReplays = [...(await Promise.all(Array.from({ length: 5 }, () => close()))), await close(), await close()];
  const refusedOrSame = (r: Envelope<unknown>) =>
    (r.retCode === 0 && JSON.stringify(r.data) === JSON.stringify(closed.data)) ||
    r.retCode === RetCode.DO_NOT_SUBMIT_CONTINUOUSLY ||
    r.retCode === RetCode.REQUEST_REPLAYED;
  const closeHolds =
    buy.retCode === 0 && closed.retCode === 0 && JSON.stringify((await wallet()).data) === afterClose && closeReplays.every(refusedOrSame);

  // A bank recharge request replayed: one request on record.
  const recharges = async () => (await post<{ total: number }>('pay/myPay', {}, token)).data.total;
  const rechargesBefore = await recharges();
  const recharge = signedCall('pay/pay', { channelId: 'bank-usd', amount: '100', requestId: randomUUID() }, token);
  const recharged = await recharge();
  await Promise.all(Array.from({ length: 5 }, () => recharge()));
  const rechargesAdded = (await recharges()) - rechargesBefore;

  report(
    '5 replay',
    transferHolds && closeHolds && recharged.retCode === 0 && rechargesAdded === 1,
    `a transfer of 1.00 sent once, replayed 22 times (20 at once as sent, one dated a day later, one a second later): replays answered with the first answer ${answeredSame}, refused ${refused}; the same without requestId sent 5 times as sent: ${bareMoved} moved; balance moved ${(moved / 100).toFixed(2)} in all; ` +
      `a partial close (1 of 3) replayed 7 times: ${closeHolds ? 'wallet unchanged, same answer' : `buy ${buy.retCode}, close ${closed.retCode}, replays ${closeReplays.map((r) => r.retCode).join(',')}`}; a recharge request replayed 5 times: ${rechargesAdded} on record`,
  );
}

// ---- 4. CSP ----------------------------------------------------------------------------------
async function csp() {
  const res = await request({ path: '/', method: 'GET', headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  const policy = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
  const html = res.body.toString('utf8');
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc=/i.test(attrs) && !/type=["']?application\/(ld\+)?json/i.test(attrs))
    .map(([, , code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  const scriptSrc = directives.get('script-src') ?? [];
  const problems = [
    !policy && 'no header',
    scriptSrc.includes("'unsafe-inline'") && "script-src allows 'unsafe-inline'",
    !inline.every((h) => scriptSrc.includes(h)) && 'an inline script of the page is not in script-src',
    directives.get('object-src')?.join(' ') !== "'none'" && "object-src is not 'none'",
    directives.get('frame-ancestors')?.join(' ') !== "'none'" && "frame-ancestors is not 'none'",
    directives.get('script-src-attr')?.join(' ') !== "'none'" && "script-src-attr is not 'none' (inline handlers)",
    /\son[a-z]+\s*=/i.test(html.replace(/<script[\s\S]*?<\/script>/gi, '')) && 'an inline event handler in the HTML',
  ].filter(Boolean);
  report(
    '4 CSP',
    res.status === 200 && problems.length === 0,
    `GET / ${res.status}: ${problems.length ? problems.join('; ') : `strict policy, ${inline.length} inline script(s) allowed by hash, nothing else`}`,
  );
}

// ---- 3. control characters -----------------------------------------------------------------
async function controlCharacters(token: string, output: () => string) {
  const ESC = '\u001b[31m';
  const BEL = '\u0007';
  const tries = [
    await post(
      'user/register',
      { account: `red${ESC}x${BEL}@example.com`, password: 'abc12345', confirmPassword: 'abc12345' },
      '',
      fresh(),
    ),
    await post('user/login', { account: `red${ESC}x${BEL}@example.com`, password: 'abc12345' }, '', fresh()),
    await post('user/updateProfile', { nickname: `n${ESC}${BEL}` }, token),
    await post('user/updateProfile', { nickname: 'n\u009b31m' }, token),
    await post('user/sendVerifyCode', { account: `${ESC}1@example.com`, purpose: 'register' }, '', fresh()),
  ];
  const refused = tries.filter((t) => t.retCode === RetCode.CONTROL_CHARACTERS).length;
  await new Promise((r) => setTimeout(r, 300));
  // ESC, BEL or any other C0 control but line feed, DEL or a C1 control written raw by the server.
  const raw = output().match(/(?!\n)\p{Cc}/gu) ?? [];
  report(
    '3 control characters',
    refused === tries.length && raw.length === 0,
    `${refused}/${tries.length} calls with ESC/BEL/CSI in an identifier refused 1012; raw control characters in the server's output: ${raw.length}`,
  );
}

// ---- 2. logins ---------------------------------------------------------------------------------
async function logins() {
  // The victim: five wrong guesses lock the account; the right password is then refused.
  const wrong = () => post('user/login', { account: DEMO.account, password: 'Wrong1234' }, '', fresh());
  const right = () => post('user/login', { account: DEMO.account, password: DEMO.password }, '', fresh());
  for (let i = 0; i < 5; i += 1) await wrong();
  const lockedBefore = (await right()).retCode === RetCode.DO_NOT_SUBMIT_CONTINUOUSLY;
  // The flood: FLOOD failed logins on made-up accounts, 25 per address (under the per-address budget).
  const started = Date.now();
  let addr = fresh();
  const flood = await pool(FLOOD, 32, (i) => {
    if (i % 25 === 0) addr = fresh();
    return post('user/login', { account: `nobody-${i}-${randomUUID().slice(0, 8)}@example.com`, password: 'Wrong1234' }, '', addr).then(
      (r) => r.retCode,
    );
  });
  const floodChecked = flood.filter((r) => r === RetCode.WRONG_PASSWORD).length;
  const seconds = (Date.now() - started) / 1000;
  // After the flood: the victim's counter must still be there. If the lock is over, one more wrong
  // guess locks it again at once (a wiped counter would allow five); the right password must not get in.
  const guess = (await wrong()).retCode;
  const after = (await right()).retCode;
  report(
    '2a lockout vs flood',
    lockedBefore && after === RetCode.DO_NOT_SUBMIT_CONTINUOUSLY,
    `victim locked after 5 wrong guesses: ${lockedBefore}; ${FLOOD} failed logins on made-up accounts from ${Math.ceil(FLOOD / 25)} addresses in ${seconds.toFixed(0)} s (${floodChecked} checked); then a wrong guess → ${guess}, the right password → ${after} (1008 = still counted)`,
  );

  // One address, 2,000 wrong logins on different accounts.
  const one = fresh();
  const answers = await pool(2000, 50, (i) =>
    post('user/login', { account: `single-${i}@example.com`, password: 'Wrong1234' }, '', one).then((r) => r.retCode),
  );
  const checked = answers.filter((r) => r === RetCode.WRONG_PASSWORD).length;
  const limited = answers.filter((r) => r === RetCode.DO_NOT_SUBMIT_CONTINUOUSLY).length;
  report(
    '2b per address',
    checked <= 30 && checked + limited === 2000,
    `2000 wrong logins on different accounts from one address: ${checked} checked, ${limited} refused 1008 (budget 30 a minute)`,
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'attack-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '',
      UPLOAD_BYTES_PER_DAY: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: Buffer[] = [];
  child.stdout!.on('data', (c: Buffer) => chunks.push(c));
  child.stderr!.on('data', (c: Buffer) => chunks.push(c));
  const output = () => Buffer.concat(chunks).toString('utf8');
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /localhost:(\d+)/.exec(output())?.[1];
      if (found) {
        port = Number(found);
        clearInterval(timer);
        resolve();
      }
    }, 50);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output()}`)));
  });
  try {
    const login = await post<SessionResponse>('user/login', DEMO, '', fresh());
    const token = login.data.token;
    const db = await openDatabase(dataDir);
    const user = await db.selectFrom('users').select('id').where('account', '=', DEMO.account).executeTakeFirstOrThrow();
    await db
      .transaction()
      .execute((trx) =>
        applyBalanceChange(
          trx,
          { userId: user.id, account: 'stock', availableDelta: 1_000_000, kind: 'deposit', ref: { type: 'attack', id: 'funding' } },
          Date.now(),
        ),
      );
    await db.destroy();

    await uploads(token);
    await replay(token);
    await csp();
    await controlCharacters(token, output);
    await logins();
  } finally {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok);
  console.log(
    `\n${results.length - failed.length}/${results.length} hold${failed.length ? `; not holding: ${failed.map((f) => f.name).join(', ')}` : ''}`,
  );
  process.exitCode = failed.length ? 1 : 0;
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
