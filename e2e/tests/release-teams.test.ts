// Two teams and a release manager on the same day, against one provider: the market team and the
// wallet team each hold a token for their own remote only. Each uploads and publishes its own
// 1.0.1 through the provider's gate (both at once), then both teams' pipelines release in parallel
// for RELEASE_TEAMS_ROUNDS rounds (each round, each team rolls its remote back or publishes it
// again, at the same moment, naming the revision it read): no step is refused, none is lost, and
// each remote ends where its own team left it. `npm test` runs 10 rounds, five rollbacks and five
// gated publishes of both remotes at once: a revision shared by the two remotes would refuse the
// later team's step in any round where both read before either writes, and a change that
// overwrote the other team's has twenty chances to lose a step. RELEASE_TEAMS_ROUNDS=50 runs the
// longer drill. A wallet token cannot touch market; market cannot take a wallet page (refused
// naming the owner). The shell and the three remotes nobody released are byte for byte the same
// before and after, and so are their registry entries.
// The rest of the release manager's drill: release-drill.test.ts (an open app picks up a publish
// and a rollback at its next navigation; a sticky canary), release-gate.test.ts (a page that throws
// is refused), release-health.test.ts (a canary with errors aborts itself).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, startAppServer, type AppServer } from '../lib/app-server';
import { buildFrom } from '../lib/release';

/** Rounds of two parallel releases: 10 in `npm test`; RELEASE_TEAMS_ROUNDS=50 for the longer drill. */
const ROUNDS = Number(process.env.RELEASE_TEAMS_ROUNDS ?? 10);
if (!Number.isInteger(ROUNDS) || ROUNDS < 2)
  throw new Error(`RELEASE_TEAMS_ROUNDS must be a whole number of at least 2, got ${process.env.RELEASE_TEAMS_ROUNDS}`);
const TEAMS = ['market', 'wallet'] as const;
type Team = (typeof TEAMS)[number];
const UNTOUCHED = ['trade', 'ipo', 'account'];

let server: AppServer;
const tokens = {} as Record<Team, { id: string; token: string }>;
before(async () => {
  server = await startAppServer();
  for (const team of TEAMS) tokens[team] = teamToken(team);
});
after(() => server?.stop());

/** A team's token, made on the server as an operator would (`npm run release-token -w server -- create --remote …`). */
function teamToken(remote: Team): { id: string; token: string } {
  const res = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'server', 'src', 'release', 'token-cli.ts'),
      'create',
      '--remote',
      remote,
      '--name',
      `${remote} CI`,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: server.dataDir } },
  );
  assert.equal(res.status, 0, `${res.stdout}${res.stderr}`);
  const lines = res.stdout.trim().split('\n');
  return { id: /created release token (\w+)/.exec(lines[0])![1], token: lines.at(-1)! };
}

/** `npm run release -- …` as a team's CI runs it (its own token), without blocking the other team's run. */
function releaseAs(team: Team, args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...server.releaseEnv(), RELEASE_TOKEN: tokens[team].token },
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function api(token: string, method: 'GET' | 'POST', route: string, body?: unknown) {
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(
    `${server.baseUrl}/release-api${route}`,
    method === 'GET'
      ? { headers }
      : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) },
  );
  return { status: res.status, body: await res.json() };
}

interface RemoteState {
  name: string;
  live: { version: string };
  canary: unknown;
  revision: number;
}
async function state(team: Team): Promise<RemoteState> {
  const { body } = await api(tokens[team].token, 'GET', '/status');
  return (body.remotes as RemoteState[]).find((r) => r.name === team)!;
}

/** path → sha256 of every file under a folder. */
function hashes(dir: string, out: Record<string, string> = {}, base = dir): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashes(full, out, base);
    else out[path.relative(base, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
  }
  return out;
}

async function untouched() {
  const registry = await (await fetch(`${server.baseUrl}/remotes.json`)).json();
  return {
    shell: hashes(path.join(server.releaseDir, 'shell')),
    ...Object.fromEntries(UNTOUCHED.map((r) => [r, hashes(path.join(server.releaseDir, 'remotes', r))])),
    registry: Object.fromEntries(UNTOUCHED.map((r) => [r, registry[r]])),
  };
}

let before0: Awaited<ReturnType<typeof untouched>>;

test("a team's token acts on its own remote only: the wallet team cannot upload, publish or roll back market", async () => {
  before0 = await untouched();
  const market = await state('market');
  const build = buildFrom(server, 'market', '1.0.0', '1.0.9');
  const refused = await releaseAs('wallet', ['publish', 'market', '--dist', build.dir]);
  assert.equal(refused.code, 1, refused.out);
  assert.match(refused.out, new RegExp(`release: refused: token ${tokens.wallet.id} \\(wallet CI\\) may release wallet only, not market`));
  const rollback = await api(tokens.wallet.token, 'POST', '/remotes/market/rollback', { message: 'not mine' });
  assert.equal(rollback.status, 403);
  assert.match(rollback.body.error, /may release wallet only, not market/);
  assert.deepEqual(await state('market'), market, 'market is as it was');
  assert.ok(!readdirSync(path.join(server.releaseDir, 'remotes', 'market')).includes('1.0.9'), 'nothing was stored for market');
});

test("market cannot take a wallet page: the release is refused naming the page's owner, and nothing moves", async () => {
  const build = buildFrom(server, 'market', '1.0.0', '1.0.2');
  const routesFile = path.join(build.dir, 'routes.json');
  const routes = JSON.parse(readFileSync(routesFile, 'utf8'));
  writeFileSync(routesFile, JSON.stringify([...routes, { path: '/pages/mine/recharge', auth: true }]));
  const market = await state('market');
  const refused = await releaseAs('market', ['publish', 'market', '--dist', build.dir]);
  assert.equal(refused.code, 1, refused.out);
  assert.match(refused.out, /route \/pages\/mine\/recharge of market 1\.0\.2 is owned by wallet \(live 1\.0\.0\)/);
  assert.equal((await state('market')).revision, market.revision);
  const registry = await (await fetch(`${server.baseUrl}/remotes.json`)).json();
  assert.equal(registry.market.version, '1.0.0');
  assert.ok(!registry.market.routes.some((r: { path: string }) => r.path === '/pages/mine/recharge'));
});

test(`two teams release their own remotes at the same moments for ${ROUNDS} rounds: no step refused, none lost`, async () => {
  // Both teams upload and publish their 1.0.1 at once; each goes through the provider's gate.
  const first = await Promise.all(
    TEAMS.map((team) => releaseAs(team, ['publish', team, '--dist', buildFrom(server, team, '1.0.0', '1.0.1').dir])),
  );
  for (const [i, team] of TEAMS.entries()) {
    assert.equal(first[i].code, 0, first[i].out);
    assert.match(first[i].out, new RegExp(`gate passed for ${team} 1\\.0\\.1 in [\\d.]+ s`));
  }
  const start = Object.fromEntries(await Promise.all(TEAMS.map(async (t) => [t, await state(t)] as const))) as Record<Team, RemoteState>;
  for (const team of TEAMS) assert.equal(start[team].live.version, '1.0.1');

  // Each round, each team reads its remote's revision and changes it, both at once: a rollback to
  // 1.0.0, then a publish of 1.0.1 again (gated: passed earlier against this shell), and so on.
  const started = Date.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const answers = await Promise.all(
      TEAMS.map(async (team) => {
        const { revision } = await state(team);
        const body = { expectRevision: revision, message: `round ${round}` };
        return round % 2 === 1
          ? api(tokens[team].token, 'POST', `/remotes/${team}/rollback`, body)
          : api(tokens[team].token, 'POST', `/remotes/${team}/publish`, { ...body, version: '1.0.1' });
      }),
    );
    for (const [i, answer] of answers.entries())
      assert.equal(answer.status, 200, `round ${round}, ${TEAMS[i]}: ${JSON.stringify(answer.body)}`);
  }
  console.log(`${ROUNDS} rounds of two parallel releases in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const expected = ROUNDS % 2 === 0 ? '1.0.1' : '1.0.0';
  const registry = await (await fetch(`${server.baseUrl}/remotes.json`)).json();
  for (const team of TEAMS) {
    const end = await state(team);
    assert.equal(end.revision, start[team].revision + ROUNDS, `${team}: one revision per step`);
    assert.equal(end.live.version, expected);
    assert.equal(registry[team].version, expected, `${team}: served as the registry says`);
    const { body } = await api(tokens[team].token, 'GET', `/history?remote=${team}&limit=1000`);
    const rounds = (body.steps as { by: string; message: string | null; action: string; revision: number }[]).filter((s) =>
      /^round \d+$/.test(s.message ?? ''),
    );
    assert.equal(rounds.length, ROUNDS, `${team}: every step is in the history`);
    assert.deepEqual(
      rounds.map((s) => s.message),
      Array.from({ length: ROUNDS }, (_, i) => `round ${i + 1}`),
    );
    assert.ok(rounds.every((s) => s.by === `${team} CI (token ${tokens[team].id})`));
    assert.deepEqual(
      rounds.map((s) => s.revision),
      Array.from({ length: ROUNDS }, (_, i) => start[team].revision + i + 1),
    );
  }
  assert.deepEqual(await untouched(), before0, 'the shell and the remotes nobody released are byte for byte the same');
});
