// A canary over real HTTP: the visitor cookie, and each visitor's own registry in index.html and
// /remotes.json (the release registry in the database, changed by `npm run release -- canary`).
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseRegistry } from '../src/release/registry';
import { MARKET_MANIFEST, REMOTES_JSON, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
const live = JSON.parse(REMOTES_JSON);
const candidate = { version: '9.0.0', entry: '/remotes/market/9.0.0/remoteEntry.js', routes: live.market.routes };
const who = { actor: 'test' };

beforeAll(async () => {
  server = await startTestProvider();
  const folder = path.join(server.releaseDir, 'remotes', 'market', '9.0.0');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(MARKET_MANIFEST));
  fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(candidate.routes));
});
afterAll(() => server.close());
afterEach(async () => {
  if ((await server.provider.releases.view()).canaries.market) await server.provider.releases.abort('market', who);
});

const inline = (html: string) => JSON.parse(/<script type="application\/json" id="remote-registry">(.*?)<\/script>/.exec(html)![1]);

async function visit(cookie?: string) {
  const res = await fetch(`${server.baseUrl}/`, { headers: cookie ? { cookie } : {} });
  return {
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie!,
    setCookie: res.headers.get('set-cookie'),
    registry: inline(await res.text()),
  };
}

it('gives a new visitor an id once; without a canary everyone gets the live registry as it is', async () => {
  const first = await visit();
  expect(first.setCookie).toMatch(/^vid=[\w-]{16,64}; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/);
  expect(first.registry).toEqual(live);
  const again = await visit(first.cookie);
  expect(again.setCookie).toBeNull();
  const registry = await fetch(`${server.baseUrl}/remotes.json`, { headers: { cookie: first.cookie } });
  expect(await registry.text()).toBe(REMOTES_JSON);
});

it('a canary: some visitors get the candidate, each keeps theirs, index.html and /remotes.json agree', async () => {
  await server.provider.releases.canary('market', '9.0.0', 50, who);
  const versions: string[] = [];
  for (let i = 0; i < 30; i++) {
    const { cookie, registry } = await visit();
    versions.push(registry.market.version);
    expect((await visit(cookie)).registry.market.version).toBe(registry.market.version);
    const res = await fetch(`${server.baseUrl}/remotes.json`, { headers: { cookie } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toBe('Cookie');
    const json = await res.json();
    expect(json.market.version).toBe(registry.market.version);
    expect(json.market.entry).toBe(registry.market.version === '9.0.0' ? candidate.entry : live.market.entry);
  }
  expect(new Set(versions)).toEqual(new Set(['1.0.0', '9.0.0']));
});

it("a canary of a version that is not hosted is refused and changes nobody's registry", async () => {
  await expect(server.provider.releases.canary('market', '9.9.9', 100, who)).rejects.toThrow(/market 9\.9\.9 is not hosted/);
  expect((await visit()).registry).toEqual(live);
});

it('a change made by another instance (another provider on the same database) is served within a second', async () => {
  const other = new ReleaseRegistry(server.provider.db, server.releaseDir);
  await server.provider.releases.view(); // this instance has the registry cached
  const started = Date.now();
  await other.canary('market', '9.0.0', 100, who);
  let seen = 0;
  while (Date.now() - started < 2000) {
    const json = await (await fetch(`${server.baseUrl}/remotes.json`)).json();
    if (json.market.version === '9.0.0') {
      seen = Date.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(seen).toBeGreaterThan(0);
  expect(seen).toBeLessThanOrEqual(1000);
});
