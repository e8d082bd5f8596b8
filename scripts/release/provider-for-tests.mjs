// For the release command's tests: a real provider (server/src/main.ts) on a temporary database and
// a given release folder, and a release manager's token for it, so the command runs through the
// release API as it does for real. Synchronous, like the tests that run the command with spawnSync.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** GET url (with a bearer token) from a child process, so the caller can stay synchronous: { status, body }. */
export function getSync(url, token) {
  const script = `fetch(process.argv[1], { headers: process.argv[2] ? { authorization: 'Bearer ' + process.argv[2] } : {} })
    .then(async (r) => process.stdout.write(JSON.stringify({ status: r.status, body: await r.text() })))
    .catch(() => process.stdout.write(JSON.stringify({ status: 0, body: '' })));`;
  const res = spawnSync(process.execPath, ['-e', script, url, token ?? ''], { encoding: 'utf8' });
  return JSON.parse(res.stdout || '{"status":0,"body":""}');
}

function freePort() {
  const res = spawnSync(
    process.execPath,
    ['-e', "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"],
    { encoding: 'utf8' },
  );
  return Number(res.stdout.trim());
}

/**
 * Starts a provider on `releaseDir` (its remotes.json, if any, is imported on start). `env`: more
 * settings of the provider, e.g. RELEASE_GATE_PROBE=0 and RELEASE_GATE_RENDER=0 for a release
 * folder without a real shell to draw pages in.
 */
export function startProvider(releaseDir, env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'release-provider-'));
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  env = { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: '', RELEASE_DIR: releaseDir };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (getSync(`${url}/release-api/status`).status !== 401) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`the provider did not start on ${url}`);
    }
    sleep(200);
  }
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'src', 'release', 'token-cli.ts'), 'create', '--release-manager', '--name', 'unit-test'],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`release-token failed: ${made.stdout}${made.stderr}`);
  const token = made.stdout.trim().split('\n').pop();
  return {
    url,
    env: { RELEASE_DIR: releaseDir, RELEASE_URL: url, RELEASE_TOKEN: token },
    /** The registry as served (/remotes.json); {} when empty. */
    registry() {
      const { status, body } = getSync(`${url}/remotes.json`);
      return status === 200 ? JSON.parse(body) : {};
    },
    /** A release API answer (GET). */
    api(route) {
      return JSON.parse(getSync(`${url}/release-api${route}`, token).body);
    },
    stop() {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
