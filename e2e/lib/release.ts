// The release command against a test server, and builds made from a hosted version (a remote's
// folder copied at another version, optionally with its code changed), as a team's CI would
// upload them.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, type AppServer } from './app-server';

/** `npm run release -- <args>` against this server (its release manager's token): exit code and output. */
export function releaseCommand(server: AppServer, args: string[], env: Record<string, string> = {}): { code: number | null; out: string } {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...server.releaseEnv(), ...env },
  });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
}

/**
 * A build of `remote` at `version`: its hosted `from` folder copied, its manifest saying `version`,
 * each script passed through `patch` (a changed script loses its precompressed copies, which the
 * server would send instead). Returns the folder; `changed` counts the scripts `patch` changed.
 */
export function buildFrom(
  server: AppServer,
  remote: string,
  from: string,
  version: string,
  patch: (script: string, file: string) => string = (s) => s,
): { dir: string; changed: number } {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), `build-${remote}-`)), version);
  cpSync(path.join(server.releaseDir, 'remotes', remote, from), dir, { recursive: true });
  let changed = 0;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    const next = patch(text, file);
    if (next === text) continue;
    writeFileSync(path.join(dir, file), next);
    rmSync(path.join(dir, `${file}.br`), { force: true });
    rmSync(path.join(dir, `${file}.gz`), { force: true });
    changed++;
  }
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  rmSync(`${manifestFile}.br`, { force: true });
  rmSync(`${manifestFile}.gz`, { force: true });
  return { dir, changed };
}

/** The live version of each remote, from the release API's status (/remotes.json hands a running canary to some visitors). */
export async function liveVersions(server: AppServer): Promise<Record<string, string>> {
  const { RELEASE_URL, RELEASE_TOKEN } = server.releaseEnv();
  const res = await fetch(`${RELEASE_URL}/release-api/status`, { headers: { authorization: `Bearer ${RELEASE_TOKEN}` } });
  const { remotes } = (await res.json()) as { remotes: { name: string; live: { version: string } }[] };
  return Object.fromEntries(remotes.map((r) => [r.name, r.live.version]));
}
