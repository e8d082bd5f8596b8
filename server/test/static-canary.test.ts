// A canary over real HTTP: the visitor cookie, and each visitor's own registry in index.html and
// /remotes.json (RELEASE_DIR/canary.json, written by `npm run release -- canary`).
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES_JSON, startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());
afterEach(() => fs.rmSync(path.join(server.releaseDir, 'canary.json'), { force: true }));

const live = JSON.parse(REMOTES_JSON);
const candidate = { version: '9.0.0', entry: '/remotes/market/9.0.0/remoteEntry.js', routes: live.market.routes };
const inline = (html: string) => JSON.parse(/<script type="application\/json" id="remote-registry">(.*?)<\/script>/.exec(html)![1]);

async function visit(cookie?: string) {
  const res = await fetch(`${server.baseUrl}/`, { headers: cookie ? { cookie } : {} });
  return { cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie!, setCookie: res.headers.get('set-cookie'), registry: inline(await res.text()) };
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
  fs.writeFileSync(path.join(server.releaseDir, 'canary.json'), JSON.stringify({ market: { ...candidate, percent: 50 } }));
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

it('a broken canary.json changes nobody\'s registry', async () => {
  fs.writeFileSync(path.join(server.releaseDir, 'canary.json'), '{ not json');
  expect((await visit()).registry).toEqual(live);
  fs.writeFileSync(path.join(server.releaseDir, 'canary.json'), JSON.stringify({ market: { ...candidate, entry: 'https://elsewhere.example/x.js', percent: 100 } }));
  expect((await visit()).registry).toEqual(live);
});
