// The embedded database: created on first start, kept across restarts, and failures inside it
// never leak to callers.
import fs from 'node:fs';
import path from 'node:path';
import { RetCode } from '@app/shared/contracts';
import { sql } from 'kysely';
import pg from 'pg';
import { call, makeTempDir as makeDir, removeDirs, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

const running: TestProvider[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.close()));
  removeDirs(dirs);
});

function makeTempDir(prefix: string): string {
  const dir = makeDir(prefix);
  dirs.push(dir);
  return dir;
}

async function start(dataDir: string): Promise<TestProvider> {
  const server = await startTestProvider({ dataDir });
  running.push(server);
  return server;
}

describe('database', () => {
  it('creates app.db in a new DATA_DIR and keeps users across a restart', async () => {
    const dataDir = path.join(makeTempDir('restart'), 'nested', 'data');
    const first = await start(dataDir);
    // The embedded database is a file in DATA_DIR; on PostgreSQL (TEST_POSTGRES_URL) there is none.
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(!process.env.TEST_POSTGRES_URL);

    const account = uniqueEmail('persisted');
    const password = 'keep1234';
    const registered = await call(first.baseUrl, 'user/register', { account, password, confirmPassword: password });
    expect(registered.body.retCode).toBe(RetCode.OK);
    await first.close();

    // Same folder: migrations and demo seeding run again and must change nothing.
    const second = await start(dataDir);
    const login = await call(second.baseUrl, 'user/login', { account, password });
    expect(login.body.retCode).toBe(RetCode.OK);
    expect(login.body.data).toMatchObject({ user: (registered.body.data as { user: object }).user });
    const banners = await call<unknown[]>(second.baseUrl, 'websitebanner/queryBannerList');
    expect(banners.body.data).toHaveLength(3);
    const demoUsers = await second.provider.db.selectFrom('users').select('id').where('account', '=', 'demo@example.com').execute();
    expect(demoUsers).toHaveLength(1);
  });

  (process.env.TEST_POSTGRES_URL ? it : it.skip)(
    'survives PostgreSQL ending its idle connections (restart, failover, terminate) and answers again',
    async () => {
      const server = await start(makeTempDir('terminated'));
      const ask = async () => (await call(server.baseUrl, 'websitebanner/queryBannerList')).body.retCode;
      // Several calls at once, so the pool holds more than one idle connection afterwards.
      expect(await Promise.all([ask(), ask(), ask()])).toEqual([RetCode.OK, RetCode.OK, RetCode.OK]);
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.provider.db);
      const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await admin.connect();
      // The pool tells of each connection the server ended, idle or in use (src/db/database.ts).
      const warn = jest.spyOn(console, 'warn');
      let ended = 0;
      try {
        ended =
          (await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [rows[0].name])).rowCount ?? 0;
        expect(ended).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // The pool has heard of every ended connection.
      const heard = () =>
        warn.mock.calls.filter(([message]) => /(idle connection|connection in use) was closed by the server/.test(String(message))).length;
      for (const deadline = Date.now() + 5000; heard() < ended && Date.now() < deadline;)
        await new Promise((resolve) => {
          setTimeout(resolve, 10);
        });
      const told = heard();
      warn.mockRestore();
      expect(told).toBe(ended);
      expect(await ask()).toBe(RetCode.OK);
    },
  );

  it('seeds nothing when SEED_DEMO is off', async () => {
    const server = await startTestProvider({ env: { SEED_DEMO: 'false' } });
    running.push(server);
    const banners = await call<unknown[]>(server.baseUrl, 'websitebanner/queryBannerList');
    expect(banners.body.data).toEqual([]);
    expect((await call(server.baseUrl, 'user/login', { account: 'demo@example.com', password: 'Demo1234' })).body.retCode).toBe(
      RetCode.WRONG_PASSWORD,
    );
  });

  it('answers an unexpected failure with 500 / 1500 and no detail', async () => {
    const server = await start(makeTempDir('broken'));
    await server.provider.db.schema.dropTable('banners').execute();
    for (const [lang, message] of [
      ['en_US', 'Fail'],
      ['zh_CN', '失败'],
    ]) {
      const response = await call(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ retCode: RetCode.SERVER_ERROR, message, data: null });
    }
  });
});
