// The pure parts of index.html's per-request hints: which remote owns a page, what it preloads,
// and that nothing from the registry or a manifest can break out of the markup.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_NAME, type HomeInlineData } from '@app/shared/constants';
import {
  createIndexPage,
  homeFirstPaint,
  routeDataLanguages,
  injectIntoRoot,
  inlineJsonTag,
  injectIntoHead,
  paintLanguageOf,
  preloadTag,
  remoteRoute,
  remotePreloads,
  pageChunkFiles,
  resolveRouteDataCall,
} from './index-html';

const registry = {
  market: {
    version: '1.2.0',
    entry: '/remotes/market/1.2.0/remoteEntry.js',
    routes: [
      {
        path: '/pages/market/list',
        auth: false,
        data: [
          { api: 'product/productList', fields: { page: 1 } },
          { api: 'x/../y', fields: {} },
          { api: 'product/countrys', fields: { bad: {} } },
        ],
      },
      { path: '/pages/mylist/mylist', auth: true, chunks: ['page-watchlist', '../x', 7, 'Page'] },
    ],
  },
  broken: { entry: 42, routes: [{ path: '/pages/x', auth: false }] },
};

describe('remoteRoute', () => {
  it('finds the remote owning a public page, with or without a trailing slash, and its well-formed data calls', () => {
    const found = {
      entry: '/remotes/market/1.2.0/remoteEntry.js',
      data: [{ api: 'product/productList', fields: { page: 1 } }],
      chunks: [],
    };
    expect(remoteRoute(registry, '/pages/market/list')).toEqual(found);
    expect(remoteRoute(registry, '/pages/market/list/')).toEqual(found);
  });

  it('gives a private page its remote and its well-named page chunks (for the code preloads) but none of its calls', () => {
    expect(remoteRoute(registry, '/pages/mylist/mylist')).toEqual({
      entry: '/remotes/market/1.2.0/remoteEntry.js',
      data: [],
      chunks: ['page-watchlist'],
    });
  });

  it('ignores unknown pages, malformed entries and a registry that is not an object', () => {
    expect(remoteRoute(registry, '/pages/x')).toBeNull();
    expect(remoteRoute(registry, '/nowhere')).toBeNull();
    expect(remoteRoute(null, '/pages/market/list')).toBeNull();
    expect(remoteRoute([registry], '/pages/market/list')).toBeNull();
  });
});

describe('resolveRouteDataCall ($query.<name> fields)', () => {
  const call = { api: 'product/kline', fields: { code: '$query.code', period: '5m', limit: 300 } };
  it('takes the named parameter from the page URL and keeps the other fields', () => {
    expect(resolveRouteDataCall(call, new URLSearchParams('code=AAPL&x=1'))).toEqual({
      api: 'product/kline',
      fields: { code: 'AAPL', period: '5m', limit: 300 },
    });
  });
  it('drops the call when the parameter is missing, empty or longer than 64 characters', () => {
    expect(resolveRouteDataCall(call, new URLSearchParams(''))).toBeNull();
    expect(resolveRouteDataCall(call, new URLSearchParams('code='))).toBeNull();
    expect(resolveRouteDataCall(call, new URLSearchParams(`code=${'A'.repeat(65)}`))).toBeNull();
  });
  it('leaves a value that only looks like a reference as it is', () => {
    expect(
      resolveRouteDataCall({ api: 'a/b', fields: { q: '$query.', r: 'x$query.code' } }, new URLSearchParams('code=AAPL'))!.fields,
    ).toEqual({ q: '$query.', r: 'x$query.code' });
  });
});

describe('remotePreloads', () => {
  const entry = '/remotes/market/1.2.0/remoteEntry.js';
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } },
    exposes: [
      { path: './widgets', assets: { js: { sync: ['w.js'] } } },
      { path: './routes', assets: { js: { sync: ['a.js', 'b.js'], async: ['lazy.js'] }, css: { sync: ['a.css'], async: ['lazy.css'] } } },
    ],
  };

  it('lists the entry script and the sync chunks of ./routes, not the lazy ones or other exposes', () => {
    expect(remotePreloads(entry, manifest).map((p) => `${p.as} ${p.href}`)).toEqual([
      `script ${entry}`,
      'style /remotes/market/1.2.0/a.css',
      'script /remotes/market/1.2.0/a.js',
      'script /remotes/market/1.2.0/b.js',
    ]);
  });

  it("adds the files of the page's own chunk groups, each file once, stylesheets first", () => {
    const page = pageChunkFiles(
      {
        'page-detail': { css: ['page-detail.1a803b51.css'], js: ['split-4e347a.6e5c4371.js', 'page-detail.5c6f25da.js', 'a.js'] },
        'page-search': { css: [], js: ['page-search.0badf00d.js'] },
      },
      ['page-detail', 'page-missing'],
    );
    expect(remotePreloads(entry, manifest, page).map((p) => `${p.as} ${p.href}`)).toEqual([
      `script ${entry}`,
      'style /remotes/market/1.2.0/a.css',
      'style /remotes/market/1.2.0/page-detail.1a803b51.css',
      'script /remotes/market/1.2.0/a.js',
      'script /remotes/market/1.2.0/b.js',
      'script /remotes/market/1.2.0/split-4e347a.6e5c4371.js',
      'script /remotes/market/1.2.0/page-detail.5c6f25da.js',
    ]);
  });

  it('reads page-chunks.json as untrusted: bad names, wrong kinds and inherited keys give nothing', () => {
    expect(pageChunkFiles(null, ['page-detail'])).toEqual({ css: [], js: [] });
    expect(
      pageChunkFiles({ 'page-detail': { css: ['x.js', '../y.css'], js: ['"><script>.js', 7, 'ok.js', 'z.css'] } }, ['page-detail']),
    ).toEqual({ css: [], js: ['ok.js'] });
    expect(pageChunkFiles({}, ['constructor', 'toString'])).toEqual({ css: [], js: [] });
  });

  it('keeps only the entry when the manifest is unreadable, and drops file names that leave the folder', () => {
    expect(remotePreloads(entry, undefined)).toEqual([{ href: entry, as: 'script' }]);
    const hostile = { exposes: [{ path: './routes', assets: { js: { sync: ['"><script>', '../x.js', 'ok.js', 7] } } }] };
    expect(remotePreloads(entry, hostile).map((p) => p.href)).toEqual([entry, '/remotes/market/1.2.0/ok.js']);
  });
});

describe('markup', () => {
  it('escapes a preload href and marks fetch preloads for CORS reuse', () => {
    expect(preloadTag({ href: '/a"b<c>.svg', as: 'image', highPriority: true })).toBe(
      '<link rel="preload" as="image" href="/a&quot;b&lt;c&gt;.svg" fetchpriority="high">',
    );
    expect(preloadTag({ href: '/m.json', as: 'fetch' })).toBe('<link rel="preload" as="fetch" href="/m.json" crossorigin="anonymous">');
  });

  it('writes JSON that cannot close its script element and still parses back', () => {
    const value = { text: '</script><script>alert(1)</script>\u2028' };
    const tag = inlineJsonTag('x', JSON.stringify(value));
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/^<script[^>]*>(.*)<\/script>$/s.exec(tag)![1])).toEqual(value);
  });

  it("paints Home's top first inside #root, escaped; leaves a page without #root alone", () => {
    const paint = homeFirstPaint('Nova <Trade>', '/static/b"1.svg');
    expect(paint).toContain('<div class="boot-home__nav">Nova &lt;Trade&gt;</div>');
    expect(paint).toContain('<img src="/static/b&quot;1.svg" alt="" width="750" height="300" fetchpriority="high">');
    expect(injectIntoRoot('<div id="root"><div class="boot"></div></div>', '<i></i>')).toBe(
      '<div id="root"><i></i><div class="boot"></div></div>',
    );
    expect(injectIntoRoot('<div id="app"></div>', '<i></i>')).toBe('<div id="app"></div>');
  });

  it("puts the hints right after <meta charset>, before the page's own preloads; else at the end of <head>", () => {
    expect(injectIntoHead('<html><head><meta charset="utf-8"><title>t</title><link rel="preload"></head></html>', ['<x>'])).toBe(
      '<html><head><meta charset="utf-8"><x><title>t</title><link rel="preload"></head></html>',
    );
    expect(injectIntoHead('<html><head><title>t</title></head></html>', ['<x>'])).toBe('<html><head><title>t</title><x></head></html>');
    expect(injectIntoHead('<p>no head</p>', ['<x>'])).toBe('<p>no head</p>');
  });
});

describe("paintLanguageOf (Accept-Language → the language of Home's first paint)", () => {
  it('paints the interface language the most preferred language picks, English otherwise', () => {
    for (const header of ['zh-CN,zh;q=0.9,en;q=0.8', 'zh', 'en;q=0.5, zh-CN']) expect(paintLanguageOf(header)).toBe('zh-Hans');
    for (const header of ['ZH-tw', 'zh-Hant-HK']) expect(paintLanguageOf(header)).toBe('zh-Hant');
    expect(paintLanguageOf('ja-JP,zh;q=0.7')).toBe('ja');
    for (const header of [undefined, '', '*', 'en-US,en;q=0.9,zh-CN;q=0.8', 'zhx', 'fr, zh;q=0'])
      expect(paintLanguageOf(header)).toBe('en');
  });
});

describe('routeDataLanguages', () => {
  it("carries the browser's likely interface language and English", () => {
    expect(routeDataLanguages('ja-JP,ja;q=0.9')).toEqual(['ja', 'en']);
    expect(routeDataLanguages('zh-TW')).toEqual(['zh-Hant', 'en']);
    expect(routeDataLanguages('en-GB')).toEqual(['en']);
    expect(routeDataLanguages(undefined)).toEqual(['en']);
  });
});

describe('createIndexPage on Home', () => {
  const home: HomeInlineData = {
    banners: {
      en: [{ id: 1, title: 'Trade', image: '/static/banners/en-1.svg', link: '' }],
      'zh-Hans': [{ id: 1, title: '交易', image: '/static/banners/zh-1.svg', link: '' }],
      'zh-Hant': [{ id: 1, title: '交易', image: '/static/banners/zh-hant-1.svg', link: '' }],
      ja: [{ id: 1, title: '取引', image: '/static/banners/ja-1.svg', link: '' }],
    },
  };
  let releaseDir: string;
  beforeAll(() => {
    releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-html-'));
    fs.mkdirSync(path.join(releaseDir, 'shell'));
    fs.writeFileSync(
      path.join(releaseDir, 'shell', 'index.html'),
      '<html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(() => fs.rmSync(releaseDir, { recursive: true, force: true }));

  const firstImage = (html: string) => /<div class="boot-home__banner"><img src="([^"]+)"/.exec(html)?.[1];

  it("paints the first banner of the visitor's language and the app's name, and carries every list", async () => {
    const render = createIndexPage({ releaseDir, homeData: async () => home });
    const zh = await render('/', 'zh-CN,zh;q=0.9');
    expect(firstImage(zh)).toBe('/static/banners/zh-1.svg');
    expect(zh).toContain('<link rel="preload" as="image" href="/static/banners/zh-1.svg" fetchpriority="high">');
    expect(zh).toContain(`<div class="boot-home__nav">${APP_NAME}</div>`);
    expect(firstImage(await render('/', 'en-GB'))).toBe('/static/banners/en-1.svg');
    expect(firstImage(await render('/', 'ja'))).toBe('/static/banners/ja-1.svg');
    expect(firstImage(await render('/', 'zh-TW'))).toBe('/static/banners/zh-hant-1.svg');
    expect(firstImage(await render('/'))).toBe('/static/banners/en-1.svg');
    expect(JSON.parse(/<script type="application\/json" id="home-data">(.*?)<\/script>/.exec(zh)![1])).toEqual(home);
  });

  it("paints nothing when the visitor's list is empty", async () => {
    const render = createIndexPage({ releaseDir, homeData: async () => ({ banners: { ...home.banners, 'zh-Hans': [] } }) });
    expect(await render('/', 'zh')).not.toContain('boot-home');
  });
});
