// The remote registry (/remotes.json, ARCHITECTURE "Module Federation"): a broken entry disables
// one domain, never the app; an unreadable registry is reported as null.
import { INLINE_DATA_IDS } from '@app/shared';
import { fetchRegistry, parseRegistry, readInlineRegistry, routeTable, type Registry } from './registry';

const market = {
  version: '1.4.0',
  entry: '/remotes/market/1.4.0/remoteEntry.js',
  routes: [
    { path: '/pages/market/list', auth: false },
    { path: '/pages/mylist/mylist', auth: true },
  ],
};
const account = {
  version: '1.0.2',
  entry: '/remotes/account/1.0.2/remoteEntry.js',
  routes: [{ path: '/pages/login/login', auth: false }],
};

function fakeResponse(status: number, json: () => Promise<unknown>): Response {
  return { status, ok: status >= 200 && status < 300, json } as unknown as Response;
}

describe('parseRegistry', () => {
  it('keeps well-formed entries of known domains as they are', () => {
    expect(parseRegistry({ market, account })).toEqual({ market, account });
  });

  it('drops unknown domains', () => {
    const parsed = parseRegistry({ market, chat: account, admin: account });
    expect(Object.keys(parsed)).toEqual(['market']);
  });

  it('drops an entry without a string version or entry or a routes array; the others stay', () => {
    const parsed = parseRegistry({
      market: { ...market, version: 140 },
      trade: { version: '1.0.0', routes: [] },
      ipo: { version: '1.0.0', entry: '/remotes/ipo/1.0.0/remoteEntry.js', routes: '/pages/mine/ipo' },
      wallet: null,
      account,
    });
    expect(parsed).toEqual({ account });
  });

  it('drops malformed routes and keeps the rest of the entry', () => {
    const parsed = parseRegistry({
      market: {
        ...market,
        routes: [
          { path: '/pages/market/list', auth: false },
          { path: 'pages/home/searchlist', auth: false }, // not absolute
          { path: '/pages/home/listdetail' }, // auth missing
          { path: '/pages/home/twoBuy', auth: 'yes' },
          { path: 42, auth: true },
          null,
          'pages/mylist/mylist',
          { path: '/pages/mylist/mylist', auth: true },
        ],
      },
    });
    expect(parsed.market?.routes).toEqual([
      { path: '/pages/market/list', auth: false },
      { path: '/pages/mylist/mylist', auth: true },
    ]);
    expect(parsed.market?.version).toBe('1.4.0');
  });

  it('does not copy unknown fields of an entry or a route', () => {
    const parsed = parseRegistry({ account: { ...account, secret: 'x' } });
    expect(parsed).toEqual({ account });
  });

  it.each([null, undefined, 'market', 42, []])('reads %p as an empty registry', (json) => {
    expect(parseRegistry(json)).toEqual({});
  });
});

describe('fetchRegistry', () => {
  it('reads /remotes.json without the cache and parses it', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () =>
      fakeResponse(200, async () => ({ market, bogus: market })),
    );
    await expect(fetchRegistry(fetchImpl)).resolves.toEqual({ market });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it.each([404, 500, 503])('returns null on HTTP %i', async (status) => {
    const fetchImpl: typeof fetch = async () => fakeResponse(status, async () => ({ market }));
    await expect(fetchRegistry(fetchImpl)).resolves.toBeNull();
  });

  it('returns null on a network failure', async () => {
    const fetchImpl: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchRegistry(fetchImpl)).resolves.toBeNull();
  });

  it('returns null when the body is not JSON', async () => {
    const fetchImpl: typeof fetch = async () => fakeResponse(200, () => Promise.reject(new SyntaxError('Unexpected token <')));
    await expect(fetchRegistry(fetchImpl)).resolves.toBeNull();
  });
});

describe('readInlineRegistry', () => {
  const page = (html: string) => {
    const doc = document.implementation.createHTMLDocument('index');
    doc.body.innerHTML = html;
    return doc;
  };

  it('reads the registry index.html carries, parsed like a fetched one', () => {
    const doc = page(`<script type="application/json" id="${INLINE_DATA_IDS.registry}">${JSON.stringify({ market, bogus: {} })}</script>`);
    expect(readInlineRegistry(doc)).toEqual({ market });
  });

  it('is null without one (the shell then fetches /remotes.json) or when it is not JSON', () => {
    expect(readInlineRegistry(page('<div id="root"></div>'))).toBeNull();
    expect(readInlineRegistry(page(`<script type="application/json" id="${INLINE_DATA_IDS.registry}">{"market":</script>`))).toBeNull();
  });
});

describe('routeTable', () => {
  it('lists every route with its owning domain', () => {
    const registry: Registry = { account, market };
    expect(routeTable(registry)).toEqual([
      { path: '/pages/market/list', auth: false, domain: 'market' },
      { path: '/pages/mylist/mylist', auth: true, domain: 'market' },
      { path: '/pages/login/login', auth: false, domain: 'account' },
    ]);
  });

  it('is empty for an empty registry', () => {
    expect(routeTable({})).toEqual([]);
  });

  it('leaves out the routes of a dropped entry', () => {
    const rows = routeTable(parseRegistry({ market, trade: { version: 1 } }));
    expect(rows.map((r) => r.domain)).toEqual(['market', 'market']);
  });
});
