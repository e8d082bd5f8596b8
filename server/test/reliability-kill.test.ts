// Reliability: kill -9 of the provider during a stream of money calls, restart on the same
// database (SQLite, or PostgreSQL with TEST_POSTGRES_URL): every acknowledged call is present (its
// replay answers the same and moves nothing), and the ledger still equals the balances.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { RetCode, type UserWallet } from '@app/shared/contracts';
import { unexplainedWallets } from '../src/wallet/ledger';
import { call, makeTempDir, removeDirs, startTestProvider } from './helpers/test-provider';
import { dropTestDatabase } from './helpers/test-database';
import { fundedCustomerForAnotherProcess } from './helpers/wallet-fixtures';

const ROOT = path.resolve(__dirname, '..', '..');

function startChild(dataDir: string, databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string }> {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`provider did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /App running at http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ child, baseUrl: `http://127.0.0.1:${port}` });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`provider exited (${code}): ${out}`)));
  });
}

it('kill -9 during a stream of transfers: every acknowledged one survives the restart, ledger = balances', async () => {
  const dataDir = makeTempDir('kill9');
  // Prepare (migrate, a funded customer) in-process, then hand the database to a real process.
  const { user, databaseUrl } = await fundedCustomerForAnotherProcess(dataDir, 1_000_000, { prefix: 'kill9' });
  const { token } = user;

  let { child, baseUrl } = await startChild(dataDir, databaseUrl);
  const acknowledged: Array<{ requestId: string; body: unknown }> = [];
  let sent = 0;
  let stop = false;
  const stream = async (lane: number) => {
    for (let i = 0; !stop; i++) {
      const requestId = `kill9-${lane}-${i}`;
      sent += 1;
      try {
        const { body } = await call<UserWallet>(baseUrl, 'user/transferWallet', { from: 'stock', amount: '1', requestId }, { token });
        if (body.retCode === RetCode.OK) acknowledged.push({ requestId, body });
      } catch {
        return; // the connection died with the process
      }
    }
  };
  const lanes = Promise.all(Array.from({ length: 8 }, (_, lane) => stream(lane)));
  // Killed mid-stream once 40 transfers are acknowledged (eight more are then on their way).
  for (const deadline = Date.now() + 30_000; acknowledged.length < 40 && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 5));
  child.kill('SIGKILL');
  stop = true;
  await lanes;
  expect(acknowledged.length).toBeGreaterThan(10);

  ({ child, baseUrl } = await startChild(dataDir, databaseUrl));
  try {
    // Every acknowledged transfer is there: its replay answers exactly as before and moves nothing.
    for (const { requestId, body } of acknowledged) {
      const replay = await call(baseUrl, 'user/transferWallet', { from: 'stock', amount: '1', requestId }, { token });
      expect(replay.body).toEqual(body);
    }
  } finally {
    child.kill('SIGKILL');
  }

  const check = await startTestProvider({ dataDir, env: { SEED_DEMO: 'false' } });
  try {
    expect(await unexplainedWallets(check.provider.db)).toEqual([]);
    const outs = await check.provider.db
      .selectFrom('ledger')
      .select('id')
      .where('user_id', '=', user.userId)
      .where('kind', '=', 'transfer_out')
      .execute();
    expect(outs.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(outs.length).toBeLessThanOrEqual(sent);
    console.log(`kill -9: ${sent} sent, ${acknowledged.length} acknowledged, ${outs.length} in the ledger after the restart`);
  } finally {
    await check.close();
    await dropTestDatabase(dataDir);
    removeDirs([dataDir]);
  }
}, 120_000);
