// The gate's verdicts on what it read: singletons against the live shell's versions, route auth,
// route ownership, the exposed modules as the probe described them, the @app/shared exports used.
import {
  checkExposes,
  checkOwnership,
  checkRoutes,
  checkShared,
  checkSharedExports,
  remoteConsumes,
  type RouteLike,
  type Shape,
} from './checks';

const o = { remote: 'trade', version: '1.0.1' };

describe('shared singletons', () => {
  it('missing from the shell or out of range, named with both versions; non-singletons ignored', () => {
    const consumes = remoteConsumes({
      shared: [
        { name: 'react', requiredVersion: '18.3.1', singleton: true },
        { name: 'react-router', requiredVersion: '^7.18.5', singleton: true },
        { name: 'i18next', requiredVersion: '^26.0.0', singleton: true },
        { name: 'react/jsx-runtime', requiredVersion: '^18.3.1' },
      ],
    });
    expect(consumes.map((c) => c.name)).toEqual(['react', 'react-router', 'i18next']);
    expect(checkShared(consumes, { react: '18.3.1', 'react-router': '7.18.5', i18next: '26.7.2' }, o)).toEqual([]);
    expect(checkShared(consumes, { react: '18.2.0', 'react-router': '7.18.5' }, o)).toEqual([
      'shared singleton react: trade 1.0.1 requires 18.3.1 but the live shell provides 18.2.0',
      'shared singleton i18next: trade 1.0.1 requires ^26.0.0 but the live shell does not provide it',
    ]);
    expect(remoteConsumes(null)).toEqual([]);
    expect(remoteConsumes({ shared: 'nonsense' })).toEqual([]);
  });
});

describe('routes', () => {
  it('a private route may not become public; tightening, adding and removing are fine', () => {
    const live: RouteLike[] = [
      { path: '/a', auth: true },
      { path: '/b', auth: false },
      { path: '/c', auth: true },
    ];
    const next: RouteLike[] = [
      { path: '/a', auth: true },
      { path: '/b', auth: true },
      { path: '/d', auth: false },
    ];
    expect(checkRoutes(live, next, { ...o, liveVersion: '1.0.0' })).toEqual([]);
    expect(checkRoutes(live, [{ path: '/a', auth: false }], { ...o, liveVersion: '1.0.0' })).toEqual([
      'route /a: private in trade 1.0.0, public in 1.0.1 (a route may keep or tighten its auth flag, never loosen it)',
    ]);
  });

  it("a path another remote owns, live or in a canary, names the owner; the remote's own paths are its own", () => {
    const others = [
      { name: 'trade', live: { version: '1.0.0', routes: [{ path: '/mine' }] }, canary: null },
      { name: 'market', live: { version: '1.0.0', routes: [{ path: '/pages/market/list' }] }, canary: null },
      { name: 'wallet', live: { version: '1.0.0', routes: [] }, canary: { version: '1.1.0', routes: [{ path: '/pages/fund/x' }] } },
    ];
    expect(checkOwnership('trade', '1.0.1', [{ path: '/mine' }], others)).toEqual([]);
    expect(checkOwnership('trade', '1.0.1', [{ path: '/pages/market/list' }, { path: '/pages/fund/x' }], others)).toEqual([
      "route /pages/market/list of trade 1.0.1 is owned by market (live 1.0.0): a remote cannot take another remote's page; move it in market first",
      "route /pages/fund/x of trade 1.0.1 is owned by wallet (canary 1.1.0): a remote cannot take another remote's page; move it in wallet first",
    ]);
  });
});

describe('exposed modules', () => {
  const routes: RouteLike[] = [
    { path: '/a', auth: true },
    { path: '/b', auth: false },
  ];
  const opts = { ...o, liveVersion: '1.0.0', routes };
  const live: Shape = { routes: { pages: { '/a': true, '/b': true } }, widgets: { widgets: { HomeQuotes: true } } };

  it('passes a build that keeps the contract', () => {
    expect(
      checkExposes({ routes: { pages: { '/a': true, '/b': true } }, widgets: { widgets: { HomeQuotes: true, More: true } } }, live, opts),
    ).toEqual([]);
  });

  it('a load failure, a missing page, an undeclared page, a missing widget or module', () => {
    expect(checkExposes({ routes: { error: 'ScriptExternalLoadError' }, widgets: { widgets: {} } }, live, opts)).toEqual([
      'module ./routes: trade 1.0.1 does not load in the live shell (ScriptExternalLoadError)',
      'module ./widgets: widget HomeQuotes exported by trade 1.0.0, missing from 1.0.1',
    ]);
    expect(checkExposes({ routes: { pages: { '/a': false, '/x': true } } }, live, opts)).toEqual([
      'module ./widgets: exposed by trade 1.0.0, missing from 1.0.1',
      'module ./routes: trade 1.0.1 page /a is not a component',
      'module ./routes: trade 1.0.1 has no page for /b (declared in its routes.json)',
      'module ./routes: trade 1.0.1 has a page for /x that its routes.json does not declare',
    ]);
    expect(checkExposes({ routes: { pages: null } }, {}, opts)).toEqual(['module ./routes: trade 1.0.1 exports no "pages"']);
  });
});

describe('@app/shared exports used', () => {
  const w = { remote: 'wallet', version: '1.4.0' };
  const imports = { builtAgainst: '1.3.0', entries: { '.': ['PATH', 'newHelper', 'formatMoney'] } };

  it('passes when the live shell provides every export the remote imports', () => {
    expect(checkSharedExports(imports, { version: '1.3.0', entries: { '.': ['PATH', 'formatMoney', 'newHelper', 'other'] } }, w)).toEqual(
      [],
    );
    expect(checkSharedExports({ ...imports, entries: {} }, { version: '1.0.0', entries: { '.': [] } }, w)).toEqual([]);
  });

  it('names the export, the remote and the version, and says what to do', () => {
    expect(checkSharedExports(imports, { version: '1.2.0', entries: { '.': ['PATH', 'formatMoney'] } }, w)).toEqual([
      "shared export newHelper of '@app/shared': mfe-wallet 1.4.0 needs it, the live shell provides @app/shared 1.2.0 which lacks it (release the shell first)",
    ]);
    expect(checkSharedExports(imports, { version: '2.0.0', entries: { '.': ['PATH', 'newHelper'] } }, w)).toEqual([
      "shared export formatMoney of '@app/shared': mfe-wallet 1.4.0 needs it, the live shell provides @app/shared 2.0.0 which lacks it (mfe-wallet was built against @app/shared 1.3.0: rebuild mfe-wallet against the @app/shared the shell has)",
    ]);
    expect(checkSharedExports(imports, { version: '1.3.0', entries: { '.': ['PATH', 'formatMoney'] } }, w)).toEqual([
      "shared export newHelper of '@app/shared': mfe-wallet 1.4.0 needs it, the live shell provides @app/shared 1.3.0 which lacks it (both say @app/shared 1.3.0 but their exports differ: release the shell first, or rebuild mfe-wallet against the @app/shared the shell has)",
    ]);
    expect(
      checkSharedExports({ builtAgainst: '1.3.0', entries: { './format': ['fmt'] } }, { version: '1.2.0', entries: { '.': ['PATH'] } }, w),
    ).toEqual([
      "shared entry '@app/shared/format': mfe-wallet 1.4.0 imports fmt from it, the live shell provides @app/shared 1.2.0 which does not share that entry (release the shell first)",
    ]);
  });
});
