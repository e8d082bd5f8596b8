// The release API over HTTP: bearer tokens with per-team rights (a team's token on its own remote,
// refused 403 on another; expired, revoked and missing tokens 401), compare-and-swap conflicts
// (409), a route takeover refused naming the owner (422), and an audit row for every call. The
// versions are uploaded through the API, as a team's CI does (the gate's browser checks are off:
// the fake release has no real shell; release-gate.test.ts and the e2e tests run them).
import { createToken, revokeToken } from '../src/release/tokens';
import { buildArchive, provideSingletons, upload } from './helpers/release-archive';
import { startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
const tokens: Record<string, string> = {};
/** What the history and the audit log add to the message of a gated step on this provider. */
const SWITCHED_OFF = ' [gate: exposed modules (RELEASE_GATE_PROBE=0) and render check (RELEASE_GATE_RENDER=0) skipped]';

async function host(remote: string, version: string, paths: string[]) {
  const body = await buildArchive(remote, version, { routes: paths.map((p) => ({ path: p, auth: true })) });
  const sent = await upload(server.baseUrl, tokens.manager, remote, version, body);
  if (sent.status !== 201) throw new Error(`upload of ${remote} ${version}: ${sent.status} ${sent.json.error}`);
}

async function api(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const init: RequestInit =
    method === 'GET'
      ? { headers }
      : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) };
  const res = await fetch(`${server.baseUrl}/release-api${url}`, init);
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  server = await startTestProvider({ env: { RELEASE_GATE_PROBE: '0', RELEASE_GATE_RENDER: '0' } });
  provideSingletons(server.releaseDir);
  const db = server.provider.db;
  const now = Date.now();
  tokens.manager = (await createToken(db, { name: 'release manager', remote: null, expiresAt: null, now })).token;
  tokens.wallet = (await createToken(db, { name: 'wallet CI', remote: 'wallet', expiresAt: now + 3_600_000, now })).token;
  tokens.expired = (await createToken(db, { name: 'old wallet CI', remote: 'wallet', expiresAt: now - 1, now: now - 10 })).token;
  const revoked = await createToken(db, { name: 'leaked', remote: null, expiresAt: null, now });
  await revokeToken(db, revoked.id, now);
  tokens.revoked = revoked.token;
  await host('wallet', '1.0.0', ['/pages/mine/wallet']);
  await host('wallet', '1.0.1', ['/pages/mine/wallet', '/pages/mine/recharge']);
  await host('wallet', '2.0.0', ['/pages/mine/wallet', '/pages/market/list']);
});
afterAll(() => server.close());

it('refuses a call without a valid token with 401: none, unknown, expired, revoked', async () => {
  expect(await api('GET', '/status')).toMatchObject({ status: 401, json: { error: expect.stringMatching(/^no release token/) } });
  expect((await api('GET', '/status', 'rt_nope')).json.error).toBe('unknown release token');
  expect(await api('POST', '/remotes/wallet/publish', tokens.expired, { version: '1.0.0' })).toMatchObject({
    status: 401,
    json: { error: expect.stringMatching(/release token \w+ \(old wallet CI\) expired on/) },
  });
  expect(await api('POST', '/remotes/market/rollback', tokens.revoked, {})).toMatchObject({
    status: 401,
    json: { error: expect.stringMatching(/\(leaked\) was revoked on/) },
  });
});

it("a team's token releases its own remote and nothing else", async () => {
  const published = await api('POST', '/remotes/wallet/publish', tokens.wallet, { version: '1.0.0', message: 'first wallet' });
  expect(published).toMatchObject({ status: 200, json: { ok: true, remote: 'wallet', from: null, to: '1.0.0', revision: 1 } });
  for (const [action, body] of [
    ['publish', { version: '1.0.0' }],
    ['canary', { version: '1.0.0', percent: 10 }],
    ['promote', {}],
    ['abort', {}],
    ['rollback', {}],
  ] as const) {
    const refused = await api('POST', `/remotes/market/${action}`, tokens.wallet, body);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/^token \w+ \(wallet CI\) may release wallet only, not market$/);
  }
  const status = await api('GET', '/status', tokens.wallet);
  expect(status.status).toBe(200);
  expect(status.json.remotes.map((r: { name: string; live: { version: string } }) => [r.name, r.live.version])).toEqual([
    ['market', '1.0.0'],
    ['wallet', '1.0.0'],
  ]);
  expect((await (await fetch(`${server.baseUrl}/remotes.json`)).json()).wallet.version).toBe('1.0.0');
});

it('a change to a remote changed since it was read is refused with 409, naming both revisions and who', async () => {
  const read = (await api('GET', '/status', tokens.manager)).json.remotes.find((r: { name: string }) => r.name === 'wallet').revision;
  const canary = await api('POST', '/remotes/wallet/canary', tokens.wallet, {
    version: '1.0.1',
    percent: 10,
    expectRevision: read,
    message: 'try recharge',
  });
  expect(canary.status).toBe(200);
  const late = await api('POST', '/remotes/wallet/rollback', tokens.manager, { version: '1.0.0', expectRevision: read, message: 'back' });
  expect(late.status).toBe(409);
  expect(late.json.error).toMatch(
    new RegExp(`^wallet changed since you read it \\(revision ${read} → ${read + 1} by wallet CI \\(token \\w+\\)\\); re-run$`),
  );
  // Live is still 1.0.0 with the canary running (a visitor of /remotes.json may be in the 10 %).
  const wallet = (await api('GET', '/status', tokens.manager)).json.remotes.find((r: { name: string }) => r.name === 'wallet');
  expect([wallet.live.version, wallet.canary.version, wallet.revision]).toEqual(['1.0.0', '1.0.1', read + 1]);
});

it('a version declaring a page another remote owns is refused, naming the owner', async () => {
  await api('POST', '/remotes/wallet/abort', tokens.manager, { message: 'clean up' });
  const takeover = await api('POST', '/remotes/wallet/publish', tokens.wallet, { version: '2.0.0' });
  expect(takeover.status).toBe(422);
  expect(takeover.json.refusals).toEqual([
    expect.stringMatching(/^route \/pages\/market\/list of wallet 2\.0\.0 is owned by market \(live 1\.0\.0\)/),
  ]);
  expect(takeover.json.error).toMatch(
    /^gate refused wallet 2\.0\.0 in [\d.]+ s:\n {2}- route \/pages\/market\/list of wallet 2\.0\.0 is owned by market/,
  );
});

it('writes an audit row for every call, refused ones too; only a release manager reads it', async () => {
  expect((await api('GET', '/audit', tokens.wallet)).status).toBe(403);
  const { status, json } = await api('GET', '/audit?limit=1000', tokens.manager);
  expect(status).toBe(200);
  const calls = json.calls as {
    token_name: string | null;
    action: string;
    remote: string | null;
    from_version: string | null;
    to_version: string | null;
    message: string | null;
    outcome: string;
    status: number;
    reason: string | null;
  }[];
  expect(calls.find((c) => c.status === 401 && c.token_name === null && c.action === 'status')).toBeTruthy();
  expect(calls.find((c) => c.status === 401 && c.token_name === 'old wallet CI' && c.action === 'publish')).toBeTruthy();
  expect(calls.filter((c) => c.status === 403 && c.token_name === 'wallet CI' && c.remote === 'market')).toHaveLength(5);
  expect(calls.find((c) => c.action === 'publish' && c.outcome === 'ok')).toMatchObject({
    token_name: 'wallet CI',
    remote: 'wallet',
    from_version: null,
    to_version: '1.0.0',
    message: `first wallet${SWITCHED_OFF}`,
  });
  expect(calls.find((c) => c.action === 'canary' && c.outcome === 'ok')).toMatchObject({
    from_version: '1.0.0',
    to_version: '1.0.1',
    message: `try recharge${SWITCHED_OFF}`,
  });
  expect(calls.find((c) => c.status === 409)).toMatchObject({
    token_name: 'release manager',
    action: 'rollback',
    remote: 'wallet',
    message: 'back',
    outcome: 'refused',
    reason: expect.stringMatching(/changed since you read it/),
  });
  expect(calls.find((c) => c.status === 422)).toMatchObject({
    action: 'publish',
    to_version: '2.0.0',
    reason: expect.stringMatching(/owned by market/),
  });
  // The history names the token behind each step and its message.
  const history = await api('GET', '/history?remote=wallet', tokens.wallet);
  expect(
    history.json.steps.map((s: { action: string; by: string; message: string }) => [
      s.action,
      s.by.replace(/token \w+/, 'token'),
      s.message,
    ]),
  ).toEqual([
    ['publish', 'wallet CI (token)', `first wallet${SWITCHED_OFF}`],
    ['canary', 'wallet CI (token)', `try recharge${SWITCHED_OFF}`],
    ['abort', 'release manager (token)', 'clean up'],
  ]);
});

it('is outside the signed customer API and answers unknown paths with 404, not the app page', async () => {
  expect((await fetch(`${server.baseUrl}/release-api/nothing`)).status).toBe(404);
});
