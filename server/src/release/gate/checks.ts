// The gate's verdicts on what it read: each check returns a list of refusals (sentences naming the
// singleton, module, route or export and the versions on both sides); an empty list passes.
//   shared        — every singleton the candidate consumes (its mf-manifest.json `shared`,
//                   requiredVersion) is provided by the live shell at a version within that range;
//   routes        — every route the live version declares keeps its auth flag or tightens it;
//   ownership     — no path of the candidate is owned by another remote (live or in a canary);
//   exposes       — its `./routes` and `./widgets`, as the probe described them in the live shell
//                   (probe.ts): a page per routes.json path, the widgets and modules the live version has;
//   shared exports — every runtime export of @app/shared its code imports (its build's
//                   shared-imports.json) is one the live shell's @app/shared provides: a version
//                   range cannot say that, @app/shared's minor versions add exports.
import semver from 'semver';

/** The libraries shared as singletons (webpack.common.js SINGLETONS, without the deep-import keys). */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-redux',
  '@reduxjs/toolkit',
  'i18next',
  'react-i18next',
  '@app/shared',
];

/** The federation singleton whose exports the gate checks, and the files the builds write for it (scripts/shared-surface.mjs). */
export const SHARED_PACKAGE = '@app/shared';
export const SHARED_FILES = { imports: 'shared-imports.json', surface: 'shared-surface.json' } as const;

export interface RouteLike {
  path: string;
  auth?: unknown;
}

export interface Consumed {
  name: string;
  requiredVersion: string;
}

/** A module as the probe describes it: what it exports, or why it did not load. */
export interface ExposeShape {
  error?: string;
  keys?: string[];
  pages?: Record<string, boolean> | null;
  widgets?: Record<string, boolean> | null;
}
export type Shape = Record<string, ExposeShape>;

/** @app/shared's exports: per shared entry ('.'), the names. */
export interface SharedSurface {
  version?: string;
  entries: Record<string, string[]>;
  scanned?: boolean;
}

export interface SharedImports {
  builtAgainst?: string;
  entries?: Record<string, string[]>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a built remote consumes as singletons, from its mf-manifest.json. */
export function remoteConsumes(manifest: unknown): Consumed[] {
  const shared = isObject(manifest) && Array.isArray(manifest.shared) ? manifest.shared : [];
  return shared
    .filter(
      (s): s is Record<string, unknown> =>
        isObject(s) && typeof s.name === 'string' && (s.singleton === true || SINGLETONS.includes(s.name)),
    )
    .map((s) => ({
      name: String(s.name),
      requiredVersion: typeof s.requiredVersion === 'string' && s.requiredVersion ? s.requiredVersion : '*',
    }));
}

export function checkShared(
  consumes: readonly Consumed[],
  provides: Record<string, string>,
  { remote, version }: { remote: string; version: string },
): string[] {
  const refusals: string[] = [];
  for (const { name, requiredVersion } of consumes) {
    const offered = provides[name];
    if (!offered) {
      refusals.push(`shared singleton ${name}: ${remote} ${version} requires ${requiredVersion} but the live shell does not provide it`);
    } else if (requiredVersion !== '*' && !semver.satisfies(offered, requiredVersion, { includePrerelease: true })) {
      refusals.push(`shared singleton ${name}: ${remote} ${version} requires ${requiredVersion} but the live shell provides ${offered}`);
    }
  }
  return refusals;
}

/** No route declared by the live version becomes public (auth true → false); new and removed routes are fine. */
export function checkRoutes(
  liveRoutes: readonly RouteLike[] | null | undefined,
  candidateRoutes: readonly RouteLike[] | null | undefined,
  { remote, liveVersion, version }: { remote: string; liveVersion: string; version: string },
): string[] {
  const refusals: string[] = [];
  const candidate = new Map((candidateRoutes ?? []).map((r) => [r.path, r]));
  for (const live of liveRoutes ?? []) {
    const next = candidate.get(live.path);
    if (live.auth === true && next && next.auth !== true) {
      refusals.push(
        `route ${live.path}: private in ${remote} ${liveVersion}, public in ${version} (a route may keep or tighten its auth flag, never loosen it)`,
      );
    }
  }
  return refusals;
}

export interface OtherRemote {
  name: string;
  live: { version: string; routes: readonly unknown[] } | null;
  canary: { version: string; routes: readonly unknown[] } | null;
}

export const routePaths = (routes: unknown): string[] =>
  Array.isArray(routes) ? routes.map((r) => (isObject(r) ? r.path : undefined)).filter((p): p is string => typeof p === 'string') : [];

/** Paths of the candidate another remote owns, live or in a canary, naming the owner. */
export function checkOwnership(name: string, version: string, routes: unknown, others: readonly OtherRemote[]): string[] {
  const mine = new Set(routePaths(routes));
  const refusals: string[] = [];
  for (const other of others) {
    if (other.name === name) continue;
    for (const [role, entry] of [
      ['live', other.live],
      ['canary', other.canary],
    ] as const) {
      if (!entry) continue;
      const taken = routePaths(entry.routes).filter((p) => mine.has(p));
      if (taken.length)
        refusals.push(
          `route ${taken.join(', ')} of ${name} ${version} is owned by ${other.name} (${role} ${entry.version}): a remote cannot take another remote's page; move it in ${other.name} first`,
        );
    }
  }
  return refusals;
}

/** Exposed modules, as the probe describes them, against the routes the candidate declares and what the live version exposed. */
export function checkExposes(
  candidate: Shape,
  live: Shape,
  { remote, version, liveVersion, routes }: { remote: string; version: string; liveVersion: string; routes: readonly RouteLike[] },
): string[] {
  const refusals: string[] = [];
  for (const expose of Object.keys(live)) {
    if (!live[expose]?.error && !candidate[expose])
      refusals.push(`module ./${expose}: exposed by ${remote} ${liveVersion}, missing from ${version}`);
  }
  for (const [expose, shape] of Object.entries(candidate)) {
    if (shape.error) {
      refusals.push(`module ./${expose}: ${remote} ${version} does not load in the live shell (${shape.error})`);
      continue;
    }
    if (expose === 'routes') {
      const pages = shape.pages ?? null;
      if (!pages) {
        refusals.push(`module ./routes: ${remote} ${version} exports no "pages"`);
        continue;
      }
      const declared = routes.map((r) => r.path);
      for (const p of declared) {
        if (!(p in pages)) refusals.push(`module ./routes: ${remote} ${version} has no page for ${p} (declared in its routes.json)`);
        else if (!pages[p]) refusals.push(`module ./routes: ${remote} ${version} page ${p} is not a component`);
      }
      for (const p of Object.keys(pages))
        if (!declared.includes(p))
          refusals.push(`module ./routes: ${remote} ${version} has a page for ${p} that its routes.json does not declare`);
    }
    if (expose === 'widgets') {
      const widgets = shape.widgets ?? null;
      if (!widgets) {
        refusals.push(`module ./widgets: ${remote} ${version} exports no "widgets"`);
        continue;
      }
      for (const [name, ok] of Object.entries(widgets))
        if (!ok) refusals.push(`module ./widgets: ${remote} ${version} widget ${name} is not a component`);
      for (const name of Object.keys(live.widgets?.widgets ?? {})) {
        if (!(name in widgets))
          refusals.push(`module ./widgets: widget ${name} exported by ${remote} ${liveVersion}, missing from ${version}`);
      }
    }
  }
  return refusals;
}

const specifierOf = (entry: string) => (entry === '.' ? SHARED_PACKAGE : `${SHARED_PACKAGE}/${entry.replace(/^\.\//, '')}`);

/**
 * Every runtime export of a shared @app/shared entry that the candidate's code imports
 * (`imports`: its shared-imports.json) must be one the live shell's copy has (`surface`).
 * The advice follows the versions: a candidate built against a newer @app/shared than the live
 * shell's needs the shell released first; one built against an older one uses an export the
 * live shell no longer has; at the same version (a surface changed without its bump) either.
 */
export function checkSharedExports(
  imports: SharedImports | null | undefined,
  surface: SharedSurface | null | undefined,
  { remote, version }: { remote: string; version: string },
): string[] {
  const refusals: string[] = [];
  const who = `mfe-${remote} ${version}`;
  const built = imports?.builtAgainst;
  const provided = surface?.version ?? 'unknown';
  const order = built && semver.valid(built) && semver.valid(provided) ? semver.compare(built, provided) : 0;
  const rebuild = `rebuild mfe-${remote} against the ${SHARED_PACKAGE} the shell has`;
  const advice =
    order > 0
      ? 'release the shell first'
      : order < 0
        ? `mfe-${remote} was built against ${SHARED_PACKAGE} ${built}: ${rebuild}`
        : `both say ${SHARED_PACKAGE} ${built} but their exports differ: release the shell first, or ${rebuild}`;
  for (const [entry, names] of Object.entries(imports?.entries ?? {})) {
    if (!Array.isArray(names) || !names.length) continue;
    const offered = surface?.entries?.[entry];
    if (!offered) {
      refusals.push(
        `shared entry '${specifierOf(entry)}': ${who} imports ${names.join(', ')} from it, the live shell provides ${SHARED_PACKAGE} ${provided} which does not share that entry (${advice})`,
      );
      continue;
    }
    const have = new Set(offered);
    for (const name of names) {
      if (!have.has(name))
        refusals.push(
          `shared export ${name} of '${specifierOf(entry)}': ${who} needs it, the live shell provides ${SHARED_PACKAGE} ${provided} which lacks it (${advice})`,
        );
    }
  }
  return refusals;
}
