// The route test of a remote, in one line (`describeRemoteRoutes('wallet', routeModule)` in its
// src/routes.test.tsx). The remote's route declaration (the `routes` its route module exports) is
// the one place a page is declared; this keeps everything else in step with it:
//   - routes.json, the file the shell routes by and the server and the release gate read, lists the
//     declared paths with their auth flags and sample queries, in order (`WRITE_ROUTES_JSON=1`
//     rewrites it from the declaration, keeping the server's hints of each path: `chunks`, `data`);
//   - `pages` has exactly the declared paths;
//   - every path the shared catalogue (PATH) names for this remote is declared, with the same value;
//   - the hints are sound: a `chunks` name is a webpackChunkName of the route module, `data` is on
//     a public page and is exactly what the page's prefetch asks for first;
//   - every page draws its title through the shell's lazy wrapper before any answer arrives.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense, lazy, type ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { DomainName } from '../routes/domains';
import { PATH_OWNER } from '../routes/path-owners';
import { PATH, type RouteKey } from '../routes/paths';
import type { RouteDeclaration } from '../routes/route-declaration';
import type { RouteMeta } from '../routes/registry-types';
import type { ApiRequest, Transport } from '../store/api';
import type { RoutePrefetch } from '../store/route-prefetch';
import { routeDataKey } from '../transport/encode';
import { pendingTransport } from './fake-transport';
import { createTestStore, renderWithProviders } from './render-with-providers';
import { TEST_SESSION } from './session';

/** What a remote's `./routes` module exports. */
export interface RemoteRouteModule {
  routes: readonly RouteDeclaration[];
  pages: Record<string, ComponentType>;
  prefetch?: Record<string, RoutePrefetch>;
}

export interface RemoteRoutesOptions {
  /** The query string every page is drawn with (default `code=AAPL&direction=bullish&id=1`). */
  search?: string;
}

const ROOT = path.resolve(__dirname, '..', '..', '..');
const WRITE = process.env.WRITE_ROUTES_JSON === '1';
/** What the server's route data answers with in the test of a prefetch. */
const QUERY_VALUE = 'AAPL';

/** routes.json as written: one line a route, a route with `data` over several lines. */
export function formatRoutesJson(routes: readonly RouteMeta[]): string {
  const inline = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
      return entries.length ? `{ ${entries.join(', ')} }` : '{}';
    }
    return JSON.stringify(value);
  };
  const route = (r: RouteMeta) => {
    const ordered = {
      path: r.path,
      auth: r.auth,
      ...(r.sample ? { sample: r.sample } : {}),
      ...(r.chunks ? { chunks: r.chunks } : {}),
      ...(r.data ? { data: r.data } : {}),
    };
    if (!r.data) return `  ${inline(ordered)}`;
    const lines = Object.entries(ordered).map(([k, v]) =>
      k === 'data'
        ? `    "data": [\n${(v as unknown[]).map((d) => `      ${inline(d)}`).join(',\n')}\n    ]`
        : `    ${JSON.stringify(k)}: ${inline(v)}`,
    );
    return `  {\n${lines.join(',\n')}\n  }`;
  };
  return `[\n${routes.map(route).join(',\n')}\n]\n`;
}

/** routes.json for a declaration: its paths, auth flags and samples, in order, with the hints `current` has for each path. */
export function routesJsonOf(routes: readonly RouteDeclaration[], current: readonly RouteMeta[] = []): RouteMeta[] {
  return routes.map(({ path: p, auth, sample }) => {
    const { chunks, data } = current.find((r) => r.path === p) ?? {};
    return { path: p, auth, ...(sample ? { sample } : {}), ...(chunks ? { chunks } : {}), ...(data ? { data } : {}) };
  });
}

/** Differences between the declaration and routes.json, one sentence each. */
function disagreements(routes: readonly RouteDeclaration[], file: readonly RouteMeta[]): string[] {
  const out: string[] = [];
  for (const r of routes) {
    const listed = file.find((f) => f.path === r.path);
    if (!listed) out.push(`${r.path} is declared (auth ${r.auth}) but missing from routes.json`);
    else if (listed.auth !== r.auth) out.push(`${r.path} is declared with auth ${r.auth}, routes.json says ${listed.auth}`);
    else if ((listed.sample ?? '') !== (r.sample ?? ''))
      out.push(
        `${r.path} is declared with sample ${JSON.stringify(r.sample ?? null)}, routes.json says ${JSON.stringify(listed.sample ?? null)}`,
      );
  }
  for (const f of file) if (!routes.some((r) => r.path === f.path)) out.push(`${f.path} is in routes.json but not declared`);
  const declared = routes.map((r) => r.path).filter((p) => file.some((f) => f.path === p));
  const listed = file.map((f) => f.path).filter((p) => routes.some((r) => r.path === p));
  if (out.length === 0 && declared.join() !== listed.join()) out.push('routes.json lists the routes in another order than the declaration');
  return out;
}

/** The call of `data` as the server keys its answer, with `$query.<name>` filled in. */
function declaredKey(call: { api: string; fields: Record<string, string | number | boolean> }): string {
  const fields = Object.fromEntries(
    Object.entries(call.fields).map(([k, v]) => [k, typeof v === 'string' && v.startsWith('$query.') ? QUERY_VALUE : v]),
  );
  return routeDataKey(call.api, { ...fields, lang: 'en_US' });
}

export function describeRemoteRoutes(domain: DomainName, module: RemoteRouteModule, options: RemoteRoutesOptions = {}): void {
  const { routes, pages, prefetch = {} } = module;
  const dir = path.join(ROOT, `mfe-${domain}`);
  const jsonFile = path.join(dir, 'routes.json');
  const relativeJson = path.relative(ROOT, jsonFile);
  const read = (): RouteMeta[] => JSON.parse(readFileSync(jsonFile, 'utf8')) as RouteMeta[];
  const search = options.search ?? 'code=AAPL&direction=bullish&id=1';

  describe(`${domain} routes, declared once in src/routes.tsx`, () => {
    it(`${relativeJson} lists the declared routes (path, auth and sample, in order)`, () => {
      const current = read();
      const expected = formatRoutesJson(routesJsonOf(routes, current));
      if (WRITE) {
        writeFileSync(jsonFile, expected);
        return;
      }
      const problems = disagreements(routes, current);
      const regenerate = `Write it from the declaration: WRITE_ROUTES_JSON=1 npx jest ${path.relative(ROOT, dir)}/src/routes.test.tsx`;
      if (problems.length)
        throw new Error(
          `${relativeJson} disagrees with the route declaration in ${path.relative(ROOT, dir)}/src/routes.tsx:\n  - ${problems.join('\n  - ')}\n${regenerate}`,
        );
      if (readFileSync(jsonFile, 'utf8') !== expected)
        throw new Error(`${relativeJson} has the declared routes but not as the generator writes them. ${regenerate}`);
    });

    it('has a page for every declared path and no other, and the declared first requests', () => {
      expect(Object.keys(pages).sort()).toEqual(routes.map((r) => r.path).sort());
      for (const r of routes) expect([r.path, pages[r.path]]).toEqual([r.path, r.page]);
      expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
      expect(Object.keys(prefetch).sort()).toEqual(
        routes
          .filter((r) => r.prefetch)
          .map((r) => r.path)
          .sort(),
      );
      for (const r of routes) if (r.prefetch) expect([r.path, prefetch[r.path]]).toEqual([r.path, r.prefetch]);
    });

    it('declares every path the shared catalogue (PATH) names for it, with the same value', () => {
      const problems: string[] = [];
      for (const [key, owner] of Object.entries(PATH_OWNER)) {
        const p = PATH[key as RouteKey];
        const declaredHere = routes.some((r) => r.path === p);
        if (owner === domain && !declaredHere)
          problems.push(
            `PATH.${key} is '${p}' (@app/shared, shared/src/routes/paths.ts), which ${domain} no longer declares: declare it, or change PATH with the other packages that link to it`,
          );
        if (owner !== domain && declaredHere) problems.push(`'${p}' is PATH.${key}, which belongs to ${owner}`);
      }
      expect(problems).toEqual([]);
    });

    it('names in `chunks` only page chunks of its route module (webpackChunkName), each once', () => {
      const source = readFileSync(path.join(dir, 'src', 'routes.tsx'), 'utf8');
      for (const r of read()) {
        for (const chunk of r.chunks ?? []) {
          expect([r.path, chunk, chunk.startsWith('page-')]).toEqual([r.path, chunk, true]);
          expect([r.path, chunk, source.split(`webpackChunkName: "${chunk}"`).length - 1]).toEqual([r.path, chunk, 1]);
        }
      }
    });

    const withData = read().filter((r) => r.data?.length);
    if (withData.length) {
      it.each(withData.map((r) => [r.path, r] as const))(
        '%s: `data` is what the page asks for first (its prefetch), on a public page',
        async (p, r) => {
          expect(r.auth).toBe(false);
          expect(typeof prefetch[p]).toBe('function');
          const calls: ApiRequest[] = [];
          const recording: Transport = async (request) => {
            calls.push(request);
            return { data: { list: [], total: 0 } };
          };
          const { store } = createTestStore({ transport: recording });
          const query = new URLSearchParams(
            Object.fromEntries(
              r
                .data!.flatMap((call) => Object.values(call.fields))
                .filter((v): v is string => typeof v === 'string' && v.startsWith('$query.'))
                .map((v) => [v.slice('$query.'.length), QUERY_VALUE]),
            ),
          );
          prefetch[p]({ search: query, dispatch: store.dispatch });
          await new Promise((resolve) => setTimeout(resolve, 0));
          const sent = calls.map((c) => routeDataKey(c.path, { ...c.body, lang: 'en_US' })).sort();
          expect(sent).toEqual(r.data!.map(declaredKey).sort());
        },
      );
    }

    it.each(routes.map((r) => r.path))("%s draws its title through the shell's lazy wrapper", async (p) => {
      const Page = lazy(async () => ({ default: pages[p] }));
      renderWithProviders(
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>,
        {
          transport: pendingTransport,
          route: `${p}?${search}`,
          preloadedSession: TEST_SESSION,
        },
      );
      // The page's first render waits for its lazy chunk: the first import of the page's modules in
      // this worker (compiled on the way) takes over the default second on a loaded machine. A wait
      // for the heading: the bound (under Jest's 5 s per test) only times a failure.
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 4_000 })).toBeTruthy();
    });
  });
}
