// Canary assignment: sticky per visitor, the asked share over many visitors, independent per
// remote, and a broken canary.json never changes anyone's registry.
import { bucketOf, inCanary, newVisitorId, parseCanaries, visitorCookie, visitorFromCookie, visitorRegistry } from './canary';

const registry = {
  trade: { version: '1.0.0', entry: '/remotes/trade/1.0.0/remoteEntry.js', routes: [{ path: '/pages/home/twoBuy', auth: true }] },
  market: { version: '1.0.0', entry: '/remotes/market/1.0.0/remoteEntry.js', routes: [] },
};
const canaries = parseCanaries({
  trade: {
    version: '1.0.1',
    entry: '/remotes/trade/1.0.1/remoteEntry.js',
    routes: [{ path: '/pages/home/twoBuy', auth: true }],
    percent: 50,
  },
});

describe('canary split', () => {
  const visitors = Array.from({ length: 10_000 }, () => newVisitorId());

  it.each([1, 10, 25, 50, 90])('gives %d %% of 10,000 visitors the candidate, within ±3 %%', (percent) => {
    const share = visitors.filter((v) => inCanary(v, 'trade', percent)).length / visitors.length;
    expect(Math.abs(share * 100 - percent)).toBeLessThanOrEqual(3);
  });

  it('is sticky: the same visitor gets the same version on every load', () => {
    for (const v of visitors.slice(0, 500)) {
      const first = (visitorRegistry(registry, canaries, v) as typeof registry).trade.version;
      for (let i = 0; i < 3; i++) expect((visitorRegistry(registry, canaries, v) as typeof registry).trade.version).toBe(first);
    }
  });

  it('a visitor in at a share stays in when the share grows (promotion is never a flip back)', () => {
    for (const v of visitors.slice(0, 2000)) if (inCanary(v, 'trade', 10)) expect(inCanary(v, 'trade', 50)).toBe(true);
  });

  it('splits each remote independently and changes only the canary remote', () => {
    const inTrade = visitors.filter((v) => inCanary(v, 'trade', 50));
    const alsoInMarket = inTrade.filter((v) => inCanary(v, 'market', 50)).length / inTrade.length;
    expect(Math.abs(alsoInMarket - 0.5)).toBeLessThan(0.05);
    const someone = inTrade[0];
    const mine = visitorRegistry(registry, canaries, someone) as typeof registry;
    expect(mine.trade.version).toBe('1.0.1');
    expect(mine.trade.entry).toBe('/remotes/trade/1.0.1/remoteEntry.js');
    expect(mine.market).toBe(registry.market);
    const other = visitors.find((v) => !inCanary(v, 'trade', 50))!;
    expect(visitorRegistry(registry, canaries, other)).toBe(registry);
    expect(bucketOf(someone, 'trade')).toBe(bucketOf(someone, 'trade'));
  });

  it('without a visitor id or canary, the live registry as it is', () => {
    expect(visitorRegistry(registry, canaries, null)).toBe(registry);
    expect(visitorRegistry(registry, {}, visitors[0])).toBe(registry);
  });
});

describe('canary.json and the visitor cookie, read as untrusted input', () => {
  it('drops malformed records', () => {
    expect(
      parseCanaries({
        a: { version: '1', entry: 'https://evil.example/x.js', routes: [], percent: 10 },
        b: { version: '1', entry: '/remotes/b/1/remoteEntry.js', routes: [], percent: 0 },
        c: { version: '1', entry: '/remotes/c/1/remoteEntry.js', routes: [], percent: 101 },
        d: { version: 1, entry: '/remotes/d/1/remoteEntry.js', routes: [], percent: 5 },
        e: null,
      }),
    ).toEqual({});
    expect(parseCanaries([1])).toEqual({});
    expect(parseCanaries('x')).toEqual({});
  });

  it('reads the id from a Cookie header and rejects anything else', () => {
    const id = newVisitorId();
    expect(visitorFromCookie(`a=1; vid=${id}; b=2`)).toBe(id);
    expect(visitorFromCookie('vid=<script>')).toBeNull();
    expect(visitorFromCookie(undefined)).toBeNull();
    expect(visitorCookie(id)).toMatch(new RegExp(`^vid=${id}; Path=/; Max-Age=\\d+; SameSite=Lax; HttpOnly$`));
    expect(visitorCookie(id, true)).toMatch(/; Secure$/);
  });
});
