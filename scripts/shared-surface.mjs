#!/usr/bin/env node
// The public surface of @app/shared at run time, read from its source with swc (the parser the
// build's swc-loader uses): for each entry of shared/package.json `exports` that the federation
// shares at run time, the names of its VALUE exports. shared/surface.json is the committed
// snapshot, and shared/package.json's version follows it (docs/releasing.md):
//   node scripts/shared-surface.mjs            print the surface and how it differs from the snapshot
//   node scripts/shared-surface.mjs --write    rewrite shared/surface.json; when the surface changed,
//        bump @app/shared's version (minor: names added only; major: a name removed) and, on a
//        major bump, the "@app/shared" ranges of the packages that depend on it
// The check (scripts/checks/shared-surface.mjs) fails when the snapshot is stale. The builds use
// the same functions (webpack.common.js): a remote writes `shared-imports.json` (the shared
// exports its code imports), the shell `shared-surface.json` (the ones it provides), and the
// release gate compares the two (server/src/release/gate/).
//
// Which entries: only those the federation shares. webpack.common.js shares `@app/shared` as a
// singleton by its exact name, with no trailing-slash key, so `@app/shared/routes`,
// `@app/shared/domain/wallet`, … are not shared: each remote bundles its own copy of them, which
// cannot be older than the remote. Add `@app/shared/` (or `@app/shared/<sub>`) to SINGLETONS
// and that entry is listed too.
//
// Value exports only: an interface, a type alias, `export type { … }`, `export { type X }`, a
// `declare` and a namespace holding only types are erased when the code is compiled; a remote
// never asks the shell for them. Each file is compiled as the build compiles it (swc, TypeScript
// stripped, imports used only as types dropped) and the names are read from what is left.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, transformSync } from '@swc/core';
import semver from 'semver';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGE = '@app/shared';
export const SNAPSHOT = path.join('shared', 'surface.json');
/** What a remote's build writes beside its files, and what the shell's build writes beside its own. */
export const IMPORTS_FILE = 'shared-imports.json';
export const SURFACE_FILE = 'shared-surface.json';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const sorted = (set) => [...set].sort();
const CODE = /\.(?:[cm]?[jt]sx?)$/;

/** The singletons webpack.common.js shares (its SINGLETONS), from the file itself. */
export function singletonsOf(root = ROOT) {
  return createRequire(path.join(root, 'package.json'))(path.join(root, 'webpack.common.js')).SINGLETONS;
}

/**
 * The entries of shared/package.json `exports` the federation shares at run time: [{ entry, file }],
 * `entry` as in `exports` ('.', './format'). A SINGLETONS key `@app/shared` shares the root; a key
 * `@app/shared/format` that subpath; a key ending in `/` every subpath under it.
 */
export function sharedEntries({ root = ROOT, singletons = singletonsOf(root) } = {}) {
  const pkg = readJson(path.join(root, 'shared', 'package.json'));
  const exportsMap = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? { '.': pkg.main });
  const shared = (entry) => {
    const request = entry === '.' ? PACKAGE : `${PACKAGE}/${entry.replace(/^\.\//, '')}`;
    return singletons.some((key) => key === request || (key.endsWith('/') && request.startsWith(key)));
  };
  return Object.entries(exportsMap)
    .filter(([entry, target]) => typeof target === 'string' && shared(entry))
    .map(([entry, target]) => ({ entry, file: path.resolve(root, 'shared', target) }));
}

/**
 * A file as the build runs it: swc with the loader's options (webpack.common.js: TypeScript
 * with TSX), then parsed. `.mjs`/`.cjs` files are not given to the loader, so they are parsed as
 * they are. Returns the module's body (swc AST nodes).
 */
export function runtimeBody(file, text = readFileSync(file, 'utf8')) {
  let code = text;
  if (!/\.[cm]js$/.test(file)) {
    code = transformSync(text, {
      filename: file,
      swcrc: false,
      configFile: false,
      sourceMaps: false,
      isModule: true,
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'esnext', transform: { react: { runtime: 'automatic' } } },
    }).code;
  }
  return parseSync(code, { syntax: 'ecmascript', jsx: false, target: 'esnext', isModule: true }).body;
}

const nameOf = (node) => (node.type === 'StringLiteral' ? node.value : node.value);

/** The names a declaration binds (patterns of `export const { a, b: [c] } = …` included). */
function boundNames(node, out = []) {
  if (!node) return out;
  switch (node.type) {
    case 'Identifier':
      out.push(node.value);
      break;
    case 'VariableDeclaration':
      for (const d of node.declarations) boundNames(d.id, out);
      break;
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
      out.push(node.identifier.value);
      break;
    case 'ObjectPattern':
      for (const p of node.properties) {
        if (p.type === 'KeyValuePatternProperty') boundNames(p.value, out);
        else if (p.type === 'AssignmentPatternProperty') out.push(p.key.value);
        else if (p.type === 'RestElement') boundNames(p.argument, out);
      }
      break;
    case 'ArrayPattern':
      for (const e of node.elements) boundNames(e, out);
      break;
    case 'AssignmentPattern':
      boundNames(node.left, out);
      break;
    case 'RestElement':
      boundNames(node.argument, out);
      break;
    default:
      break;
  }
  return out;
}

/**
 * Resolves an import of a file inside the tree as webpack does here (extensions .tsx .ts .js
 * .json, a folder's index) and `@app/shared/<sub>` through shared/package.json `exports`.
 * Returns null for a package outside the tree.
 */
export function resolveImport(fromFile, specifier, { root = ROOT } = {}) {
  let base;
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    base = path.resolve(path.dirname(fromFile), specifier);
  } else if (specifier === PACKAGE || specifier.startsWith(`${PACKAGE}/`)) {
    const pkg = readJson(path.join(root, 'shared', 'package.json'));
    const entry = specifier === PACKAGE ? '.' : `./${specifier.slice(PACKAGE.length + 1)}`;
    const target = typeof pkg.exports === 'object' ? pkg.exports[entry] : entry === '.' ? pkg.main : undefined;
    if (typeof target !== 'string') return null;
    base = path.resolve(root, 'shared', target);
  } else {
    return null;
  }
  const isFile = (f) => existsSync(f) && statSync(f).isFile();
  const extensions = ['.tsx', '.ts', '.js', '.json'];
  for (const candidate of [base, ...extensions.map((e) => base + e), ...extensions.map((e) => path.join(base, `index${e}`))]) {
    if (isFile(candidate)) return candidate;
  }
  throw new Error(`cannot resolve '${specifier}' from ${path.relative(root, fromFile)}`);
}

/**
 * The value exports of one module file, `export *` and re-exports followed. `cache` maps a file
 * to its names (shared between calls of one computation).
 */
export function valueExportsOf(file, { root = ROOT, cache = new Map(), active = new Set() } = {}) {
  if (cache.has(file)) return cache.get(file);
  if (active.has(file)) return new Set(); // a cycle of `export *`: the outer visit of this file lists its names
  active.add(file);
  const ctx = { root, cache, active };
  const names = new Set();
  if (file.endsWith('.json')) {
    names.add('default');
  } else {
    const body = runtimeBody(file);
    const locals = new Set();
    const imports = new Map(); // local name → { source, imported } (imported '*' for a namespace)
    for (const node of body) {
      if (node.type === 'ImportDeclaration') {
        for (const s of node.specifiers) {
          if (s.type === 'ImportSpecifier')
            imports.set(s.local.value, { source: node.source.value, imported: s.imported ? nameOf(s.imported) : s.local.value });
          else if (s.type === 'ImportDefaultSpecifier') imports.set(s.local.value, { source: node.source.value, imported: 'default' });
          else imports.set(s.local.value, { source: node.source.value, imported: '*' });
        }
      } else if (node.type === 'ExportDeclaration') {
        for (const n of boundNames(node.declaration)) locals.add(n);
      } else {
        for (const n of boundNames(node)) locals.add(n);
      }
    }
    /** Whether `name` exported by the module at `source` (imported from `file`) is a value. */
    const valueIn = (source, name) => {
      if (name === '*') return true;
      const target = resolveImport(file, source, ctx);
      return target === null || valueExportsOf(target, ctx).has(name); // a package outside the tree: as the code says
    };
    for (const node of body) {
      if (node.type === 'ExportDeclaration') {
        for (const n of boundNames(node.declaration)) names.add(n);
      } else if (node.type === 'ExportDefaultDeclaration' || node.type === 'ExportDefaultExpression') {
        names.add('default');
      } else if (node.type === 'ExportNamedDeclaration') {
        for (const s of node.specifiers) {
          if (s.type === 'ExportNamespaceSpecifier') {
            names.add(nameOf(s.name));
            continue;
          }
          if (s.type === 'ExportDefaultSpecifier') {
            names.add(s.exported.value);
            continue;
          }
          if (s.isTypeOnly) continue;
          const orig = nameOf(s.orig);
          const exported = s.exported ? nameOf(s.exported) : orig;
          if (node.source) {
            if (valueIn(node.source.value, orig)) names.add(exported);
          } else if (locals.has(orig)) {
            names.add(exported);
          } else if (imports.has(orig)) {
            const { source, imported } = imports.get(orig);
            if (valueIn(source, imported)) names.add(exported);
          }
        }
      } else if (node.type === 'ExportAllDeclaration') {
        if (node.typeOnly) continue;
        const target = resolveImport(file, node.source.value, ctx);
        if (target === null)
          throw new Error(
            `${path.relative(root, file)}: \`export * from '${node.source.value}'\` names a package whose exports are not listed here: re-export its names one by one`,
          );
        for (const n of valueExportsOf(target, ctx)) if (n !== 'default') names.add(n);
      }
    }
  }
  active.delete(file);
  cache.set(file, names);
  return names;
}

/** { version, entries: { '.': [names…] } }: @app/shared's version and the runtime surface of each shared entry. */
export function computeSurface({ root = ROOT, singletons = singletonsOf(root) } = {}) {
  const cache = new Map();
  const entries = {};
  for (const { entry, file } of sharedEntries({ root, singletons })) entries[entry] = sorted(valueExportsOf(file, { root, cache }));
  return { version: readJson(path.join(root, 'shared', 'package.json')).version, entries };
}

/** Names added and removed per entry (a new entry adds its names, a dropped one removes them). */
export function diffSurfaces(before, after) {
  const added = {};
  const removed = {};
  const keys = new Set([...Object.keys(before?.entries ?? {}), ...Object.keys(after?.entries ?? {})]);
  for (const entry of [...keys].sort()) {
    const was = new Set(before?.entries?.[entry] ?? []);
    const now = new Set(after?.entries?.[entry] ?? []);
    const plus = [...now].filter((n) => !was.has(n)).sort();
    const minus = [...was].filter((n) => !now.has(n)).sort();
    if (plus.length) added[entry] = plus;
    if (minus.length) removed[entry] = minus;
  }
  const change = Object.keys(removed).length ? 'major' : Object.keys(added).length ? 'minor' : 'none';
  return { added, removed, change };
}

/**
 * The version the package must have: the snapshot's version bumped by the change (major for a
 * removal, minor for additions only), or the package's own version when it is already past that.
 */
export function requiredVersion(snapshotVersion, change, packageVersion = snapshotVersion) {
  const required = change === 'none' ? snapshotVersion : semver.inc(snapshotVersion, change);
  return semver.valid(packageVersion) && semver.gt(packageVersion, required) ? packageVersion : required;
}

/** `"@app/shared": "…"` ranges of the workspace packages: [{ file, field, range }]. */
export function dependentRanges(root = ROOT) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  const out = [];
  for (const ws of rootPkg.workspaces ?? []) {
    const file = path.join(root, ws, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = readJson(file);
    if (pkg.name === PACKAGE) continue;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      if (pkg[field]?.[PACKAGE]) out.push({ workspace: ws, file, field, range: pkg[field][PACKAGE] });
    }
  }
  return out;
}

/** Replaces one JSON string value in place (`"key": "old"` → `"key": "new"`), leaving the rest of the file as it is. */
function replaceJsonString(file, key, from, to) {
  const text = readFileSync(file, 'utf8');
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`("${esc(key)}"\\s*:\\s*)"${esc(from)}"`);
  if (!pattern.test(text)) throw new Error(`${file}: no "${key}": "${from}" to replace`);
  writeFileSync(file, text.replace(pattern, `$1"${to}"`));
}

/**
 * package-lock.json's record of the workspace: the version of `shared` and the ranges the
 * workspaces declare, else `npm ci` refuses a lock that is out of step with the package.json files.
 * Returns false (nothing written) when the file would not survive a JSON round trip unchanged.
 */
function updateLock(root, version, ranges) {
  const file = path.join(root, 'package-lock.json');
  if (!existsSync(file)) return true;
  const text = readFileSync(file, 'utf8');
  const lock = JSON.parse(text);
  if (`${JSON.stringify(lock, null, 2)}\n` !== text) return false;
  if (lock.packages?.shared) lock.packages.shared.version = version;
  for (const { workspace, field, range } of ranges) {
    if (lock.packages?.[workspace]?.[field]?.[PACKAGE]) lock.packages[workspace][field][PACKAGE] = range;
  }
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  return true;
}

const describeNames = (byEntry) =>
  Object.entries(byEntry)
    .map(([entry, names]) => `${entry === '.' ? PACKAGE : `${PACKAGE}/${entry.slice(2)}`}: ${names.join(', ')}`)
    .join('; ');

/**
 * `--write`: the snapshot follows the source; the version follows the snapshot. The change is
 * measured from the committed snapshot (git HEAD) when there is one, else from the snapshot on
 * disk: an export added and removed again before a commit is no removal. Returns what it did
 * ({ from, to, change, added, removed, rangesUpdated, lockUpdated }).
 */
export function writeSurface({
  root = ROOT,
  singletons = singletonsOf(root),
  headSnapshot = committedSnapshot(root),
  log = console.log,
} = {}) {
  const snapshotFile = path.join(root, SNAPSHOT);
  const pkgFile = path.join(root, 'shared', 'package.json');
  const pkgVersion = readJson(pkgFile).version;
  const surface = computeSurface({ root, singletons });
  const baseline = headSnapshot ?? (existsSync(snapshotFile) ? readJson(snapshotFile) : null);
  const { added, removed, change } = diffSurfaces(baseline ?? { entries: surface.entries }, surface);
  const to = baseline ? requiredVersion(baseline.version, change, pkgVersion) : pkgVersion;
  const result = { from: pkgVersion, to, change, added, removed, rangesUpdated: [], lockUpdated: false };
  if (to !== pkgVersion) replaceJsonString(pkgFile, 'version', pkgVersion, to);
  // A new major is outside every "^<old major>" range: the shell and the remotes would refuse it
  // (the gate's requiredVersion check, and the federation runtime's). Their ranges follow it.
  const stale = dependentRanges(root).filter((d) => !semver.satisfies(to, d.range));
  for (const d of stale) {
    const range = `^${to}`;
    replaceJsonString(d.file, PACKAGE, d.range, range);
    result.rangesUpdated.push({ ...d, range, was: d.range });
  }
  if (to !== pkgVersion || stale.length) result.lockUpdated = updateLock(root, to, result.rangesUpdated);
  writeFileSync(snapshotFile, `${JSON.stringify({ version: to, entries: surface.entries }, null, 2)}\n`);
  const count = Object.entries(surface.entries)
    .map(([e, n]) => `${e} ${n.length}`)
    .join(', ');
  const since = baseline ? ` since ${headSnapshot ? 'the committed' : 'the previous'} ${SNAPSHOT} (${baseline.version})` : '';
  const what = !baseline
    ? ' (the first snapshot)'
    : change === 'none'
      ? `; no export added or removed${since}`
      : `; ${change} change${since}: ${describeChange(added, removed)}`;
  log(`wrote ${SNAPSHOT}: ${PACKAGE} ${to}, runtime exports: ${count}${what}`);
  if (to !== pkgVersion) log(`shared/package.json version: ${pkgVersion} → ${to}`);
  for (const d of result.rangesUpdated) log(`${path.relative(root, d.file)} ${d.field} "${PACKAGE}": ${d.was} → ${d.range}`);
  if ((to !== pkgVersion || stale.length) && !result.lockUpdated)
    log("package-lock.json not updated (its formatting is not npm's): run npm install --package-lock-only");
  return result;
}

const describeChange = (added, removed) =>
  [Object.keys(added).length ? `added ${describeNames(added)}` : '', Object.keys(removed).length ? `removed ${describeNames(removed)}` : '']
    .filter(Boolean)
    .join('; ');

/**
 * The check: [] when shared/surface.json matches the source, its version is shared/package.json's,
 * the version carries the bump its change since the committed snapshot needs (`headSnapshot`,
 * when there is one: a hand-edited snapshot does not get past) and every dependent range admits
 * it; otherwise one message per problem.
 */
export function checkSurface({ root = ROOT, singletons = singletonsOf(root), headSnapshot = committedSnapshot(root) } = {}) {
  const problems = [];
  const fix = 'run `node scripts/shared-surface.mjs --write` and commit shared/surface.json with shared/package.json';
  const snapshotFile = path.join(root, SNAPSHOT);
  const pkgVersion = readJson(path.join(root, 'shared', 'package.json')).version;
  if (!existsSync(snapshotFile)) return [`${SNAPSHOT} is missing: ${fix}`];
  const snapshot = readJson(snapshotFile);
  const surface = computeSurface({ root, singletons });
  const stale = diffSurfaces(snapshot, surface);
  if (stale.change !== 'none') {
    const baseline = headSnapshot ?? snapshot;
    const needed = requiredVersion(baseline.version, diffSurfaces(baseline, surface).change, pkgVersion);
    problems.push(
      `the runtime exports of ${PACKAGE} changed (${describeChange(stale.added, stale.removed)}) but ${SNAPSHOT} still lists those of ${snapshot.version} (a new export needs a new minor version, a removed one a new major): ${fix} (it makes ${PACKAGE} ${needed})`,
    );
  }
  if (snapshot.version !== pkgVersion)
    problems.push(`shared/package.json says ${PACKAGE} ${pkgVersion} but ${SNAPSHOT} was written for ${snapshot.version}: ${fix}`);
  if (headSnapshot && semver.valid(headSnapshot.version) && semver.valid(snapshot.version)) {
    const sinceHead = diffSurfaces(headSnapshot, snapshot);
    const needed = requiredVersion(headSnapshot.version, sinceHead.change);
    if (sinceHead.change !== 'none' && semver.lt(snapshot.version, needed)) {
      problems.push(
        `${SNAPSHOT} ${describeChange(sinceHead.added, sinceHead.removed)} since the committed one (${headSnapshot.version}) but its version is ${snapshot.version}: ${sinceHead.change === 'major' ? 'a removal needs a new major' : 'a new export needs a new minor'} version (${needed}); ${fix}`,
      );
    }
  }
  for (const d of dependentRanges(root)) {
    if (!semver.satisfies(pkgVersion, d.range))
      problems.push(
        `${path.relative(root, d.file)} ${d.field} "${PACKAGE}": "${d.range}" does not admit ${pkgVersion} (the gate and the federation runtime would refuse the shell's copy): ${fix}, which updates it`,
      );
  }
  return problems;
}

/** shared/surface.json as last committed (git HEAD), or null (no git, no commit of it yet). */
export function committedSnapshot(root = ROOT) {
  try {
    const text = execFileSync('git', ['show', `HEAD:./${SNAPSHOT.split(path.sep).join('/')}`], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * A remote's imports of the shared entries (static, over the files its build holds): per entry,
 * the value exports it uses. Imports used only as types are gone once the file is compiled as the
 * build compiles it; `import * as x` counts the members read (`x.name`), or the whole entry when
 * `x` itself is passed on; `export * from`, `import('…')` count the whole entry.
 * Returns { names: { entry: Set }, whole: Set<entry> }.
 */
export function importsOf(files, { entries }) {
  const entryOf = (spec) => {
    const entry = spec === PACKAGE ? '.' : spec.startsWith(`${PACKAGE}/`) ? `./${spec.slice(PACKAGE.length + 1)}` : null;
    return entry !== null && entries.includes(entry) ? entry : null;
  };
  const names = {};
  const whole = new Set();
  const need = (entry, name) => (names[entry] ??= new Set()).add(name);
  for (const file of files) {
    if (!CODE.test(file) || !existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes(PACKAGE)) continue;
    const body = runtimeBody(file, text);
    const namespaces = new Map(); // local → entry
    for (const node of body) {
      const entry = node.source && entryOf(node.source.value);
      if (!entry) continue;
      if (node.type === 'ImportDeclaration' && !node.typeOnly) {
        for (const s of node.specifiers) {
          if (s.type === 'ImportSpecifier' && !s.isTypeOnly) need(entry, s.imported ? nameOf(s.imported) : s.local.value);
          else if (s.type === 'ImportDefaultSpecifier') need(entry, 'default');
          else if (s.type === 'ImportNamespaceSpecifier') namespaces.set(s.local.value, entry);
        }
      } else if (node.type === 'ExportNamedDeclaration' && !node.typeOnly) {
        for (const s of node.specifiers) {
          if (s.type === 'ExportSpecifier' && !s.isTypeOnly) need(entry, nameOf(s.orig));
          else if (s.type === 'ExportNamespaceSpecifier') whole.add(entry);
        }
      } else if (node.type === 'ExportAllDeclaration' && !node.typeOnly) {
        whole.add(entry);
      }
    }
    walk(body, (node) => {
      if (node.type === 'CallExpression' && node.callee?.type === 'Import') {
        const arg = node.arguments[0]?.expression;
        const entry = arg?.type === 'StringLiteral' ? entryOf(arg.value) : null;
        if (entry) whole.add(entry);
      }
      if (!namespaces.size) return true;
      if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && namespaces.has(node.object.value)) {
        const entry = namespaces.get(node.object.value);
        if (node.property.type === 'Identifier') need(entry, node.property.value);
        else if (node.property.type === 'Computed' && node.property.expression.type === 'StringLiteral')
          need(entry, node.property.expression.value);
        else {
          whole.add(entry);
          return true;
        }
        return node.property.type === 'Computed' ? [node.property] : false;
      }
      if (node.type === 'Identifier' && namespaces.has(node.value)) whole.add(namespaces.get(node.value));
      return true;
    });
  }
  return { names, whole };
}

/**
 * Visits every node; `visit` returns true (descend), false (skip the children) or a list of child
 * nodes to descend into. A non-computed member name and a non-computed property key are names,
 * not references, and are not visited; nor are import declarations.
 */
function walk(node, visit) {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof node.type === 'string') {
    if (node.type === 'ImportDeclaration') return;
    const go = visit(node);
    if (go === false) return;
    if (Array.isArray(go)) {
      walk(go, visit);
      return;
    }
    if (node.type === 'MemberExpression' || node.type === 'SuperPropExpression') {
      walk(node.object, visit);
      if (node.property?.type === 'Computed') walk(node.property, visit);
      return;
    }
    if (
      node.type === 'KeyValueProperty' ||
      node.type === 'MethodProperty' ||
      node.type === 'GetterProperty' ||
      node.type === 'SetterProperty' ||
      node.type === 'ClassProperty' ||
      node.type === 'ClassMethod'
    ) {
      for (const [k, v] of Object.entries(node)) if (k !== 'key' && k !== 'span') walk(v, visit);
      if (node.key?.type === 'Computed') walk(node.key, visit);
      return;
    }
  }
  for (const [k, v] of Object.entries(node)) if (k !== 'span' && v && typeof v === 'object') walk(v, visit);
}

/**
 * A remote build's `shared-imports.json`: for each shared entry, the runtime exports of
 * @app/shared (as this tree has them) that the build's files import. A name the tree does not
 * export as a value is listed under `notExported` (a re-exported type swc could not tell apart,
 * or a mistake the build would show as undefined) and not required of the shell.
 */
export function importsRecord(
  files,
  { root = ROOT, singletons = singletonsOf(root), surface = computeSurface({ root, singletons }) } = {},
) {
  const { names, whole } = importsOf(files, { entries: Object.keys(surface.entries) });
  const entries = {};
  const notExported = {};
  for (const entry of Object.keys(surface.entries)) {
    const offered = new Set(surface.entries[entry]);
    const wanted = whole.has(entry) ? offered : (names[entry] ?? new Set());
    if (!wanted.size) continue;
    entries[entry] = sorted([...wanted].filter((n) => offered.has(n)));
    const missing = [...wanted].filter((n) => !offered.has(n));
    if (missing.length) notExported[entry] = missing.sort();
  }
  return {
    package: PACKAGE,
    builtAgainst: surface.version,
    entries,
    ...(whole.size ? { wholeEntries: sorted(whole) } : {}),
    ...(Object.keys(notExported).length ? { notExported } : {}),
  };
}

/** What a build writes for the gate: the shell its `shared-surface.json`, a remote its `shared-imports.json`. */
export function buildRecord({ isHost, files = [], root = ROOT, singletons = singletonsOf(root) }) {
  const surface = computeSurface({ root, singletons });
  if (isHost) return { file: SURFACE_FILE, record: { package: PACKAGE, ...surface } };
  return { file: IMPORTS_FILE, record: importsRecord(files, { root, singletons, surface }) };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]) : ROOT;
  try {
    if (args.includes('--write')) {
      writeSurface({ root });
    } else {
      const surface = computeSurface({ root });
      const snapshotFile = path.join(root, SNAPSHOT);
      const snapshot = existsSync(snapshotFile) ? readJson(snapshotFile) : null;
      for (const [entry, names] of Object.entries(surface.entries))
        console.log(
          `${entry === '.' ? PACKAGE : `${PACKAGE}/${entry.slice(2)}`} ${surface.version}: ${names.length} runtime exports\n  ${names.join(' ')}`,
        );
      if (!snapshot) console.log(`no ${SNAPSHOT} yet: --write creates it`);
      else {
        const { added, removed, change } = diffSurfaces(snapshot, surface);
        console.log(
          change === 'none'
            ? `matches ${SNAPSHOT} (${snapshot.version})`
            : `differs from ${SNAPSHOT} (${snapshot.version}): ${describeChange(added, removed)}; run --write to record it and bump the version`,
        );
      }
    }
  } catch (err) {
    console.error(`shared-surface: ${err.message}`);
    process.exit(1);
  }
}
