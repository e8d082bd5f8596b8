// The gate a remote passes before it is published or promoted: will it load in the live shell?
//   shared  — every singleton it consumes (its built mf-manifest.json `shared`, requiredVersion)
//             is provided by the live shell at a version within that range;
//   exposes — its `./routes` and `./widgets` load in the live shell's federation runtime and
//             export what the shell uses (a page per routes.json path, the widgets the live
//             version has) — a contract test in Chromium (probe.mjs);
//   routes  — every route the live version declares keeps its auth flag or tightens it.
// Each check returns a list of refusals (strings naming the singleton/module/route and the two
// versions); an empty list passes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { FILES, readJsonIn } from './store.mjs';

/** The libraries shared as singletons (webpack.common.js SINGLETONS, without the deep-import keys). */
export const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit', 'i18next', 'react-i18next', '@app/shared'];

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
      refusals.push(`route ${live.path}: private in ${remote} ${liveVersion}, public in ${version} (a route may keep or tighten its auth flag, never loosen it)`);
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
      if (!pages) { refusals.push(`module ./routes: ${remote} ${version} exports no "pages"`); continue; }
      const declared = (routes ?? []).map((r) => r.path);
      for (const p of declared) {
        if (!(p in pages)) refusals.push(`module ./routes: ${remote} ${version} has no page for ${p} (declared in its routes.json)`);
        else if (!pages[p]) refusals.push(`module ./routes: ${remote} ${version} page ${p} is not a component`);
      }
      for (const p of Object.keys(pages)) if (!declared.includes(p)) refusals.push(`module ./routes: ${remote} ${version} has a page for ${p} that its routes.json does not declare`);
    }
    if (expose === 'widgets') {
      const widgets = shape.widgets ?? null;
      if (!widgets) { refusals.push(`module ./widgets: ${remote} ${version} exports no "widgets"`); continue; }
      for (const [name, ok] of Object.entries(widgets)) if (!ok) refusals.push(`module ./widgets: ${remote} ${version} widget ${name} is not a component`);
      for (const name of Object.keys(live?.widgets?.widgets ?? {})) {
        if (!(name in widgets)) refusals.push(`module ./widgets: widget ${name} exported by ${remote} ${liveVersion}, missing from ${version}`);
      }
    }
  }
  return refusals;
}
