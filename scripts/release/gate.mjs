// The gate a remote passes before it is published or promoted: will it load in the live shell?
//   shared  — every singleton it consumes (its built mf-manifest.json `shared`, requiredVersion)
//             is provided by the live shell at a version within that range;
//   exposes — its `./routes` and `./widgets` load in the live shell's federation runtime and
//             export what the shell uses (a page per routes.json path, the widgets the live
//             version has) — a contract test in Chromium (probe.mjs);
//   routes  — every route the live version declares keeps its auth flag or tightens it;
//   shared exports — every runtime export of @app/shared its code imports (its build's
//             shared-imports.json) is one the live shell's @app/shared provides (the shell
//             build's shared-surface.json): a version range cannot say that, @app/shared's minor
//             versions add exports (scripts/shared-surface.mjs).
// Each check returns a list of refusals (strings naming the singleton/module/route and the two
// versions); an empty list passes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import semver from 'semver';
import { FILES, readJsonIn } from './store.mjs';

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

/**
 * The shared modules a shell build provides, name → version, read from its own scripts: the
 * federation runtime's share-scope table (`"react":[{version:"18.3.1",get:…`) that webpack writes
 * into the host's entry. Recorded in RELEASE_DIR/shell-shared.json when the shell is published.
 */
export function scanShellProvides(shellDir) {
  const provides = {};
  if (!existsSync(shellDir)) return provides;
  const table = /(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\[\{version:"([^"]+)",get:/g;
  for (const file of readdirSync(shellDir)) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(shellDir, file), 'utf8');
    for (const m of text.matchAll(table)) provides[m[1] ?? m[2]] ??= m[3];
  }
  return provides;
}

/** The live shell's provided versions: as recorded at its publish, else read from its files. */
export function shellProvides(releaseDir) {
  const recorded = readJsonIn(releaseDir, FILES.shellProvides, null);
  if (recorded && typeof recorded.provides === 'object' && Object.keys(recorded.provides).length > 0) return recorded.provides;
  return scanShellProvides(path.join(releaseDir, 'shell'));
}

/** What a built remote consumes as singletons: [{ name, requiredVersion }] from its mf-manifest.json. */
export function remoteConsumes(manifest) {
  return (manifest?.shared ?? [])
    .filter((s) => s && (s.singleton || SINGLETONS.includes(s.name)))
    .map((s) => ({ name: s.name, requiredVersion: s.requiredVersion || '*' }));
}

export function checkShared(consumes, provides, { remote, version }) {
  const refusals = [];
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
export function checkRoutes(liveRoutes, candidateRoutes, { remote, liveVersion, version }) {
  const refusals = [];
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

/**
 * Exposed modules, as probe.mjs describes them: { routes: { keys, pages: {path: isComponent} },
 * widgets: { keys, widgets: {name: isComponent} } } or { error } per expose.
 */
export function checkExposes(candidate, live, { remote, version, liveVersion, routes }) {
  const refusals = [];
  const describeMissing = (expose) => `module ./${expose}: exposed by ${remote} ${liveVersion}, missing from ${version}`;
  for (const expose of Object.keys(live ?? {})) {
    if (!live[expose]?.error && !candidate?.[expose]) refusals.push(describeMissing(expose));
  }
  for (const [expose, shape] of Object.entries(candidate ?? {})) {
    if (shape?.error) {
      refusals.push(`module ./${expose}: ${remote} ${version} does not load in the live shell (${shape.error})`);
      continue;
    }
    if (expose === 'routes') {
      const pages = shape.pages ?? null;
      if (!pages) {
        refusals.push(`module ./routes: ${remote} ${version} exports no "pages"`);
        continue;
      }
      const declared = (routes ?? []).map((r) => r.path);
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
      for (const name of Object.keys(live?.widgets?.widgets ?? {})) {
        if (!(name in widgets))
          refusals.push(`module ./widgets: widget ${name} exported by ${remote} ${liveVersion}, missing from ${version}`);
      }
    }
  }
  return refusals;
}

/** The federation singleton whose exports the gate checks, and the files the builds write for it (scripts/shared-surface.mjs). */
export const SHARED_PACKAGE = '@app/shared';
export const SHARED_FILES = { imports: 'shared-imports.json', surface: 'shared-surface.json' };

/**
 * The exports a shell build's @app/shared provides, read from its scripts, for a shell published
 * before shell builds wrote shared-surface.json: the share table names the module that provides
 * it (`"@app/shared":[{version:"1.0.0",get:()=>()=>_(1327)`), and that module's export table
 * (`1327(e,t,r){r.r(t),r.d(t,{ACCOUNT_PROFILE:()=>V,…})`, webpack's production output) lists
 * every export the copy has. Returns { version, entries: { '.': names }, scanned: true } or null.
 */
export function scanShellSurface(shellDir) {
  if (!existsSync(shellDir)) return null;
  const files = readdirSync(shellDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(shellDir, f));
  const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  const esc = SHARED_PACKAGE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const share = new RegExp(`"${esc}":\\[\\{version:"([^"]+)",get:\\(\\)=>\\(\\)=>[\\w$]+\\((\\d+|"[^"]+")\\)`);
  let version = null;
  let id = null;
  for (const text of texts.values()) {
    const m = share.exec(text);
    if (m) {
      [, version] = m;
      id = JSON.parse(m[2]);
      break;
    }
  }
  if (id === null) return null;
  const idText = typeof id === 'number' ? String(id) : JSON.stringify(id);
  const defines = new RegExp(`[{,]${idText.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?:\\(|:)`);
  for (const [, text] of texts) {
    if (!defines.test(text)) continue;
    let program;
    try {
      program = parseSync(text, { syntax: 'ecmascript', target: 'esnext' });
    } catch {
      continue;
    }
    const factory = findProperty(program, id);
    const table = factory && findExportTable(factory);
    if (table) return { version, entries: { '.': table.sort() }, scanned: true };
  }
  return null;
}

/** The function of webpack's module table keyed `id` (`1327(e,t,r){…}` or `1327:(e,t,r)=>{…}`). */
function findProperty(node, id) {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (Array.isArray(n)) {
      stack.push(...n);
      continue;
    }
    if (
      (n.type === 'MethodProperty' || n.type === 'KeyValueProperty') &&
      n.key &&
      (n.key.type === 'NumericLiteral' || n.key.type === 'StringLiteral') &&
      n.key.value === id
    ) {
      return n.type === 'MethodProperty' ? n : n.value;
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'span' && v && typeof v === 'object') stack.push(v);
  }
  return null;
}

/** The keys of the first `x.d(exports, { name: () => … })` inside a module function. */
function findExportTable(node) {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (Array.isArray(n)) {
      for (let i = n.length - 1; i >= 0; i--) stack.push(n[i]);
      continue;
    }
    if (
      n.type === 'CallExpression' &&
      n.callee?.type === 'MemberExpression' &&
      n.callee.property?.value === 'd' &&
      n.arguments.length === 2 &&
      n.arguments[1].expression?.type === 'ObjectExpression'
    ) {
      return n.arguments[1].expression.properties.map((p) => (p.key ?? p).value).filter((k) => typeof k === 'string');
    }
    const children = Object.entries(n)
      .filter(([k, v]) => k !== 'span' && v && typeof v === 'object')
      .map(([, v]) => v);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}

/**
 * What the live shell's @app/shared provides: { version, entries: { entry: names } }, from the
 * shared-surface.json its build wrote (hosted with it), else read from its scripts
 * (scanShellSurface, `scanned: true`), else null.
 */
export function shellSharedSurface(releaseDir) {
  const recorded = readJsonIn(path.join(releaseDir, 'shell'), SHARED_FILES.surface, null);
  if (recorded && typeof recorded.entries === 'object' && recorded.entries) return recorded;
  return scanShellSurface(path.join(releaseDir, 'shell'));
}

const specifierOf = (entry) => (entry === '.' ? SHARED_PACKAGE : `${SHARED_PACKAGE}/${entry.replace(/^\.\//, '')}`);

/**
 * Every runtime export of a shared @app/shared entry that the candidate's code imports
 * (`imports`: its shared-imports.json) must be one the live shell's copy has (`surface`).
 * The advice follows the versions: a candidate built against a newer @app/shared than the live
 * shell's needs the shell released first; one built against an older one uses an export the
 * live shell no longer has; at the same version (a surface changed without its bump) either.
 */
export function checkSharedExports(imports, surface, { remote, version }) {
  const refusals = [];
  const who = `mfe-${remote} ${version}`;
  const built = imports?.builtAgainst;
  const provided = surface?.version ?? 'unknown';
  const order = semver.valid(built) && semver.valid(provided) ? semver.compare(built, provided) : 0;
  const rebuild = `rebuild mfe-${remote} against the ${SHARED_PACKAGE} the shell has`;
  const advice =
    order > 0
      ? 'release the shell first'
      : order < 0
        ? `mfe-${remote} was built against ${SHARED_PACKAGE} ${built}: ${rebuild}`
        : `both say ${SHARED_PACKAGE} ${built} but their exports differ: release the shell first, or ${rebuild}`;
  for (const [entry, names] of Object.entries(imports?.entries ?? {})) {
    if (!names.length) continue;
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
