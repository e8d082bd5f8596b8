// The catalogue of links (PATH) against the routes the remotes declare: every path of PATH is in
// its owner's routes.json (the file the shell routes by) and in no other remote's, and Home is the
// shell's. A remote may own paths PATH does not name (a page nobody else links to yet).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAINS } from './domains';
import { PATH_OWNER } from './path-owners';
import { PATH, SHELL_PATHS, afterLoginState, paths, returnIntentOf, returnPathOf, returnTo, withQuery, type RouteKey } from './paths';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const owned = DOMAINS.flatMap((domain) => {
  const routes = JSON.parse(readFileSync(path.join(ROOT, `mfe-${domain}`, 'routes.json'), 'utf8')) as Array<{
    path: string;
    auth: boolean;
  }>;
  return routes.map((r) => ({ ...r, domain }));
});

describe('the catalogue of links', () => {
  it.each(Object.keys(PATH).filter((key) => PATH_OWNER[key as RouteKey] !== 'shell'))(
    'PATH.%s is declared by its owner, and only there',
    (key) => {
      const p = PATH[key as RouteKey];
      expect(owned.filter((r) => r.path === p).map((r) => r.domain)).toEqual([PATH_OWNER[key as RouteKey]]);
    },
  );

  it('leaves Home to the shell', () => {
    expect(SHELL_PATHS.map((p) => Object.keys(PATH).find((k) => PATH[k as RouteKey] === p)).map((k) => PATH_OWNER[k as RouteKey])).toEqual([
      'shell',
      'shell',
    ]);
    for (const p of SHELL_PATHS) expect(owned.find((r) => r.path === p)).toBeUndefined();
  });

  it('no two remotes declare the same path', () => {
    const seen = owned.map((r) => r.path);
    expect(seen.filter((p, i) => seen.indexOf(p) !== i)).toEqual([]);
  });

  it('has no path twice', () => {
    expect(new Set(Object.values(PATH)).size).toBe(Object.values(PATH).length);
  });

  it('builds links with their parameters encoded', () => {
    expect(paths.buy({ code: 'BRK.A', direction: 'bearish' })).toBe('/pages/home/twoBuy?code=BRK.A&direction=bearish');
    expect(paths.detail({ code: 'A&B' })).toBe('/pages/home/listdetail?code=A%26B');
    expect(paths.newsList({ category: 'notice' })).toBe('/pages/new/newsList?category=notice');
    expect(paths.market()).toBe('/pages/market/list');
    expect(withQuery('/x', { a: undefined, b: '', c: 0 })).toBe('/x?c=0');
  });

  it('returns only to a page of this app after logging in', () => {
    expect(returnPathOf({ from: '/pages/mine/recharge?x=1' })).toBe('/pages/mine/recharge?x=1');
    expect(returnPathOf({ from: '//evil.example/' })).toBe(PATH.mine);
    expect(returnPathOf({ from: 'https://evil.example/' })).toBe(PATH.mine);
    expect(returnPathOf(null, PATH.home)).toBe(PATH.home);
  });

  it('carries only a known action with a well-formed product code past the login', () => {
    const state = returnTo('/pages/home/listdetail?code=AAPL', { kind: 'collect', code: 'AAPL' });
    expect(returnPathOf(state)).toBe('/pages/home/listdetail?code=AAPL');
    expect(afterLoginState(state)).toEqual({ intent: { kind: 'collect', code: 'AAPL' } });
    expect(returnIntentOf({ intent: { kind: 'collect', code: '00700' } })).toEqual({ kind: 'collect', code: '00700' });
    // Anything else is dropped: another kind, a code that is no code, extra fields.
    expect(afterLoginState(returnTo('/pages/mine/mine'))).toBeUndefined();
    expect(returnIntentOf({ intent: { kind: 'cancelCollect', code: 'AAPL' } })).toBeUndefined();
    expect(returnIntentOf({ intent: { kind: 'collect', code: '<img onerror=x>' } })).toBeUndefined();
    expect(returnIntentOf({ intent: { kind: 'collect', code: 'A'.repeat(33) } })).toBeUndefined();
    expect(returnIntentOf({ intent: { kind: 'collect', code: 7 } })).toBeUndefined();
    expect(returnIntentOf({ intent: { kind: 'collect', code: 'AAPL', amount: '5000' } })).toEqual({ kind: 'collect', code: 'AAPL' });
    expect(returnIntentOf(null)).toBeUndefined();
  });
});
