// Canary health over HTTP (and on PostgreSQL when TEST_POSTGRES_URL is set): failure reports
// (validation, the per-address limit, nothing stored for a refused one), visitors per version
// counted through index.html and /remotes.json by their cookie, the health answer's shape, a new
// canary starting from zero, and the automatic abort: once, by "canary health" with its figures,
// in the history and the audit log, after which every visitor gets the live version.
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_HEALTH_PATH } from '@app/shared/routes';
import { mulberry32 } from '../src/market/random';
import { CanaryHealth, HEALTH_ACTOR, visitorHash } from '../src/release/health';
import { ReleaseRegistry } from '../src/release/registry';
import { createToken } from '../src/release/tokens';
import { inCanary } from '../src/static/canary';
import { MARKET_MANIFEST, REMOTES_JSON, startTestProvider, type TestProvider } from './helpers/test-provider';

const live = JSON.parse(REMOTES_JSON);
const who = { actor: 'test' };

function hostCandidate(server: TestProvider, version = '9.0.0') {
  const folder = path.join(server.releaseDir, 'remotes', 'market', version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(MARKET_MANIFEST));
  fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify(live.market.routes));
}

const inline = (html: string) => JSON.parse(/<script type="application\/json" id="remote-registry">(.*?)<\/script>/.exec(html)![1]);

/** A new visitor's first page: their cookie (`vid=…`), their id and the market version they were given. */
async function newVisitor(server: TestProvider) {
  const res = await fetch(`${server.baseUrl}/`);
  const cookie = res.headers.get('set-cookie')!.split(';')[0];
  return { cookie, id: cookie.slice('vid='.length), version: inline(await res.text()).market.version as string };
}

function report(
  server: TestProvider,
  body: unknown,
  { cookie, type = 'text/plain;charset=UTF-8' }: { cookie?: string; type?: string } = {},
) {
  return fetch(`${server.baseUrl}${RELEASE_HEALTH_PATH}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const failure = (version: string) => ({ remote: 'market', version, route: '/pages/market/list', kind: 'render', errorClass: 'TypeError' });

async function releaseApi(server: TestProvider, token: string, url: string) {
  const res = await fetch(`${server.baseUrl}/release-api${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

const errorRows = (server: TestProvider) => server.provider.db.selectFrom('release_health_errors').selectAll().execute();

/** Polls until `check` returns a value (the condition met), at most `timeoutMs`. */
async function until<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('reports, visitors and the health answer (a margin of 1: nothing is aborted)', () => {
  let server: TestProvider;
  let token: string;
  let clock = Date.now();

  beforeAll(async () => {
    server = await startTestProvider({
      now: () => clock,
      env: { RELEASE_CANARY_MARGIN: '1', RELEASE_CANARY_MIN_VISITORS: '1', RELEASE_HEALTH_REPORTS_PER_IP_PER_MINUTE: '5' },
    });
    hostCandidate(server);
    token = (await createToken(server.provider.db, { name: 'release manager', remote: null, expiresAt: null, now: clock })).token;
  });
  afterAll(() => server.close());
  // A new minute: the address's report budget is whole again.
  beforeEach(() => {
    clock += 61_000;
  });

  it('refuses a body that is not a report with 400 and stores nothing; never a 500', async () => {
    await server.provider.releases.canary('market', '9.0.0', 50, who);
    const { cookie } = await newVisitor(server);
    const bad: [unknown, string?][] = [
      ['{"remote":', undefined],
      ['"just a string"', undefined],
      [{ ...failure('9.0.0'), kind: 'crash' }, undefined],
      [{ ...failure('9.0.0'), route: '/pages/market/list?code=AAPL' }, undefined],
      [{ ...failure('9.0.0'), errorClass: 'Cannot read properties of undefined' }, 'application/json'],
    ];
    for (const [body, type] of bad) expect((await report(server, body, { cookie, type })).status).toBe(400);
    clock += 61_000; // five a minute
    expect((await report(server, { ...failure('9.0.0'), pad: 'x'.repeat(2000) }, { cookie })).status).toBe(413);
    expect((await report(server, failure('9.0.0'), { cookie, type: 'application/x-www-form-urlencoded' })).status).toBe(400);
    expect((await report(server, failure('9.0.0'), { cookie, type: 'application/xml' })).status).toBe(415);
    expect((await fetch(`${server.baseUrl}${RELEASE_HEALTH_PATH}`, { method: 'POST', headers: { cookie } })).status).toBe(400);
    expect(await errorRows(server)).toEqual([]);
    // Not a page: nothing but POST answers there.
    expect((await fetch(`${server.baseUrl}${RELEASE_HEALTH_PATH}`, { headers: { cookie } })).status).toBe(404);

    // Seeded random bodies: each refused (never a 500), the server still answering, nothing stored.
    const random = mulberry32(20260214);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    // No value here is valid for any field, and each body has at least one of them.
    const values = [null, 0, -1, 1e308, true, '', ' ', '\u0000', 'x'.repeat(300), [], {}, '../../etc', 'crash', '/a?b=c'];
    const fields = Object.keys(failure('9.0.0')) as (keyof ReturnType<typeof failure>)[];
    for (let i = 0; i < 200; i++) {
      clock += 61_000;
      const broken = pick(fields);
      const body =
        random() < 0.3
          ? String.fromCharCode(...Array.from({ length: Math.floor(random() * 64) }, () => Math.floor(random() * 0x3000)))
          : JSON.stringify(
              Object.fromEntries(
                fields
                  .filter((k) => k === broken || random() < 0.9)
                  .map((k) => [k, k === broken || random() < 0.5 ? pick(values) : failure('9.0.0')[k]]),
              ),
            );
      const res = await report(server, body, { cookie, type: pick(['text/plain', 'application/json', 'text/plain;charset=UTF-8']) });
      expect([400, 413]).toContain(res.status);
    }
    expect(await errorRows(server)).toEqual([]);
    expect((await fetch(`${server.baseUrl}/remotes.json`)).status).toBe(200);
    await server.provider.releases.abort('market', who);
  });

  it('refuses an address past its reports per minute with 429, and a refused report changes nothing', async () => {
    await server.provider.releases.canary('market', '9.0.0', 100, who);
    const visitors = await Promise.all(Array.from({ length: 7 }, () => newVisitor(server)));
    const statuses = [];
    for (const v of visitors) statuses.push((await report(server, failure('9.0.0'), { cookie: v.cookie })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    const rows = await errorRows(server);
    expect(rows.map((r) => r.visitor_hash).sort()).toEqual(
      visitors
        .slice(0, 5)
        .map((v) => visitorHash(v.id))
        .sort(),
    );
    const refused = await report(server, failure('9.0.0'), { cookie: visitors[6].cookie });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await errorRows(server)).toHaveLength(5);
    await server.provider.releases.abort('market', who);
  });

  it('counts each visitor once per version through index.html and /remotes.json, and answers the health of each version', async () => {
    await server.provider.releases.canary('market', '9.0.0', 50, who);
    const visitors = [];
    for (let i = 0; i < 24; i++) {
      const v = await newVisitor(server);
      expect(v.version).toBe(inCanary(v.id, 'market', 50) ? '9.0.0' : '1.0.0');
      // Again, and through /remotes.json: still one visitor.
      await fetch(`${server.baseUrl}/pages/market/list`, { headers: { cookie: v.cookie } });
      const registry = await (await fetch(`${server.baseUrl}/remotes.json`, { headers: { cookie: v.cookie } })).json();
      expect(registry.market.version).toBe(v.version);
      visitors.push(v);
    }
    // A visitor who only ever asks for /remotes.json (an installed app) counts too.
    const appOnly = 'installedAppVisitor_0123';
    const registry = await (await fetch(`${server.baseUrl}/remotes.json`, { headers: { cookie: `vid=${appOnly}` } })).json();
    const canaryVisitors = visitors.filter((v) => v.version === '9.0.0');
    const liveVisitors = visitors.filter((v) => v.version === '1.0.0');
    (registry.market.version === '9.0.0' ? canaryVisitors : liveVisitors).push({ cookie: `vid=${appOnly}`, id: appOnly, version: '' });
    expect(canaryVisitors.length).toBeGreaterThan(2);
    expect(liveVisitors.length).toBeGreaterThan(2);

    // Failures: two canary visitors (one twice, one in two places), one live visitor; a report
    // without a cookie and one about a version nobody runs are not stored.
    for (const body of [failure('9.0.0'), failure('9.0.0'), { ...failure('9.0.0'), kind: 'load', errorClass: 'ChunkLoadError' }])
      expect((await report(server, body, { cookie: canaryVisitors[0].cookie })).status).toBe(204);
    expect((await report(server, failure('9.0.0'), { cookie: canaryVisitors[1].cookie })).status).toBe(204);
    clock += 61_000;
    expect((await report(server, { ...failure('1.0.0'), route: 'widget:quotes' }, { cookie: liveVisitors[0].cookie })).status).toBe(204);
    expect((await report(server, failure('9.0.0'))).status).toBe(204);
    expect((await report(server, failure('7.7.7'), { cookie: liveVisitors[1].cookie })).status).toBe(204);

    const health = await releaseApi(server, token, '/health');
    expect(health.status).toBe(200);
    const rate = (n: number, d: number) => n / d;
    expect(health.json).toEqual({
      margin: 1,
      minVisitors: 1,
      remotes: [
        {
          name: 'market',
          versions: [
            {
              version: '1.0.0',
              role: 'live',
              visitors: liveVisitors.length,
              errorVisitors: 1,
              errorRate: rate(1, liveVisitors.length),
              errors: [{ kind: 'render', errorClass: 'TypeError', route: 'widget:quotes', visitors: 1 }],
            },
            {
              version: '9.0.0',
              role: 'canary',
              visitors: canaryVisitors.length,
              errorVisitors: 2,
              errorRate: rate(2, canaryVisitors.length),
              errors: [
                { kind: 'render', errorClass: 'TypeError', route: '/pages/market/list', visitors: 2 },
                { kind: 'load', errorClass: 'ChunkLoadError', route: '/pages/market/list', visitors: 1 },
              ],
            },
          ],
        },
      ],
    });
    // Only hashes are stored, never a visitor's id.
    const stored = JSON.stringify(await server.provider.db.selectFrom('release_health_visitors').selectAll().execute());
    for (const v of visitors) expect(stored).not.toContain(v.id);
    expect(stored).toContain(visitorHash(visitors[0].id));

    // A team's token reads it too; no token: 401.
    expect((await releaseApi(server, 'rt_nope', '/health')).status).toBe(401);
  });

  it('a new canary starts from zero', async () => {
    await server.provider.releases.abort('market', who);
    clock += 1000;
    await server.provider.releases.canary('market', '9.0.0', 50, who);
    const { json } = await releaseApi(server, token, '/health');
    expect(json.remotes[0].versions.map((v: { visitors: number; errorVisitors: number }) => [v.visitors, v.errorVisitors])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    await newVisitor(server);
    const after = await releaseApi(server, token, '/health');
    expect(after.json.remotes[0].versions.reduce((n: number, v: { visitors: number }) => n + v.visitors, 0)).toBe(1);
    await server.provider.releases.abort('market', who);
    expect((await releaseApi(server, token, '/health')).json.remotes).toEqual([{ name: 'market', versions: [] }]);
  });
});

describe('the automatic abort', () => {
  let server: TestProvider;
  let token: string;

  beforeAll(async () => {
    server = await startTestProvider({
      env: { RELEASE_CANARY_MIN_VISITORS: '5', RELEASE_HEALTH_CHECK_MS: '100', RELEASE_HEALTH_REPORTS_PER_IP_PER_MINUTE: '0' },
    });
    hostCandidate(server);
    token = (await createToken(server.provider.db, { name: 'release manager', remote: null, expiresAt: null, now: Date.now() })).token;
  });
  afterAll(() => server.close());

  /** Fresh visitors until `count` of them got the candidate; each of those reports its page failing. */
  async function failingCanaryVisitors(count: number) {
    let failing = 0;
    while (failing < count) {
      const v = await newVisitor(server);
      if (v.version !== '9.0.0') {
        // Already aborted on the visitors so far: no new visitor gets the candidate any more.
        const market = (await server.provider.releases.remotes()).find((r) => r.name === 'market');
        if (!market?.canary) return;
        continue;
      }
      expect((await report(server, failure('9.0.0'), { cookie: v.cookie })).status).toBe(204);
      failing++;
    }
  }

  it('aborts a failing canary once, by "canary health" with its figures, in the history, the audit log and status', async () => {
    const started = await server.provider.releases.canary('market', '9.0.0', 50, { actor: 'release manager' });
    await failingCanaryVisitors(6);
    const status = await until(async () => {
      const { json } = await releaseApi(server, token, '/status');
      return json.remotes.find((r: { name: string }) => r.name === 'market').canary === null && json;
    }, 'the canary to be aborted');
    expect(status.remotes.find((r: { name: string }) => r.name === 'market').revision).toBe(started.revision + 1);

    const { json: history } = await releaseApi(server, token, '/history?remote=market');
    const aborts = history.steps.filter((s: { action: string }) => s.action === 'abort');
    expect(aborts).toHaveLength(1);
    expect(aborts[0]).toMatchObject({ version: '9.0.0', previous: '1.0.0', by: HEALTH_ACTOR });
    // The verdict may come between a visitor being counted and their report arriving: every
    // canary visitor fails, but the rate it saw is at most 100 %.
    expect(aborts[0].message).toMatch(/^error rate [\d.]+ % on \d+ visitors vs live 0 %( \(no live visitors\))?; margin 2 points$/);

    const { json: audit } = await releaseApi(server, token, '/audit?limit=1000');
    expect(audit.calls.filter((c: { token_name: string | null }) => c.token_name === HEALTH_ACTOR)).toEqual([
      expect.objectContaining({
        action: 'abort',
        remote: 'market',
        from_version: '9.0.0',
        to_version: '1.0.0',
        message: aborts[0].message,
        outcome: 'ok',
        status: 200,
      }),
    ]);

    const { json: health } = await releaseApi(server, token, '/health');
    expect(health.remotes).toEqual([
      {
        name: 'market',
        versions: [],
        autoAborted: { version: '9.0.0', live: '1.0.0', at: aborts[0].at, message: aborts[0].message, revision: aborts[0].revision },
      },
    ]);

    // Every visitor, new or one who had the candidate, gets the live version again.
    for (let i = 0; i < 5; i++) expect((await newVisitor(server)).version).toBe('1.0.0');
  });

  it('two instances deciding at once make one abort: the other loses with a conflict', async () => {
    await server.provider.health.stop(); // this provider's timer: the two passes below are the only ones
    await server.provider.releases.canary('market', '9.0.0', 50, { actor: 'release manager' });
    await failingCanaryVisitors(6);
    await server.provider.health.flush();
    const other = new CanaryHealth({
      db: server.provider.db,
      registry: new ReleaseRegistry(server.provider.db, server.releaseDir, Date.now, 0),
      settings: server.provider.health.settings,
      now: Date.now,
      log: () => undefined,
    });
    const results = await Promise.all([server.provider.health.check(), other.check()]);
    expect(results.map((r) => r.length).sort()).toEqual([0, 1]);
    const { json: history } = await releaseApi(server, token, '/history?remote=market');
    expect(history.steps.filter((s: { action: string; by: string }) => s.action === 'abort' && s.by === HEALTH_ACTOR)).toHaveLength(2);
    const { json: audit } = await releaseApi(server, token, '/audit?limit=1000');
    expect(audit.calls.filter((c: { token_name: string | null }) => c.token_name === HEALTH_ACTOR)).toHaveLength(2);
  });
});
