// Hosting of the released front end: cache rules per kind of file, history fallback, compression.
import http from 'node:http';
import { RetCode } from '@app/shared/contracts';
import zlib from 'node:zlib';
import {
  HASHED_SCRIPT,
  INDEX_HTML,
  MARKET_MANIFEST,
  REMOTES_JSON,
  call,
  startTestProvider,
  type TestProvider,
} from './helpers/test-provider';

let server: TestProvider;
let unbuilt: TestProvider;
beforeAll(async () => {
  [server, unbuilt] = await Promise.all([startTestProvider(), startTestProvider({ releaseDir: null })]);
});
afterAll(() => Promise.all([server.close(), unbuilt.close()]));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** index.html without what the server adds per request (tested in 'index.html hints'). */
const stripHints = (html: string) =>
  html.replace(
    /<script type="application\/json" id="[\w-]+">.*?<\/script>|<link rel="preload" [^>]*>|<div class="boot-home".*?<img [^>]*><\/div><\/div>/g,
    '',
  );

/** Raw GET with exactly these headers (fetch would add and undo its own content encoding). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('release hosting', () => {
  it('never caches the remote registry', async () => {
    const response = await fetch(`${server.baseUrl}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(REMOTES_JSON);
  });

  it('caches a versioned remote file forever', async () => {
    const response = await fetch(`${server.baseUrl}/remotes/market/1.0.0/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await response.json()).toEqual(MARKET_MANIFEST);
  });

  it.each(['/remotes/market/1.0.0/missing.js', '/remotes/market/9.9.9/remoteEntry.js', '/remotes/market/1.0.0', '/remotes/market/1.0.0/'])(
    'answers 404 for %s',
    async (url) => {
      expect((await fetch(`${server.baseUrl}${url}`)).status).toBe(404);
    },
  );

  it('serves index.html at / uncached, with security headers', async () => {
    const response = await fetch(`${server.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(stripHints(await response.text())).toBe(INDEX_HTML);
  });

  it.each(['/pages/mine/user', '/pages/home/index', '/pages/market/list/'])(
    'falls back to index.html for the app route %s',
    async (url) => {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(stripHints(await response.text())).toBe(INDEX_HTML);
    },
  );

  it('caches hashed shell files forever and other shell files for an hour', async () => {
    const hashed = await fetch(`${server.baseUrl}/main.1a2b3c4d.js`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await hashed.text()).toBe(HASHED_SCRIPT);
    const plain = await fetch(`${server.baseUrl}/favicon.svg`);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each(['/missing.js', '/pages/missing.png', '/..%2f..%2fetc%2fpasswd', '/.env'])(
    'answers 404 for %s instead of falling back',
    async (url) => {
      const response = await rawGet(`${server.baseUrl}${url}`);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('<html');
    },
  );

  it("sends the build's precompressed file when there is one, the plain file to others", async () => {
    const br = await rawGet(`${server.baseUrl}/main.1a2b3c4d.js`, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(`${HASHED_SCRIPT}//prebuilt`);
    const plain = await rawGet(`${server.baseUrl}/main.1a2b3c4d.js`);
    expect(plain.body.toString()).toBe(HASHED_SCRIPT);
  });

  it('compresses with gzip or brotli when the browser accepts it', async () => {
    const gzip = await rawGet(`${server.baseUrl}/main.1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.length).toBeLessThan(HASHED_SCRIPT.length / 4);
    const identity = await rawGet(`${server.baseUrl}/main.1a2b3c4d.js`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(HASHED_SCRIPT);
  });

  it('leaves websocket and api paths to their own handlers', async () => {
    expect((await fetch(`${server.baseUrl}/websocket`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/static/missing.svg`)).status).toBe(404);
  });
});

describe('index.html hints', () => {
  const registryOf = (html: string) => JSON.parse(/<script type="application\/json" id="remote-registry">(.*?)<\/script>/.exec(html)![1]);
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" ([^>]*)>/g)].map((m) => m[1]);

  it('carries the current registry inline, so the shell needs no round trip for it', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(registryOf(html)).toEqual(JSON.parse(REMOTES_JSON));
    expect(html.indexOf('remote-registry')).toBeLessThan(html.indexOf('</head>'));
  });

  it('on Home only: carries the banner list in every interface language, preloads and paints the first banner', async () => {
    const en = (await call(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'en_US' })).body.data as Array<{
      image: string;
      title: string;
    }>;
    const zh = (await call(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'zh_CN' })).body.data;
    const hant = (await call(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'zh_CN', acceptLanguage: 'zh-Hant' })).body.data;
    const ja = (await call(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'en_US', acceptLanguage: 'ja' })).body.data;
    expect(en[0].title).not.toEqual((zh as typeof en)[0].title);
    for (const url of ['/', '/pages/home/index']) {
      const html = await (await fetch(`${server.baseUrl}${url}`)).text();
      expect(preloads(html)).toEqual([`as="image" href="${en[0].image}" fetchpriority="high"`]);
      expect(JSON.parse(/<script type="application\/json" id="home-data">(.*?)<\/script>/.exec(html)![1])).toEqual({
        banners: { en, 'zh-Hans': zh, 'zh-Hant': hant, ja },
      });
      // First inside #root, where React's first render replaces it.
      expect(html).toContain(`<div id="root"><div class="boot-home" aria-hidden="true">`);
      expect(/<div class="boot-home__banner"><img src="([^"]+)"/.exec(html)![1]).toBe(en[0].image);
    }
    const market = await (await fetch(`${server.baseUrl}/pages/market/list`)).text();
    expect(market).not.toContain('home-data');
    expect(market).not.toContain('boot-home');
  });

  /** The fake market remote's entry and ./routes chunks (not its lazy ones). */
  const MARKET_CODE_PRELOADS = ['remoteEntry.js', 'quotes.1a2b3c4d.js', 'routes.1a2b3c4d.js'].map(
    (f) => `as="script" href="/remotes/market/1.0.0/${f}"`,
  );

  it("preloads a public remote page's entry and ./routes chunks, not its lazy ones", async () => {
    const html = await (await fetch(`${server.baseUrl}/pages/market/list`)).text();
    expect(preloads(html)).toEqual(MARKET_CODE_PRELOADS);
  });

  it("answers a public page's declared public calls in the visitor's likely language and English; never a private one", async () => {
    const routeData = (html: string) => JSON.parse(/<script type="application\/json" id="route-data">(.*?)<\/script>/.exec(html)![1]);
    // The visitor's likely language (the browser's) and English.
    const answers = routeData(
      await (await fetch(`${server.baseUrl}/pages/market/list`, { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } })).text(),
    );
    expect(Object.keys(answers).sort()).toEqual([
      'websitebanner/queryBannerList?lang=en_US#en',
      'websitebanner/queryBannerList?lang=en_US#ja',
    ]);
    expect(
      Object.keys(
        routeData(await (await fetch(`${server.baseUrl}/pages/market/list`, { headers: { 'accept-language': 'en-US' } })).text()),
      ),
    ).toEqual(['websitebanner/queryBannerList?lang=en_US#en']);
    const zh = routeData(await (await fetch(`${server.baseUrl}/pages/market/list`, { headers: { 'accept-language': 'zh-CN' } })).text());
    expect(Object.keys(zh).sort()).toEqual([
      'websitebanner/queryBannerList?lang=en_US#en',
      'websitebanner/queryBannerList?lang=zh_CN#zh-Hans',
    ]);
    const en = (await call(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'en_US' })).body;
    expect(answers['websitebanner/queryBannerList?lang=en_US#en']).toEqual(en);
    const ja = (await call(server.baseUrl, 'websitebanner/queryBannerList', {}, { lang: 'en_US', acceptLanguage: 'ja' })).body;
    expect(answers['websitebanner/queryBannerList?lang=en_US#ja']).toEqual(ja);
    expect(zh['websitebanner/queryBannerList?lang=zh_CN#zh-Hans'].data[0].title).not.toBe(
      en.data && (en.data as Array<{ title: string }>)[0].title,
    );
    expect(await (await fetch(`${server.baseUrl}/`)).text()).not.toContain('route-data');
  });

  it("answers a product page's call with the code from its own URL; not without one, nor for an unknown product", async () => {
    const routeData = (html: string) =>
      JSON.parse(/<script type="application\/json" id="route-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    const answers = routeData(await (await fetch(`${server.baseUrl}/pages/home/listdetail?code=AAPL`)).text());
    expect(Object.keys(answers)).toEqual(['product/queryProductPrice?code=AAPL&lang=en_US#en']);
    const direct = (await call(server.baseUrl, 'product/queryProductPrice', { code: 'AAPL' }, { lang: 'en_US' })).body;
    expect(direct.retCode).toBe(RetCode.OK);
    // The same answer as the API's own (the price itself moves between the two).
    const inline = answers['product/queryProductPrice?code=AAPL&lang=en_US#en'];
    expect(inline.retCode).toBe(RetCode.OK);
    expect({ code: inline.data.code, name: inline.data.name, decimals: inline.data.decimals }).toEqual({
      code: 'AAPL',
      name: (direct.data as { name: string }).name,
      decimals: (direct.data as { decimals: number }).decimals,
    });
    expect(await (await fetch(`${server.baseUrl}/pages/home/listdetail`)).text()).not.toContain('route-data');
    expect(await (await fetch(`${server.baseUrl}/pages/home/listdetail?code=NOPE1`)).text()).not.toContain('route-data');
    // Markup in the value goes no further than a refused call.
    const hostile = await (
      await fetch(`${server.baseUrl}/pages/home/listdetail?code=${encodeURIComponent('</script><script>alert(1)</script>')}`)
    ).text();
    expect(hostile).not.toContain('<script>alert(1)');
  });

  it("preloads a private remote page's code (the same for every visitor), its own chunks included, but answers none of its calls; nothing for other pages", async () => {
    const html = await (await fetch(`${server.baseUrl}/pages/mylist/mylist`)).text();
    expect(preloads(html)).toEqual([
      MARKET_CODE_PRELOADS[0],
      'as="style" href="/remotes/market/1.0.0/page-watchlist.1a2b3c4d.css"',
      ...MARKET_CODE_PRELOADS.slice(1),
      ...['split-9f8e7d.1a2b3c4d.js', 'page-watchlist.1a2b3c4d.js'].map((f) => `as="script" href="/remotes/market/1.0.0/${f}"`),
    ]);
    expect(html).not.toContain('route-data');
    for (const url of ['/pages/mine/user', '/pages/nowhere']) {
      expect(preloads(await (await fetch(`${server.baseUrl}${url}`)).text())).toEqual([]);
    }
  });
});

describe('without a build', () => {
  it('answers 503 with a hint at / and on app routes', async () => {
    for (const url of ['/', '/pages/mine/user']) {
      const response = await fetch(`${unbuilt.baseUrl}${url}`);
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('The app is not built yet: run npm run build');
    }
    expect((await fetch(`${unbuilt.baseUrl}/remotes.json`)).status).toBe(404);
  });

  it('still serves the API', async () => {
    const { body } = await call(unbuilt.baseUrl, 'websitebanner/queryBannerList');
    expect(body.retCode).toBe(RetCode.OK);
  });
});
