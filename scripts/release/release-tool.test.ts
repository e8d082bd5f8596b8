// The release tool (scripts/release.mjs and scripts/release/*.mjs): the local history of
// development builds, and the command run for real against a provider on a temporary release
// directory: it uploads a build and publishes it, rolls back, starts, widens, promotes and aborts
// canaries, and passes on the provider's refusals (its gate among them) with their reasons. The
// gate's verdicts are tested beside it (server/src/release/gate/); its browser checks by
// server/test/release-gate.test.ts and the e2e tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ES module without types
import * as historyLib from './history.mjs';
// @ts-expect-error plain ES module without types
import * as providerLib from './provider-for-tests.mjs';

type Provider = {
  env: Record<string, string>;
  registry(): Record<string, { version: string; entry: string }>;
  api(route: string): any;
  stop(): void;
};
const { startProvider } = providerLib as { startProvider(releaseDir: string, env?: Record<string, string>): Provider };

type Step = { action: string; version: string; previous: string | null; at: string; by: string; percent?: number; explicit?: boolean };
const { rollbackTarget, appendStep, readHistory, actor } = historyLib as {
  rollbackTarget(steps: Step[] | undefined, current: string | null): string | null;
  appendStep(dir: string, name: string, step: Partial<Step>, opts?: { now?: Date; env?: Record<string, string> }): Step;
  readHistory(dir: string): Record<string, Step[]>;
  actor(env: Record<string, string | undefined>): string;
};
type Route = { path: string; auth: boolean };

const ROOT = path.resolve(__dirname, '../..');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'release-unit-'));

describe('history', () => {
  it('records version, time, who and the previous version, atomically beside the registry', () => {
    const dir = tmp();
    appendStep(
      dir,
      'trade',
      { action: 'publish', version: '1.0.1', previous: '1.0.0' },
      { now: new Date('2026-01-02T03:04:05Z'), env: { RELEASE_ACTOR: 'ci-job-7', USER: 'alice' } },
    );
    appendStep(dir, 'trade', { action: 'rollback', version: '1.0.0', previous: '1.0.1' }, { env: { USER: 'alice' } });
    const h = readHistory(dir);
    expect(h.trade[0]).toEqual({ action: 'publish', version: '1.0.1', previous: '1.0.0', at: '2026-01-02T03:04:05.000Z', by: 'ci-job-7' });
    expect(h.trade[1]).toMatchObject({ action: 'rollback', version: '1.0.0', previous: '1.0.1', by: 'alice' });
    expect(fs.readdirSync(dir)).toEqual(['history.json']); // no temporary file left behind
    expect(actor({})).toBe('unknown');
  });

  it('rollback goes to the version live before the current one, and successive rollbacks walk back', () => {
    const steps = [
      { action: 'publish', version: '1.0.0', previous: null },
      { action: 'publish', version: '1.0.1', previous: '1.0.0' },
      { action: 'canary', version: '1.0.2', previous: '1.0.1', percent: 10 },
      { action: 'promote', version: '1.0.2', previous: '1.0.1' },
    ] as Step[];
    expect(rollbackTarget(steps, '1.0.2')).toBe('1.0.1');
    const after = [...steps, { action: 'rollback', version: '1.0.1', previous: '1.0.2' } as Step];
    expect(rollbackTarget(after, '1.0.1')).toBe('1.0.0');
    expect(rollbackTarget(after, '1.0.0')).toBeNull();
    expect(rollbackTarget(undefined, '1.0.0')).toBeNull();
    // 1.0.1 reached only by a rollback typed by hand: a rollback without a version undoes it.
    const typed = [
      { action: 'publish', version: '1.0.2', previous: '1.0.0' },
      { action: 'rollback', version: '1.0.1', previous: '1.0.2', explicit: true },
    ] as Step[];
    expect(rollbackTarget(typed, '1.0.1')).toBe('1.0.2');
    expect(rollbackTarget([{ action: 'rollback', version: '1.0.1', previous: '1.0.2' }] as Step[], '1.0.1')).toBeNull();
  });
});

describe('the release command on a temporary release directory, through a provider', () => {
  jest.setTimeout(120_000); // each command is a process, and so is the provider
  let dir: string;
  let provider: Provider;
  const release = (...args: string[]) => {
    const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...provider.env },
    });
    return { code: res.status, out: `${res.stdout}${res.stderr}` };
  };
  // The live pointers from the release API's status: /remotes.json would hand a canary to some of
  // its visitors (this test's requests among them) while one runs.
  const registry = (): Record<string, { version: string; entry: string }> =>
    Object.fromEntries(
      (provider.api('/status').remotes as { name: string; live: { version: string; entry: string } }[]).map((r) => [r.name, r.live]),
    );
  /** This remote's steps taken through the API (the token is "unit-test"). */
  const steps = (remote: string) =>
    (provider.api(`/history?remote=${remote}`).steps as { action: string; version: string; previous: string; by: string }[]).map((s) => ({
      ...s,
      by: s.by.replace(/ \(token \w+\)$/, ''),
    }));
  const routes: Route[] = [
    { path: '/pages/home/twoBuy', auth: true },
    { path: '/pages/home/orderlist', auth: true },
  ];
  const manifest = (version: string, react = '18.3.1') => ({
    name: 'trade',
    metaData: { buildInfo: { buildVersion: version } },
    shared: [
      { name: 'react', requiredVersion: react, singleton: true },
      { name: '@app/shared', requiredVersion: '^1.0.0', singleton: true },
    ],
    exposes: [{ path: './routes' }],
  });
  const host = (version: string, react?: string) => {
    const v = path.join(dir, 'remotes', 'trade', version);
    fs.mkdirSync(v, { recursive: true });
    fs.writeFileSync(path.join(v, 'mf-manifest.json'), JSON.stringify(manifest(version, react)));
    fs.writeFileSync(path.join(v, 'routes.json'), JSON.stringify(routes));
    fs.writeFileSync(path.join(v, 'remoteEntry.js'), `/* ${version} */`);
  };
  const dist = (version: string, { react, routesJson = routes }: { react?: string; routesJson?: Route[] } = {}) => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'release-dist-'));
    fs.writeFileSync(path.join(d, 'mf-manifest.json'), JSON.stringify(manifest(version, react)));
    fs.writeFileSync(path.join(d, 'routes.json'), JSON.stringify(routesJson));
    fs.writeFileSync(path.join(d, 'remoteEntry.js'), `/* ${version} */`);
    return d;
  };

  beforeEach(() => {
    dir = tmp();
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html>');
    fs.writeFileSync(
      path.join(dir, 'shell', 'main.js'),
      'x={"@app/shared":[{version:"1.0.0",get:()=>1}],react:[{version:"18.3.1",get:()=>2}]}',
    );
    host('1.0.0');
    fs.writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({ trade: { version: '1.0.0', entry: '/remotes/trade/1.0.0/remoteEntry.js', routes } }),
    );
    // It imports that remotes.json. The gate's browser checks are off: this shell is no real one.
    provider = startProvider(dir, { RELEASE_GATE_PROBE: '0', RELEASE_GATE_RENDER: '0' });
  }, 60_000);
  afterEach(() => provider.stop());

  it('publish uploads a build and publishes it; rollback without a version, refusals with reasons, status', () => {
    const published = release('publish', 'trade', '--dist', dist('1.0.1'));
    expect(published).toMatchObject({ code: 0 });
    expect(published.out).toMatch(/uploaded trade 1\.0\.1: 3 files/);
    expect(published.out).toMatch(/gate passed for trade 1\.0\.1 in [\d.]+ s; checked: shared singletons/);
    expect(published.out).toMatch(/live: 1\.0\.0 → 1\.0\.1/);
    expect(registry().trade.entry).toBe('/remotes/trade/1.0.1/remoteEntry.js');
    expect(fs.readdirSync(path.join(dir, 'remotes', 'trade', '1.0.1')).sort()).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'routes.json',
    ]);

    // The same build again: already uploaded, so the command goes on, and the provider refuses a version already live.
    const same = release('publish', 'trade', '--dist', dist('1.0.1'));
    expect(same.code).toBe(1);
    expect(same.out).toMatch(/trade 1\.0\.1 is already uploaded \(the same build\): going on/);
    expect(same.out).toMatch(/release: refused: trade 1\.0\.1 is already live/);
    // Another build at that version: refused, the hosted one stays.
    const other = release('publish', 'trade', '--dist', dist('1.0.1', { react: '^18.3.1' }));
    expect(other.code).toBe(1);
    expect(other.out).toMatch(
      /release: refused: trade 1\.0\.1 is already hosted: versions are immutable .*; the hosted 1\.0\.1 is another build/,
    );
    expect(release('publish', 'trade', '--dist', dist('1.0.2'), '--replace').out).toMatch(
      /--replace is for npm run build's local development publish only/,
    );

    const rolled = release('rollback', 'trade');
    expect(rolled.code).toBe(0);
    expect(rolled.out).toMatch(/live 1\.0\.1 → 1\.0\.0/);
    expect(registry().trade.version).toBe('1.0.0');
    expect(steps('trade').map((s) => `${s.action} ${s.previous}→${s.version} ${s.by}`)).toEqual([
      'publish 1.0.0→1.0.1 unit-test',
      'rollback 1.0.1→1.0.0 unit-test',
    ]);

    const nothingEarlier = release('rollback', 'trade');
    expect(nothingEarlier.code).toBe(1);
    expect(nothingEarlier.out).toMatch(/no version live before 1\.0\.0/);

    expect(release('rollback', 'trade', '1.0.1').code).toBe(0);
    fs.rmSync(path.join(dir, 'remotes', 'trade', '1.0.0'), { recursive: true });
    const gone = release('rollback', 'trade');
    expect(gone.code).toBe(1);
    expect(gone.out).toMatch(/1\.0\.0 is not hosted/);
    expect(registry().trade.version).toBe('1.0.1');

    expect(release('status').out).toMatch(
      /trade\s+live: 1\.0\.1\s+canary: -\s+hosted: 1\.0\.1[\s\S]*rollback 1\.0\.1 \(was 1\.0\.0\)\s+by unit-test/,
    );
    expect(release('rollback', 'nope').out).toMatch(/unknown remote "nope"/);
  });

  it('canary, then promote or abort', () => {
    host('1.0.1');
    expect(release('canary', 'trade', '1.0.1', '150').out).toMatch(/percent must be/);
    expect(release('canary', 'trade', '1.0.0', '10').out).toMatch(/already/);
    expect(release('canary', 'trade', '9.9.9', '10').out).toMatch(/not hosted/);
    const started = release('canary', 'trade', '1.0.1', '25');
    expect(started.code).toBe(0);
    const canary = provider.api('/status').remotes.find((r: { name: string }) => r.name === 'trade').canary;
    expect(canary).toMatchObject({ version: '1.0.1', percent: 25, entry: '/remotes/trade/1.0.1/remoteEntry.js', routes });
    expect(registry().trade.version).toBe('1.0.0'); // the live pointer does not move
    const status = release('status').out;
    expect(status).toMatch(/canary: 1\.0\.1 at 25 %/);
    expect(status).toMatch(
      /live 1\.0\.0: 0 visitors, error rate 0 % {3}canary 1\.0\.1: 0 visitors, error rate 0 % {3}\(aborted automatically/,
    );
    expect(release('publish', 'trade', '--dist', dist('1.0.2')).out).toMatch(/canary running/);

    expect(release('abort', 'trade').code).toBe(0);
    expect(provider.api('/status').remotes.find((r: { name: string }) => r.name === 'trade').canary).toBeNull();
    expect(release('promote', 'trade').out).toMatch(/no canary to promote/);

    expect(release('canary', 'trade', '1.0.1', '50').code).toBe(0);
    const promoted = release('promote', 'trade');
    expect(promoted.code).toBe(0);
    expect(registry().trade.version).toBe('1.0.1');
    expect(steps('trade').map((s) => s.action)).toEqual(['canary', 'abort', 'canary', 'promote']);
    expect(release('rollback', 'trade').out).toMatch(/live 1\.0\.1 → 1\.0\.0/);
  });

  it("the provider's gate refuses a build the live shell cannot load: uploaded, not live, nothing moves", () => {
    const refused = release('publish', 'trade', '--dist', dist('2.0.0', { react: '^19.0.0' }));
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /release: refused: gate refused trade 2\.0\.0 in [\d.]+ s:\n {2}- shared singleton react: trade 2\.0\.0 requires \^19\.0\.0 but the live shell provides 18\.3\.1/,
    );
    const loosened = release(
      'publish',
      'trade',
      '--canary',
      '10',
      '--dist',
      dist('2.0.1', { routesJson: [{ path: '/pages/home/twoBuy', auth: false }] }),
    );
    expect(loosened.code).toBe(1);
    expect(loosened.out).toMatch(/route \/pages\/home\/twoBuy: private in trade 1\.0\.0, public in 2\.0\.1/);
    expect(registry().trade.version).toBe('1.0.0');
    expect(provider.api('/status').remotes.find((r: { name: string }) => r.name === 'trade').canary).toBeNull();
    // Uploaded (versions are immutable: a fixed build is another version), no staging folder left.
    expect(fs.readdirSync(path.join(dir, 'remotes', 'trade')).sort()).toEqual(['1.0.0', '2.0.0', '2.0.1']);
    expect(steps('trade')).toEqual([]);
  });

  it('a build that is not a build of this remote is refused at the upload, and nothing is hosted', () => {
    const d = dist('1.0.3');
    fs.writeFileSync(path.join(d, 'mf-manifest.json'), JSON.stringify({ ...manifest('1.0.3'), name: 'market' }));
    const refused = release('publish', 'trade', '--dist', d);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/release: refused: refused trade 1\.0\.3: mf-manifest\.json names "market", not trade/);
    expect(fs.readdirSync(path.join(dir, 'remotes', 'trade'))).toEqual(['1.0.0']);
  });
});
