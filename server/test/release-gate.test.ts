// The release gate on the provider, over HTTP: publish, canary (a new share too) and promote run it
// on the uploaded version and are refused with 422 listing every refusal (a route another remote
// owns, naming the owner; a shared singleton out of the live shell's range; a private route made
// public; a module the live version exposes, missing); rollback and abort are not gated; a check
// switched off on the provider is said in the answer, the history and the audit log. The exposed
// modules are loaded in Chromium in the live shell of the repository's build (`npm run build`);
// the pages are drawn by e2e/tests/release-gate.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createToken } from '../src/release/tokens';
import { buildArchive, folderEntries, archive, provideSingletons, releaseApi, upload } from './helpers/release-archive';
import { startTestProvider, type TestProvider } from './helpers/test-provider';

const ROOT = path.resolve(__dirname, '..', '..');

describe('static checks, on a fake release (browser checks switched off)', () => {
  let server: TestProvider;
  let token: string;
  const call = (method: 'GET' | 'POST', route: string, body?: unknown) => releaseApi(server.baseUrl, method, route, token, body);
  const host = async (remote: string, version: string, options: Parameters<typeof buildArchive>[2]) => {
    const sent = await upload(server.baseUrl, token, remote, version, await buildArchive(remote, version, options));
    expect([remote, version, sent.status]).toEqual([remote, version, 201]);
  };

  beforeAll(async () => {
    server = await startTestProvider({ env: { RELEASE_GATE_PROBE: '0', RELEASE_GATE_RENDER: '0' } });
    provideSingletons(server.releaseDir);
    token = (await createToken(server.provider.db, { name: 'release manager', remote: null, expiresAt: null, now: Date.now() })).token;
    await host('wallet', '1.0.0', { routes: [{ path: '/pages/mine/wallet', auth: true }] });
    expect((await call('POST', '/remotes/wallet/publish', { version: '1.0.0' })).status).toBe(200);
  });
  afterAll(() => server.close());

  it('refuses a version with every refusal listed: the route owner named, the singleton out of range, the route made public', async () => {
    await host('wallet', '2.0.0', {
      routes: [
        { path: '/pages/mine/wallet', auth: false },
        { path: '/pages/market/list', auth: false },
      ],
      shared: [
        { name: 'react', requiredVersion: '^19.0.0', singleton: true },
        { name: '@app/shared', requiredVersion: '^1.0.0', singleton: true },
      ],
    });
    for (const [action, body] of [
      ['publish', { version: '2.0.0' }],
      ['canary', { version: '2.0.0', percent: 10 }],
    ] as const) {
      const refused = await call('POST', `/remotes/wallet/${action}`, body);
      expect(refused.status).toBe(422);
      expect(refused.json.refusals).toEqual([
        'shared singleton react: wallet 2.0.0 requires ^19.0.0 but the live shell provides 18.3.1',
        'route /pages/mine/wallet: private in wallet 1.0.0, public in 2.0.0 (a route may keep or tighten its auth flag, never loosen it)',
        "route /pages/market/list of wallet 2.0.0 is owned by market (live 1.0.0): a remote cannot take another remote's page; move it in market first",
      ]);
      expect(refused.json.error).toMatch(/^gate refused wallet 2\.0\.0 in [\d.]+ s:\n {2}- shared singleton react/);
      expect(refused.json.gate).toMatchObject({
        passed: false,
        remote: 'wallet',
        version: '2.0.0',
        shell: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
    }
    const wallet = (await call('GET', '/status')).json.remotes.find((r: { name: string }) => r.name === 'wallet');
    expect([wallet.live.version, wallet.canary]).toEqual(['1.0.0', null]);
    const audit = (await call('GET', '/audit?limit=100')).json.calls.filter((c: { status: number }) => c.status === 422);
    expect(
      audit.map((c: { action: string; to_version: string; reason: string }) => [c.action, c.to_version, c.reason.split('\n')[0]]),
    ).toEqual([
      ['publish', '2.0.0', expect.stringMatching(/^gate refused wallet 2\.0\.0/)],
      ['canary', '2.0.0', expect.stringMatching(/^gate refused wallet 2\.0\.0/)],
    ]);
  });

  it('gates publish, canary, a new share and promote, not rollback or abort; says what was switched off, in the answer, the history and the audit', async () => {
    await host('wallet', '1.0.1', { routes: [{ path: '/pages/mine/wallet', auth: true }] });
    const started = await call('POST', '/remotes/wallet/canary', { version: '1.0.1', percent: 10, message: 'try it' });
    expect(started).toMatchObject({
      status: 200,
      json: {
        ok: true,
        gate: {
          passed: true,
          cached: false,
          checks: ['shared singletons', '@app/shared exports used', 'route auth', 'route ownership'],
          switchedOff: ['exposed modules (RELEASE_GATE_PROBE=0)', 'render check (RELEASE_GATE_RENDER=0)'],
          render: null,
          refusals: [],
        },
      },
    });
    expect(typeof started.json.gate.seconds).toBe('number');
    expect(started.json.gate.summary).toMatch(
      /^gate passed for wallet 1\.0\.1 in [\d.]+ s; checked: .*; skipped: exposed modules \(RELEASE_GATE_PROBE=0\): switched off/,
    );
    expect((await call('POST', '/remotes/wallet/canary', { version: '1.0.1', percent: 50 })).json.gate).toMatchObject({
      passed: true,
      version: '1.0.1',
    });
    expect((await call('POST', '/remotes/wallet/abort', {})).json.gate).toBeUndefined();
    expect((await call('POST', '/remotes/wallet/canary', { version: '1.0.1', percent: 20 })).json.gate).toMatchObject({ passed: true });
    const promoted = await call('POST', '/remotes/wallet/promote', {});
    expect(promoted.json).toMatchObject({ ok: true, to: '1.0.1', gate: { passed: true, version: '1.0.1' } });
    const rolled = await call('POST', '/remotes/wallet/rollback', {});
    expect(rolled.json).toMatchObject({ ok: true, to: '1.0.0' });
    expect(rolled.json.gate).toBeUndefined();

    const note = ' [gate: exposed modules (RELEASE_GATE_PROBE=0) and render check (RELEASE_GATE_RENDER=0) skipped]';
    const steps = (await call('GET', '/history?remote=wallet')).json.steps as {
      action: string;
      percent: number | null;
      message: string | null;
    }[];
    expect(steps.map((s) => [s.action, s.percent, s.message])).toEqual([
      ['publish', null, note.trim()],
      ['canary', 10, `try it${note}`],
      ['canary', 50, note.trim()],
      ['abort', null, null],
      ['canary', 20, note.trim()],
      ['promote', 20, note.trim()],
      ['rollback', null, null],
    ]);
    const calls = (await call('GET', '/audit?limit=100')).json.calls as { action: string; outcome: string; message: string | null }[];
    expect(calls.filter((c) => c.outcome === 'ok' && c.action === 'canary').map((c) => c.message)).toEqual([
      `try it${note}`,
      note.trim(),
      note.trim(),
    ]);
  });
});

describe("exposed modules, loaded in the live shell of the repository's build (Chromium)", () => {
  jest.setTimeout(120_000);
  let server: TestProvider;
  let token: string;
  let work: string;
  const call = (route: string, body?: unknown) => releaseApi(server.baseUrl, 'POST', route, token, body);

  /** market's hosted 1.0.0 at another version; `exposes` keeps only those of its manifest. */
  async function market(version: string, exposes?: string[]) {
    const hosted = path.join(work, 'releases', 'remotes', 'market', '1.0.0');
    const manifest = JSON.parse(fs.readFileSync(path.join(hosted, 'mf-manifest.json'), 'utf8'));
    manifest.metaData.buildInfo.buildVersion = version;
    if (exposes) manifest.exposes = manifest.exposes.filter((e: { path: string }) => exposes.includes(e.path));
    const body = await archive(
      folderEntries(hosted, {
        'mf-manifest.json': JSON.stringify(manifest),
        'mf-manifest.json.br': undefined,
        'mf-manifest.json.gz': undefined,
      }),
    );
    const sent = await upload(server.baseUrl, token, 'market', version, body);
    expect([version, sent.status, sent.json.error]).toEqual([version, 201, undefined]);
  }

  beforeAll(async () => {
    const built = path.join(ROOT, 'releases');
    if (!fs.existsSync(path.join(built, 'shell', 'index.html')) || !fs.existsSync(path.join(built, 'remotes', 'market', '1.0.0')))
      throw new Error('The app is not built: run `npm run build` first (npm test does it).');
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'release-gate-'));
    fs.cpSync(built, path.join(work, 'releases'), { recursive: true });
    server = await startTestProvider({ releaseDir: path.join(work, 'releases'), env: { RELEASE_GATE_RENDER: '0' } });
    token = (await createToken(server.provider.db, { name: 'release manager', remote: null, expiresAt: null, now: Date.now() })).token;
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('refuses a build that no longer exposes a module the live version exposes; passes the same build that does', async () => {
    await market('1.0.1', ['./routes']);
    const refused = await call('/remotes/market/publish', { version: '1.0.1' });
    expect(refused.status).toBe(422);
    expect(refused.json.refusals).toEqual(['module ./widgets: exposed by market 1.0.0, missing from 1.0.1']);
    expect(refused.json.gate).toMatchObject({ passed: false, checks: expect.arrayContaining(['exposed modules']), render: null });

    await market('1.0.2');
    const passed = await call('/remotes/market/publish', { version: '1.0.2' });
    expect(passed.json).toMatchObject({
      ok: true,
      to: '1.0.2',
      gate: { passed: true, checks: expect.arrayContaining(['exposed modules']) },
    });
  });
});
