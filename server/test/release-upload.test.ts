// Uploading a built version through the release API (PUT /release-api/remotes/<remote>/versions/
// <version>, a gzipped tar): stored immutably as RELEASE_DIR/remotes/<remote>/<version>/ and
// served at once; every refusal answered with its reason (400, 403, 409, 413, 422) and leaving
// nothing behind; two uploads of one version racing: one wins; every upload in the audit log.
import fs from 'node:fs';
import path from 'node:path';
import { createToken } from '../src/release/tokens';
import { archive, buildArchive, buildFiles, entriesOf, provideSingletons, releaseApi, upload } from './helpers/release-archive';
import { startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
const tokens: Record<string, string> = {};
const KIB = 1024;

beforeAll(async () => {
  server = await startTestProvider({
    env: {
      RELEASE_UPLOAD_MAX_BYTES: String(64 * KIB),
      RELEASE_UPLOAD_MAX_FILE_BYTES: String(16 * KIB),
      RELEASE_UPLOAD_MAX_FILES: '20',
      RELEASE_GATE_PROBE: '0',
      RELEASE_GATE_RENDER: '0',
    },
  });
  provideSingletons(server.releaseDir);
  const db = server.provider.db;
  const now = Date.now();
  tokens.manager = (await createToken(db, { name: 'release manager', remote: null, expiresAt: null, now })).token;
  tokens.wallet = (await createToken(db, { name: 'wallet CI', remote: 'wallet', expiresAt: null, now })).token;
  tokens.market = (await createToken(db, { name: 'market CI', remote: 'market', expiresAt: null, now })).token;
});
afterAll(() => server.close());

const walletDir = () => path.join(server.releaseDir, 'remotes', 'wallet');
/** What is in the wallet's folder of the release directory: hosted versions, and any staging folder left. */
const walletFolder = () => (fs.existsSync(walletDir()) ? fs.readdirSync(walletDir()).sort() : []);
const served = async (url: string) => {
  const res = await fetch(`${server.baseUrl}${url}`);
  return { status: res.status, cache: res.headers.get('cache-control'), text: await res.text() };
};

/** An upload refused with `status` and a reason matching `reason`, and nothing left behind. */
async function refused(answer: Promise<{ status: number; json: Record<string, any> }>, status: number, reason: RegExp) {
  const before = walletFolder();
  const { status: got, json } = await answer;
  expect({ status: got, error: json.error }).toEqual({ status, error: expect.stringMatching(reason) });
  expect(walletFolder()).toEqual(before.filter((f) => !f.startsWith('.')));
  return json.error as string;
}

it("uploads a team's build: stored as its version folder, served at once, then published", async () => {
  const body = await buildArchive('wallet', '1.0.1');
  const sent = await upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.1', body);
  expect(sent).toMatchObject({
    status: 201,
    json: { ok: true, remote: 'wallet', version: '1.0.1', files: 7, folder: 'remotes/wallet/1.0.1' },
  });
  expect(sent.json.summary).toMatch(/uploaded wallet 1\.0\.1: 7 files, .* hosted at \/remotes\/wallet\/1\.0\.1\/ \(not live/);
  expect(walletFolder()).toEqual(['1.0.1']);
  expect(fs.readFileSync(path.join(walletDir(), '1.0.1', 'assets', 'icons', 'a.svg'), 'utf8')).toContain('<svg');
  expect(await served('/remotes/wallet/1.0.1/remoteEntry.js')).toEqual({
    status: 200,
    cache: 'public, max-age=31536000, immutable',
    text: 'var wallet = "1.0.1";',
  });
  expect((await served('/remotes/wallet/1.0.1/assets/icons/a.svg')).status).toBe(200);

  const published = await releaseApi(server.baseUrl, 'POST', '/remotes/wallet/publish', tokens.wallet, { version: '1.0.1' });
  expect(published).toMatchObject({ status: 200, json: { ok: true, to: '1.0.1' } });
  expect((await (await fetch(`${server.baseUrl}/remotes.json`)).json()).wallet).toEqual({
    version: '1.0.1',
    entry: '/remotes/wallet/1.0.1/remoteEntry.js',
    routes: [{ path: '/pages/wallet/home', auth: false }],
  });
});

it('refuses without a token (401) and with another team’s token (403), reading nothing', async () => {
  const body = await buildArchive('wallet', '1.0.2');
  await refused(upload(server.baseUrl, undefined, 'wallet', '1.0.2', body), 401, /^no release token/);
  await refused(
    upload(server.baseUrl, tokens.market, 'wallet', '1.0.2', body),
    403,
    /^token \w+ \(market CI\) may release market only, not wallet$/,
  );
});

it('refuses a version that is not one, a remote name that is not one, and a body that is not a gzipped tar (400)', async () => {
  const body = await buildArchive('wallet', '1.0.2');
  for (const version of ['1.0', 'latest', '1.0.0.0', '1.0.0-%2e%2e'])
    await refused(upload(server.baseUrl, tokens.manager, 'wallet', version, body), 400, /is not a version \(x\.y\.z/);
  await refused(upload(server.baseUrl, tokens.manager, 'Wallet', '1.0.2', body), 400, /"Wallet" is not a remote name/);
  await refused(upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.2', Buffer.from('not an archive')), 400, /not a gzipped tar/);
  await refused(
    upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.2', Buffer.from('{}'), 'application/json'),
    400,
    /send the build folder as a gzipped tar \(Content-Type: application\/gzip\)/,
  );
});

it('refuses an upload over a limit (413), naming the limit', async () => {
  const bigFile = await buildArchive('wallet', '1.0.2', { files: { 'big.js': 'x'.repeat(17 * KIB) } });
  await refused(
    upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.2', bigFile),
    413,
    /big\.js is 17 KiB, over the limit of 16 KiB per file \(RELEASE_UPLOAD_MAX_FILE_BYTES\)/,
  );

  const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`chunk-${i}.js`, `/* ${i} */`]));
  await refused(
    upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.2', await buildArchive('wallet', '1.0.2', { files: many })),
    413,
    /more than 20 files, the limit \(RELEASE_UPLOAD_MAX_FILES\)/,
  );

  // Small when gzipped, large when unpacked.
  const zeros = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`zeros-${i}.js`, '0'.repeat(15 * KIB)]));
  const bomb = await buildArchive('wallet', '1.0.2', { files: zeros });
  expect(bomb.length).toBeLessThan(8 * KIB);
  await refused(
    upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.2', bomb),
    413,
    /unpacked build is over the limit of 64 KiB \(RELEASE_UPLOAD_MAX_BYTES\)/,
  );

  // A body larger than the limit, announced by its length.
  await refused(
    upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.2', Buffer.alloc(70 * KIB, 1)),
    413,
    /the upload is 70 KiB, over the limit of 64 KiB \(RELEASE_UPLOAD_MAX_BYTES\)/,
  );
});

it('refuses a file type the build does not emit, and source maps unless the provider allows them (422)', async () => {
  for (const [file, reason] of [
    [
      'tool.exe',
      /refused entry tool\.exe: a file type the build does not emit \(allowed: \.js \.css \.json \.woff2 \.svg \.png \.webp \.txt/,
    ],
    ['index.html', /refused entry index\.html: a file type/],
    ['routes.1a2b3c4d.js.map', /refused entry routes\.1a2b3c4d\.js\.map: a source map; .*RELEASE_SOURCEMAPS=1/],
  ] as const) {
    const body = await buildArchive('wallet', '1.0.2', { files: { [file]: 'x' } });
    await refused(upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.2', body), 422, reason);
  }
  // Precompressed copies of what the build emits are fine.
  const copies = await buildArchive('wallet', '1.0.2', {
    files: { 'remoteEntry.js.br': 'b', 'remoteEntry.js.gz': 'g', 'LICENSE.txt': 'MIT' },
  });
  expect((await upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.2', copies)).status).toBe(201);
});

it('refuses paths that climb out or are absolute, links and devices (422), writing nothing outside', async () => {
  const base = entriesOf(buildFiles('wallet', '1.0.3'));
  for (const [entry, reason] of [
    [{ name: '../escape.js', content: 'x' }, /refused entry \.\.\/escape\.js: a path that climbs out of the folder/],
    [{ name: 'assets/../../escape.js', content: 'x' }, /a path that climbs out of the folder/],
    [{ name: '/tmp/escape.js', content: 'x' }, /refused entry \/tmp\/escape\.js: an absolute path/],
    [{ name: '.hidden.js', content: 'x' }, /a hidden file or folder/],
    [
      { name: 'link.js', type: 'symlink', linkname: '/etc/passwd' },
      /refused entry link\.js: a symbolic link to \/etc\/passwd; an upload holds regular files only/,
    ],
    [{ name: 'hard.js', type: 'link', linkname: 'remoteEntry.js' }, /refused entry hard\.js: a hard link to remoteEntry\.js/],
    [{ name: 'dev.js', type: 'character-device' }, /refused entry dev\.js: a character-device; an upload holds regular files only/],
    [{ name: 'pipe.js', type: 'fifo' }, /a fifo/],
  ] as const) {
    await refused(upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.3', await archive([...base, entry])), 422, reason);
  }
  expect(fs.existsSync(path.join(server.releaseDir, 'remotes', 'escape.js'))).toBe(false);
  expect(fs.existsSync(path.join(server.releaseDir, 'escape.js'))).toBe(false);
});

it('refuses a build whose manifest, entry or routes do not make a version of this remote (422)', async () => {
  const cases: Array<[Parameters<typeof buildFiles>[2], RegExp]> = [
    [{ files: { 'mf-manifest.json': undefined } }, /mf-manifest\.json is missing/],
    [{ manifest: '{ not json' }, /mf-manifest\.json does not parse as a manifest/],
    [
      { manifest: { name: 'market', metaData: { buildInfo: { buildVersion: '1.0.4' } } } },
      /mf-manifest\.json names "market", not wallet: this is not a build of wallet/,
    ],
    [
      { manifest: { name: 'wallet', metaData: { buildInfo: { buildVersion: '1.0.9' } } } },
      /buildVersion "1\.0\.9", but this upload is wallet 1\.0\.4/,
    ],
    [{ files: { 'remoteEntry.js': undefined } }, /remoteEntry\.js is missing/],
    [{ files: { 'routes.json': undefined } }, /routes\.json is missing/],
    [{ routes: [{ path: '/pages/wallet/home' }] }, /\/pages\/wallet\/home: "auth" must be true or false/],
    [{ routes: { path: '/x' } }, /routes\.json is not a list of routes/],
    [{ routes: [{ path: 'pages/x', auth: true }] }, /routes\.json entry 1: "path" must be a path/],
    [{ routes: [{ path: '/pages/a', auth: true, owner: 'x' }] }, /\/pages\/a: unknown field owner/],
  ];
  for (const [options, reason] of cases) {
    await refused(upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.4', await buildArchive('wallet', '1.0.4', options)), 422, reason);
  }
});

it('refuses a build missing a file its manifest lists (422), naming it', async () => {
  const body = await buildArchive('wallet', '1.0.4', { files: { 'page-x.1a2b3c4d.js': undefined } });
  await refused(
    upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.4', body),
    422,
    /mf-manifest\.json lists 1 file the upload does not hold: page-x\.1a2b3c4d\.js/,
  );
});

it('refuses a version already hosted (409): versions are immutable', async () => {
  const again = await buildArchive('wallet', '1.0.1', { files: { 'remoteEntry.js': 'var wallet = "changed";' } });
  await refused(
    upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.1', again),
    409,
    /^wallet 1\.0\.1 is already hosted: versions are immutable/,
  );
  expect((await served('/remotes/wallet/1.0.1/remoteEntry.js')).text).toBe('var wallet = "1.0.1";');
});

it('of two uploads of one version racing, one wins and the other is refused (409); the winner is hosted whole', async () => {
  const bodies = await Promise.all(
    ['first', 'second'].map((who) => buildArchive('wallet', '1.0.5', { files: { 'remoteEntry.js': `var wallet = "${who}";` } })),
  );
  // Each body arrives in two parts; the second parts go once both uploads are unpacking.
  const staging = () => walletFolder().filter((f) => f.startsWith('.staging-')).length;
  let bothStaging!: () => void;
  const bothStarted = new Promise<void>((resolve) => {
    bothStaging = resolve;
  });
  const watcher = setInterval(() => {
    if (staging() >= 2) bothStaging();
  }, 5);
  const stream = (body: Buffer) =>
    new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.subarray(0, 20));
        await bothStarted;
        controller.enqueue(body.subarray(20));
        controller.close();
      },
    });
  const answers = await Promise.all(bodies.map((b) => upload(server.baseUrl, tokens.wallet, 'wallet', '1.0.5', stream(b))));
  clearInterval(watcher);
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  expect(answers.find((a) => a.status === 409)!.json.error).toMatch(/versions are immutable/);
  const winner = answers.findIndex((a) => a.status === 201) === 0 ? 'first' : 'second';
  expect((await served('/remotes/wallet/1.0.5/remoteEntry.js')).text).toBe(`var wallet = "${winner}";`);
  expect(fs.readdirSync(path.join(walletDir(), '1.0.5')).sort()).toEqual([
    'assets',
    'mf-manifest.json',
    'page-x.1a2b3c4d.js',
    'remoteEntry.js',
    'routes.1a2b3c4d.css',
    'routes.1a2b3c4d.js',
    'routes.json',
  ]);
  expect(staging()).toBe(0);
});

it('writes every upload to the audit log, refused ones too', async () => {
  const { json } = await releaseApi(server.baseUrl, 'GET', '/audit?limit=1000', tokens.manager);
  const uploads = (
    json.calls as {
      action: string;
      remote: string;
      to_version: string;
      status: number;
      outcome: string;
      reason: string | null;
      token_name: string | null;
    }[]
  ).filter((c) => c.action === 'upload');
  const statuses = new Set(uploads.map((c) => c.status));
  for (const status of [201, 400, 401, 403, 409, 413, 422]) expect([status, statuses.has(status)]).toEqual([status, true]);
  expect(uploads.find((c) => c.status === 201)).toMatchObject({
    remote: 'wallet',
    to_version: '1.0.1',
    outcome: 'ok',
    token_name: 'wallet CI',
  });
  expect(uploads.find((c) => c.status === 403)).toMatchObject({
    outcome: 'refused',
    token_name: 'market CI',
    reason: expect.stringMatching(/may release market only/),
  });
  expect(uploads.filter((c) => c.status === 409 && c.to_version === '1.0.5')).toHaveLength(1);
  expect(walletFolder()).toEqual(['1.0.1', '1.0.2', '1.0.5']);
});
