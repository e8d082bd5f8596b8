// One definition per cross-domain link: every route of PATH is owned by exactly one remote's
// routes.json (or is the shell's Home), and no remote owns a path PATH does not name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAINS } from './domains';
import { PATH, SHELL_PATHS, paths, returnPathOf, withQuery } from './paths';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const owned = DOMAINS.flatMap((domain) => {
  const routes = JSON.parse(readFileSync(path.join(ROOT, `mfe-${domain}`, 'routes.json'), 'utf8')) as Array<{ path: string; auth: boolean; chunks?: string[] }>;
  return routes.map((r) => ({ ...r, domain }));
});

describe('the route module', () => {
  it.each(Object.entries(PATH).filter(([, p]) => !SHELL_PATHS.includes(p)))('%s (%s) is owned by exactly one remote', (_key, p) => {
    expect(owned.filter((r) => r.path === p).map((r) => r.domain)).toHaveLength(1);
  });

  it('leaves Home to the shell', () => {
    for (const p of SHELL_PATHS) expect(owned.find((r) => r.path === p)).toBeUndefined();
  });

  it('names every path a remote owns', () => {
    const known = new Set<string>(Object.values(PATH));
    expect(owned.filter((r) => !known.has(r.path)).map((r) => r.path)).toEqual([]);
  });

  it("names in `chunks` only chunks its remote's routes module names (webpackChunkName), each once", () => {
    const declared = owned.flatMap((r) => (r.chunks ?? []).map((chunk) => ({ chunk, domain: r.domain })));
    expect(declared.length).toBeGreaterThan(0);
    for (const { chunk, domain } of declared) {
      const source = readFileSync(path.join(ROOT, `mfe-${domain}`, 'src', 'routes.tsx'), 'utf8');
      expect(source.split(`webpackChunkName: "${chunk}"`)).toHaveLength(2);
    }
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
});
