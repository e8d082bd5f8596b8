// The release registry's compare-and-swap, on the embedded database (and on PostgreSQL when
// TEST_POSTGRES_URL is set): two changes racing on one remote (one wins, the other is refused
// naming both revisions and who changed it), changes to two remotes (both win), 50 interleaved
// rounds (no history step lost), route takeover refused naming the owner, the one-time import of
// a release folder's JSON files.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { ReleaseRegistry } from '../src/release/registry';
import { makeTempDir, removeDirs } from './helpers/test-provider';
import { dropTestDatabase, testDatabaseUrl } from './helpers/test-database';

const ROUTES: Record<string, string> = { wallet: '/pages/mine/wallet', market: '/pages/market/list' };
let dataDir: string;
let releaseDir: string;
let db: Kysely<Database>;
let registry: ReleaseRegistry;

function host(remote: string, version: string, paths: string[] = [ROUTES[remote]]) {
  const folder = path.join(releaseDir, 'remotes', remote, version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(paths.map((p) => ({ path: p, auth: false }))));
}

const revisionOf = async (remote: string) => (await registry.remotes()).find((r) => r.name === remote)!.revision;
const liveOf = async (remote: string) => (await registry.view()).live[remote]?.version;

beforeAll(async () => {
  dataDir = makeTempDir('registry-data');
  releaseDir = makeTempDir('registry-release');
  for (const remote of ['wallet', 'market']) for (const v of ['1.0.0', '1.0.1', '1.0.2']) host(remote, v);
  host('market', '2.0.0', [ROUTES.market, ROUTES.wallet]);
  db = await openDatabase(dataDir, (await testDatabaseUrl(dataDir)) || null);
  registry = new ReleaseRegistry(db, releaseDir, Date.now, 0);
  await registry.publish('wallet', '1.0.0', { actor: 'alice' });
  await registry.publish('market', '1.0.0', { actor: 'bob' });
});
afterAll(async () => {
  await db.destroy();
  await dropTestDatabase(dataDir);
  removeDirs([dataDir, releaseDir]);
});

it('two changes racing on one remote: one wins, the other is refused and says what changed and who did it', async () => {
  const read = await revisionOf('wallet');
  const results = await Promise.allSettled([
    registry.canary('wallet', '1.0.1', 10, { actor: 'wallet CI', expectRevision: read }),
    registry.rollback('wallet', '1.0.2', { actor: 'release manager', expectRevision: read }),
  ]);
  const won = results.filter((r) => r.status === 'fulfilled');
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(won).toHaveLength(1);
  expect(refused).toHaveLength(1);
  const winner = results[0].status === 'fulfilled' ? 'wallet CI' : 'release manager';
  expect(refused[0].reason.kind).toBe('conflict');
  expect(refused[0].reason.message).toBe(`wallet changed since you read it (revision ${read} → ${read + 1} by ${winner}); re-run`);
  expect(await revisionOf('wallet')).toBe(read + 1);
  // The refused change left nothing behind: one step for the winner only.
  const steps = (await registry.history('wallet')).filter((s) => s.revision === read + 1);
  expect(steps.map((s) => s.by)).toEqual([winner]);
  if ((await registry.view()).canaries.wallet) await registry.abort('wallet', { actor: 'cleanup' });
  if ((await liveOf('wallet')) !== '1.0.0') await registry.rollback('wallet', '1.0.0', { actor: 'cleanup' });
});

it('changes to two remotes at the same moment both win', async () => {
  const [w, m] = [await revisionOf('wallet'), await revisionOf('market')];
  const results = await Promise.allSettled([
    registry.rollback('wallet', '1.0.1', { actor: 'wallet team', expectRevision: w }),
    registry.rollback('market', '1.0.1', { actor: 'market team', expectRevision: m }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
  expect([await liveOf('wallet'), await liveOf('market')]).toEqual(['1.0.1', '1.0.1']);
});

it('50 interleaved rounds: on each, two racers on wallet (one refused) and one on market; no history step is lost', async () => {
  const before = (await registry.history()).length;
  const start = { wallet: await revisionOf('wallet'), market: await revisionOf('market') };
  let wins = 0;
  let conflicts = 0;
  const started = Date.now();
  for (let round = 0; round < 50; round++) {
    const [w, m] = [await revisionOf('wallet'), await revisionOf('market')];
    const next = round % 2 === 0 ? '1.0.2' : '1.0.1';
    const results = await Promise.allSettled([
      registry.rollback('wallet', next, { actor: `wallet racer A ${round}`, message: `round ${round}`, expectRevision: w }),
      registry.rollback('market', next, { actor: `market ${round}`, expectRevision: m }),
      registry.rollback('wallet', next, { actor: `wallet racer B ${round}`, expectRevision: w }),
    ]);
    for (const r of results) {
      if (r.status === 'fulfilled') wins++;
      else if (r.reason.kind === 'conflict') conflicts++;
      else throw r.reason;
    }
    expect(results[1].status).toBe('fulfilled');
  }
  const ms = Date.now() - started;
  expect({ wins, conflicts }).toEqual({ wins: 100, conflicts: 50 });
  const steps = (await registry.history()).slice(before);
  expect(steps).toHaveLength(100);
  // Every revision of each remote appears exactly once, in order: no step lost, none doubled.
  for (const remote of ['wallet', 'market'] as const) {
    const revisions = steps.filter((s) => s.remote === remote).map((s) => s.revision);
    expect(revisions).toEqual(Array.from({ length: 50 }, (_, i) => start[remote] + 1 + i));
  }
  expect(await revisionOf('wallet')).toBe(start.wallet + 50);
  console.log(
    `50 racing rounds (3 changes each) on ${process.env.TEST_POSTGRES_URL ? 'PostgreSQL' : 'SQLite'}: ${wins} won, ${conflicts} refused, ${steps.length} steps, ${ms} ms`,
  );
});

it('a version declaring a page another remote owns is refused, naming the owner; nothing changes', async () => {
  const revision = await revisionOf('market');
  await expect(registry.publish('market', '2.0.0', { actor: 'market CI' })).rejects.toThrow(
    /route \/pages\/mine\/wallet of market 2\.0\.0 is owned by wallet \(live 1\.0\.\d\)/,
  );
  await expect(registry.canary('market', '2.0.0', 5, { actor: 'market CI' })).rejects.toThrow(/is owned by wallet/);
  expect(await revisionOf('market')).toBe(revision);
});

it('rollback without a version walks back through the releases; refusals name what is hosted', async () => {
  await registry.publish('wallet', '1.0.0', { actor: 'wallet CI' }).catch(() => undefined);
  await registry.rollback('wallet', '1.0.0', { actor: 'x' }).catch(() => undefined);
  await registry.publish('wallet', '1.0.1', { actor: 'wallet CI' });
  await registry.publish('wallet', '1.0.2', { actor: 'wallet CI' });
  expect((await registry.rollback('wallet', undefined, { actor: 'rm' })).to).toBe('1.0.1');
  expect((await registry.rollback('wallet', undefined, { actor: 'rm' })).to).toBe('1.0.0');
  await expect(registry.rollback('wallet', '0.0.1', { actor: 'rm' })).rejects.toThrow(
    /wallet 0\.0\.1 is not hosted .* Hosted: 1\.0\.0, 1\.0\.1, 1\.0\.2/,
  );
  await expect(registry.rollback('wallet', '../../etc', { actor: 'rm' })).rejects.toThrow(/is not a version/);
});

it("imports a release folder's remotes.json, canary.json and history.json once", async () => {
  const folder = makeTempDir('registry-import');
  const dir = makeTempDir('registry-import-data');
  const entry = (v: string) => ({ version: v, entry: `/remotes/ipo/${v}/remoteEntry.js`, routes: [{ path: '/pages/ipo', auth: true }] });
  fs.writeFileSync(path.join(folder, 'remotes.json'), JSON.stringify({ ipo: entry('1.0.1') }));
  fs.writeFileSync(
    path.join(folder, 'canary.json'),
    JSON.stringify({ ipo: { ...entry('1.0.2'), percent: 5, since: '2025-01-01T00:00:00.000Z' } }),
  );
  fs.writeFileSync(
    path.join(folder, 'history.json'),
    JSON.stringify({ ipo: [{ action: 'publish', version: '1.0.1', previous: '1.0.0', at: '2025-01-01T00:00:00.000Z', by: 'carol' }] }),
  );
  const other = await openDatabase(dir, (await testDatabaseUrl(dir)) || null);
  try {
    const imported = new ReleaseRegistry(other, folder, Date.now, 0);
    expect(await imported.importFiles()).toEqual(['ipo']);
    expect(await imported.importFiles()).toEqual([]);
    expect(await imported.view()).toEqual({
      live: { ipo: entry('1.0.1') },
      canaries: { ipo: { ...entry('1.0.2'), percent: 5, since: Date.parse('2025-01-01T00:00:00.000Z') } },
    });
    expect((await imported.history('ipo')).map((s) => [s.action, s.version, s.previous, s.by])).toEqual([
      ['publish', '1.0.1', '1.0.0', 'carol'],
    ]);
  } finally {
    await other.destroy();
    await dropTestDatabase(dir);
    removeDirs([folder, dir]);
  }
});
