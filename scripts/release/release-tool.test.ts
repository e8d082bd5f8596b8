// The release tool (scripts/release.mjs and scripts/release/*.mjs): its history, rollback to the
// previous live version, canary records, and each refusal of the gate. The command runs for real
// on a temporary release directory; the Chromium contract probe is exercised by the e2e drill
// (e2e/tests/release-drill.test.ts), here its verdicts are checked on described modules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ES module without types
import * as historyLib from './history.mjs';
// @ts-expect-error plain ES module without types
import * as gateLib from './gate.mjs';
// @ts-expect-error plain ES module without types
import * as providerLib from './provider-for-tests.mjs';

type Provider = {
  env: Record<string, string>;
  registry(): Record<string, { version: string; entry: string }>;
  api(route: string): any;
  stop(): void;
};
const { startProvider } = providerLib as { startProvider(releaseDir: string): Provider };

type Step = { action: string; version: string; previous: string | null; at: string; by: string; percent?: number; explicit?: boolean };
const { rollbackTarget, appendStep, readHistory, actor } = historyLib as {
  rollbackTarget(steps: Step[] | undefined, current: string | null): string | null;
  appendStep(dir: string, name: string, step: Partial<Step>, opts?: { now?: Date; env?: Record<string, string> }): Step;
  readHistory(dir: string): Record<string, Step[]>;
  actor(env: Record<string, string | undefined>): string;
};
type Route = { path: string; auth: boolean };
type Shape = Record<string, { error?: string; pages?: Record<string, boolean> | null; widgets?: Record<string, boolean> | null }>;
const { checkShared, checkRoutes, checkExposes, remoteConsumes, scanShellProvides } = gateLib as {
  checkShared(
    c: Array<{ name: string; requiredVersion: string }>,
    p: Record<string, string>,
    o: { remote: string; version: string },
  ): string[];
  checkRoutes(live: Route[], next: Route[], o: { remote: string; liveVersion: string; version: string }): string[];
  checkExposes(c: Shape, l: Shape, o: { remote: string; version: string; liveVersion: string; routes: Route[] }): string[];
  remoteConsumes(m: unknown): Array<{ name: string; requiredVersion: string }>;
  scanShellProvides(dir: string): Record<string, string>;
};

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
      env: { ...process.env, ...provider.env, RELEASE_GATE_PROBE: '0' },
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
    provider = startProvider(dir); // imports that remotes.json
  }, 60_000);
  afterEach(() => provider.stop());

  it('publish from a build, rollback without a version, refusals with reasons, status', () => {
    const published = release('publish', 'trade', '--dist', dist('1.0.1'));
    expect(published).toMatchObject({ code: 0 });
    expect(published.out).toMatch(/live: 1\.0\.0 → 1\.0\.1/);
    expect(registry().trade.entry).toBe('/remotes/trade/1.0.1/remoteEntry.js');

    const again = release('publish', 'trade', '--dist', dist('1.0.1'));
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/immutable/);

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
    expect(release('status').out).toMatch(/canary: 1\.0\.1 at 25 %/);
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

  it('the gate refuses a build the live shell cannot load, and nothing moves', () => {
    const refused = release('publish', 'trade', '--dist', dist('2.0.0', { react: '^19.0.0' }));
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/shared singleton react: trade 2\.0\.0 requires \^19\.0\.0 but the live shell provides 18\.3\.1/);
    const loosened = release('publish', 'trade', '--dist', dist('2.0.1', { routesJson: [{ path: '/pages/home/twoBuy', auth: false }] }));
    expect(loosened.code).toBe(1);
    expect(loosened.out).toMatch(/route \/pages\/home\/twoBuy: private in trade 1\.0\.0, public in 2\.0\.1/);
    expect(registry().trade.version).toBe('1.0.0');
    expect(fs.readdirSync(path.join(dir, 'remotes', 'trade'))).toEqual(['1.0.0']); // nothing hosted, no staging left
    expect(steps('trade')).toEqual([]);
  });
});

describe('gate verdicts', () => {
  const o = { remote: 'trade', version: '1.0.1' };

  it('shared singletons: missing from the shell or out of range, named with both versions', () => {
    const consumes = remoteConsumes({
      shared: [
        { name: 'react', requiredVersion: '18.3.1', singleton: true },
        { name: 'react-router', requiredVersion: '^7.18.5', singleton: true },
        { name: 'i18next', requiredVersion: '^26.0.0', singleton: true },
        { name: 'react/jsx-runtime', requiredVersion: '^18.3.1' },
      ],
    });
    expect(consumes.map((c) => c.name)).toEqual(['react', 'react-router', 'i18next']);
    expect(checkShared(consumes, { react: '18.3.1', 'react-router': '7.18.5', i18next: '26.7.2' }, o)).toEqual([]);
    expect(checkShared(consumes, { react: '18.2.0', 'react-router': '7.18.5' }, o)).toEqual([
      'shared singleton react: trade 1.0.1 requires 18.3.1 but the live shell provides 18.2.0',
      'shared singleton i18next: trade 1.0.1 requires ^26.0.0 but the live shell does not provide it',
    ]);
  });

  it('routes: a private route may not become public; tightening, adding and removing are fine', () => {
    const live: Route[] = [
      { path: '/a', auth: true },
      { path: '/b', auth: false },
      { path: '/c', auth: true },
    ];
    expect(
      checkRoutes(
        live,
        [
          { path: '/a', auth: true },
          { path: '/b', auth: true },
          { path: '/d', auth: false },
        ],
        { ...o, liveVersion: '1.0.0' },
      ),
    ).toEqual([]);
    expect(checkRoutes(live, [{ path: '/a', auth: false }], { ...o, liveVersion: '1.0.0' })).toEqual([
      'route /a: private in trade 1.0.0, public in 1.0.1 (a route may keep or tighten its auth flag, never loosen it)',
    ]);
  });

  it('exposed modules: load failure, a missing page, an undeclared page, a missing widget or module', () => {
    const routes: Route[] = [
      { path: '/a', auth: true },
      { path: '/b', auth: false },
    ];
    const opts = { ...o, liveVersion: '1.0.0', routes };
    const live: Shape = { routes: { pages: { '/a': true, '/b': true } }, widgets: { widgets: { HomeQuotes: true } } };
    expect(
      checkExposes({ routes: { pages: { '/a': true, '/b': true } }, widgets: { widgets: { HomeQuotes: true, More: true } } }, live, opts),
    ).toEqual([]);
    expect(checkExposes({ routes: { error: 'ScriptExternalLoadError' }, widgets: { widgets: {} } }, live, opts)).toEqual([
      'module ./routes: trade 1.0.1 does not load in the live shell (ScriptExternalLoadError)',
      'module ./widgets: widget HomeQuotes exported by trade 1.0.0, missing from 1.0.1',
    ]);
    expect(checkExposes({ routes: { pages: { '/a': false, '/x': true } } }, live, opts)).toEqual([
      'module ./widgets: exposed by trade 1.0.0, missing from 1.0.1',
      'module ./routes: trade 1.0.1 page /a is not a component',
      'module ./routes: trade 1.0.1 has no page for /b (declared in its routes.json)',
      'module ./routes: trade 1.0.1 has a page for /x that its routes.json does not declare',
    ]);
    expect(checkExposes({ routes: { pages: null } }, {}, opts)).toEqual(['module ./routes: trade 1.0.1 exports no "pages"']);
  });

  it("reads the live shell's provided versions from its build", () => {
    const provides = scanShellProvides(path.join(ROOT, 'releases', 'shell'));
    if (Object.keys(provides).length === 0) return; // the shell is not built here
    expect(provides).toMatchObject({ react: expect.any(String), 'react-dom': expect.any(String), '@app/shared': expect.any(String) });
  });
});
