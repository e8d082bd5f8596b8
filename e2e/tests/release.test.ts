// The release tool a team and a release manager use: publish a remote (uploaded to the provider,
// which gates it and keeps it in an immutable versioned folder), refuse another build at a version
// already there, and roll one remote back by moving only its registry pointer.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, startAppServer, type AppServer } from '../lib/app-server';
import { buildFrom, releaseCommand } from '../lib/release';

const releaseDir = mkdtempSync(path.join(tmpdir(), 'release-test-'));
// The live shell the gate checks a remote against.
cpSync(path.join(ROOT, 'releases', 'shell'), path.join(releaseDir, 'shell'), { recursive: true });
// The provider whose registry (in its database) the release command changes through its API.
let server: AppServer;
before(async () => {
  server = await startAppServer({ releaseDir });
});
after(async () => {
  await server?.stop();
  rmSync(releaseDir, { recursive: true, force: true });
});

const release = (...args: string[]) => releaseCommand(server, args);

const registry = async () => (await fetch(`${server.baseUrl}/remotes.json`)).json();
const routesOf = (remote: string) => JSON.parse(readFileSync(path.join(ROOT, `mfe-${remote}`, 'routes.json'), 'utf8'));

test('publish, immutability and rollback of one remote', async () => {
  const version = JSON.parse(readFileSync(path.join(ROOT, 'mfe-market', 'package.json'), 'utf8')).version;

  // --no-build: the packages' current dist (the drill, release-drill.test.ts, covers a real release).
  // Only the shell and market are live: a private market page, signed out, sends the visitor to the
  // open-account page, which no remote serves yet; that is not market's page, so the gate lets it be.
  const first = release('publish', 'market', '--no-build');
  assert.equal(first.code, 0, first.out);
  assert.match(first.out, /uploaded market 1\.0\.0: \d+ files/);
  assert.match(first.out, /gate passed for market 1\.0\.0 in [\d.]+ s; 9 pages drawn inside the live shell in 4 variants/);
  assert.equal(release('publish', 'trade', '--no-build').code, 0);
  assert.ok(existsSync(path.join(releaseDir, 'remotes', 'market', version, 'mf-manifest.json')));
  assert.deepEqual((await registry()).market, {
    version,
    entry: `/remotes/market/${version}/remoteEntry.js`,
    routes: routesOf('market'),
  });

  // The same build again: already uploaded, and live.
  const again = release('publish', 'market', '--no-build');
  assert.equal(again.code, 1);
  assert.match(again.out, /market 1\.0\.0 is already uploaded \(the same build\): going on/);
  assert.match(again.out, /release: refused: market 1\.0\.0 is already live/);
  // Another build at that version: versions are immutable.
  const changed = buildFrom(server, 'market', version, version, (script) => `${script}\n/* changed */`);
  const other = release('publish', 'market', '--dist', changed.dir);
  assert.equal(other.code, 1);
  assert.match(other.out, /market 1\.0\.0 is already hosted: versions are immutable/);

  // An older version still hosted, which owned one route fewer.
  const older = path.join(releaseDir, 'remotes', 'market', '0.9.0');
  cpSync(path.join(releaseDir, 'remotes', 'market', version), older, { recursive: true });
  const olderRoutes = routesOf('market').slice(0, -1);
  writeFileSync(path.join(older, 'routes.json'), JSON.stringify(olderRoutes));
  const tradeBefore = (await registry()).trade;

  const rolled = release('rollback', 'market', '0.9.0');
  assert.equal(rolled.code, 0, rolled.out);
  assert.deepEqual((await registry()).market, { version: '0.9.0', entry: '/remotes/market/0.9.0/remoteEntry.js', routes: olderRoutes });
  assert.deepEqual((await registry()).trade, tradeBefore, 'other remotes untouched');

  const missing = release('rollback', 'market', '0.1.0');
  assert.equal(missing.code, 1);
  assert.match(missing.out, /not hosted/);
  assert.equal((await registry()).market.version, '0.9.0');

  assert.match(release('status').out, /market\s+live: 0\.9\.0\s+canary: -\s+hosted: 0\.9\.0, 1\.0\.0/);

  // Without a version: back to the one live before (from the history).
  const back = release('rollback', 'market');
  assert.equal(back.code, 0, back.out);
  assert.equal((await registry()).market.version, version);
  const nothing = release('rollback', 'market');
  assert.equal(nothing.code, 1);
  assert.match(nothing.out, /no version live before/);
});

test('the gate loads a build in the live shell and refuses one that does not keep the contract', async () => {
  const live = (await registry()).market.version;
  // A copy of market's build whose routes.json declares a page the build does not have …
  const noPage = buildFrom(server, 'market', live, '3.0.0').dir;
  const routes = JSON.parse(readFileSync(path.join(noPage, 'routes.json'), 'utf8'));
  writeFileSync(path.join(noPage, 'routes.json'), JSON.stringify([...routes, { path: '/pages/market/brandNew', auth: false }]));
  const missing = release('publish', 'market', '--dist', noPage);
  assert.equal(missing.code, 1, missing.out);
  assert.match(missing.out, /module \.\/routes: market 3\.0\.0 has no page for \/pages\/market\/brandNew/);

  // … and one whose entry does not even run.
  const broken = buildFrom(server, 'market', live, '3.0.1', (script, file) =>
    file === 'remoteEntry.js' ? 'throw new Error("boom")' : script,
  ).dir;
  const crashed = release('publish', 'market', '--dist', broken);
  assert.equal(crashed.code, 1, crashed.out);
  assert.match(crashed.out, /module \.\/routes: market 3\.0\.1 does not load in the live shell/);
  // Uploaded (a fixed build is a new version), never live.
  assert.ok(
    existsSync(path.join(releaseDir, 'remotes', 'market', '3.0.0')) && existsSync(path.join(releaseDir, 'remotes', 'market', '3.0.1')),
  );
  assert.equal((await registry()).market.version, live);
  rmSync(path.dirname(noPage), { recursive: true, force: true });
  rmSync(path.dirname(broken), { recursive: true, force: true });
});
