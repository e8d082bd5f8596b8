// Upload reservations are leases: an upload holds its daily slot only while its bytes keep
// arriving, and a provider that starts sweeps the slots of uploads that died with the process
// before it. So twenty unfinished uploads (the whole 100 MiB of a day) do not outlive a kill -9 or
// a stop, and the customer can upload again at once. A refused upload is answered with its retCode
// even when its body is still on its way, and an upload without a declared length is counted by
// the bytes it brings, like the others.
import { RetCode, type SessionResponse } from '@app/shared/contracts';
import { UPLOAD } from '@app/shared/constants';
import { DEMO_SECRETS, sign } from '@app/shared/transport';
import { openDatabase } from '../src/db/database';
import { heldUpload, png, slowUpload, type HeldUpload } from './helpers/slow-upload';
import { startProcessProvider, type ProcessProvider } from './helpers/process-provider';
import { call, makeTempDir, removeDirs, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';
import { dropTestDatabase, testDatabaseUrl } from './helpers/test-database';

jest.setTimeout(120_000);

async function register(baseUrl: string): Promise<string> {
  const account = uniqueEmail('lease');
  const { body } = await call<SessionResponse>(baseUrl, 'user/register', { account, password: 'abc12345', confirmPassword: 'abc12345' });
  expect(body.retCode).toBe(RetCode.OK);
  return body.data.token;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; !(await check());) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('upload reservations across a restart', () => {
  const dataDir = makeTempDir('upload-lease');
  let setup: TestProvider | undefined;
  let provider: ProcessProvider | undefined;
  const held: HeldUpload[] = [];

  afterAll(async () => {
    for (const upload of held) upload.abort();
    provider?.child.kill('SIGKILL');
    await setup?.close();
    await dropTestDatabase(dataDir);
    removeDirs([dataDir]);
  });

  it.each([['SIGKILL'], ['SIGTERM']] as const)(
    'twenty unfinished 5 MiB uploads, then %s and a restart: the next small upload is stored',
    async (signal) => {
      // Register in process (the registration helper writes the code and captcha), then hand the database to a real process.
      setup ??= await startTestProvider({ dataDir, env: { SEED_DEMO: 'false' } });
      const token = await register(setup.baseUrl);
      // A stop waits for the requests in flight and these twenty never end: after its grace (1 s
      // here, SHUTDOWN_GRACE_MS; 10 s by default) the process exits with them still open.
      const env = { DATA_DIR: dataDir, DATABASE_URL: await testDatabaseUrl(dataDir), SHUTDOWN_GRACE_MS: '1000' };
      const db = await openDatabase(dataDir, env.DATABASE_URL || null);
      const reservations = async () =>
        Number(
          (
            await db
              .selectFrom('upload_reservations')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      try {
        provider = await startProcessProvider(env);
        const baseUrl = provider.baseUrl;
        // Twenty uploads of the largest file: 20 × 5 MiB is the whole default day (100 MiB). Their bytes never come.
        for (let i = 0; i < 20; i++) {
          const upload = heldUpload(baseUrl, token, png(UPLOAD.maxBytes));
          upload.answer.catch(() => undefined);
          held.push(upload);
        }
        await until('twenty reservations', async () => (await reservations()) >= 20);
        // While they live the day is full: a small upload is refused.
        expect((await slowUpload(baseUrl, token, png(70), 0)).retCode).toBe(RetCode.UPLOAD_DAILY_LIMIT);

        provider.child.kill(signal);
        await provider.exited;
        provider = await startProcessProvider(env);
        const answer = await slowUpload(provider.baseUrl, token, png(70), 0);
        expect(answer.retCode).toBe(RetCode.OK);
        expect(await reservations()).toBe(0);
        provider.child.kill('SIGKILL');
        await provider.exited;
        provider = undefined;
      } finally {
        for (const upload of held.splice(0)) upload.abort();
        await db.destroy();
      }
    },
  );
});

describe('refusals and uploads of unknown length', () => {
  let server: TestProvider;
  beforeAll(async () => {
    server = await startTestProvider({ env: { UPLOAD_BYTES_PER_DAY: String(1024 * 1024) } });
  });
  afterAll(() => server.close());

  it('answers a whole large upload refused by the daily limit with its retCode, not a reset connection', async () => {
    const token = await register(server.baseUrl);
    // 4.9 MB sent at once (fetch, as a browser sends a form), over a day of 1 MiB: refused before
    // its bytes are read, and answered while the client is still sending them.
    // Ten times, by fetch and by a plain request: whether a reset beats the answer is a race.
    const bytes = png(UPLOAD.maxBytes - 100 * 1024);
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await slowUpload(server.baseUrl, token, bytes, 0));
      const form = new FormData();
      form.append('lang', 'en_US');
      form.append(UPLOAD.fileField, new Blob([bytes], { type: 'image/png' }), 'a.png');
      const response = await fetch(`${server.baseUrl}/api/common/uploadFile`, {
        method: 'POST',
        body: form,
        headers: { authorization: token, time: String(Date.now()), sign: sign({ lang: 'en_US' }, DEMO_SECRETS.main) },
      });
      answers.push(await response.json());
    }
    const refused = { retCode: RetCode.UPLOAD_DAILY_LIMIT, message: 'Too many uploads today, please try again tomorrow', data: null };
    expect(answers).toEqual(answers.map(() => refused));
    // The same of unknown length, refused once its bytes pass the day.
    expect((await slowUpload(server.baseUrl, token, png(4 * 1024 * 1024), 0, { chunked: true })).retCode).toBe(RetCode.UPLOAD_DAILY_LIMIT);
    expect((await slowUpload(server.baseUrl, token, png(2000), 0)).retCode).toBe(RetCode.OK);
  });

  it('counts an upload without a declared length by its bytes, like the others', async () => {
    const token = await register(server.baseUrl);
    // Thirty simultaneous slow uploads of 2 KB without Content-Length, in a day of 1 MiB: all stored.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => slowUpload(server.baseUrl, token, png(2000), 300, { chunked: true })),
    );
    expect(answers.map((a) => a.retCode)).toEqual(answers.map(() => RetCode.OK));
    // And the day's bytes still hold: 600 KB more of unknown length, twice at once, is one too many.
    // Both grow their reservations as their bytes arrive; when they pass the day at the same moment
    // both are refused (neither knew it would be the smaller), so at most one is stored, never both.
    const big = await Promise.all([0, 1].map(() => slowUpload(server.baseUrl, token, png(600 * 1024), 300, { chunked: true })));
    const codes = big.map((a) => a.retCode);
    expect(codes.filter((c) => c === RetCode.UPLOAD_DAILY_LIMIT).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === RetCode.OK || c === RetCode.UPLOAD_DAILY_LIMIT)).toBe(true);
    const rows = await server.provider.db.selectFrom('uploads').select('size_bytes').execute();
    expect(rows.reduce((sum, r) => sum + Number(r.size_bytes), 0)).toBeLessThanOrEqual(1024 * 1024);
  });
});
