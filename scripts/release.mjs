#!/usr/bin/env node
// Release tool for the hosted front end (RELEASE_DIR, default ./releases). Every command prints
// what it did; a refused one prints why and exits 1. Guide: docs/releasing.md.
//   publish <remote> [--no-build] [--dist <dir>] [--canary <percent>] [--replace]
//        build that remote only, gate it against the live shell, host it as
//        remotes/<remote>/<version>/, record the step, move the pointer (or start a canary)
//   rollback <remote> [<version>]   back to the version live before the current one (from the
//        history) or to a named hosted version; nothing is rebuilt; ends a canary of that remote
//   canary <remote> <version> <percent>   a hosted version for that share of visitors (sticky)
//   promote <remote>                the canary's version goes live for everyone (gated again)
//   abort <remote>                  the canary ends; everyone keeps the live version
//   status                          live, canary and share, hosted versions, last history steps
//   shell                           copy shell/dist to shell/ and record what it provides
// Remote versions are immutable: publishing a version that is already hosted fails unless
// --replace is given (local development builds only: scripts/build.mjs).
// The registry (live versions, canaries, history) is the provider's, in its database: publish,
// rollback, canary, promote, abort and status go through its release API (RELEASE_URL, default
// http://127.0.0.1:8080; RELEASE_TOKEN, a team's or release manager's token: npm run
// release-token -w server -- create …), each naming the registry revision it read, so a change
// made meanwhile by someone else is refused instead of overwritten. --message / -m: why.
// Building, the gate and hosting the version folder stay local, as before.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, RELEASE_DIR, ROOT, readJson, run } from './lib.mjs';
import { parsePercent } from './release/canary.mjs';
import {
  SHARED_FILES,
  SHARED_PACKAGE,
  checkExposes,
  checkRoutes,
  checkShared,
  checkSharedExports,
  remoteConsumes,
  scanShellProvides,
  shellProvides,
  shellSharedSurface,
} from './release/gate.mjs';
import { appendStep } from './release/history.mjs';
import { FILES, entryFor, hostedVersions as hostedIn, readJsonIn, writeJsonAtomic } from './release/store.mjs';

class Refusal extends Error {}
const refuse = (msg) => {
  throw new Refusal(msg);
};

const readRegistry = () => readJsonIn(RELEASE_DIR, FILES.registry, {});
const writeRegistry = (registry) => writeJsonAtomic(RELEASE_DIR, FILES.registry, registry);
const hostedVersions = (name) => hostedIn(RELEASE_DIR, name);
const versionDir = (name, version) => path.join(RELEASE_DIR, 'remotes', name, version);
const noMaps = (src) => !src.endsWith('.map') || process.env.RELEASE_SOURCEMAPS === '1';

const RELEASE_URL = (process.env.RELEASE_URL || `http://127.0.0.1:${process.env.PORT || 8080}`).replace(/\/+$/, '');
let message = null;

/** A call of the provider's release API; a refusal there is this command's refusal. */
async function api(method, route, body) {
  const token = process.env.RELEASE_TOKEN;
  if (!token)
    refuse(
      'RELEASE_TOKEN is not set: the release API needs a token (on the server: npm run release-token -w server -- create --release-manager, or --remote <name> for a team)',
    );
  let res;
  try {
    res = await fetch(`${RELEASE_URL}/release-api${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify({ ...body, ...(message ? { message } : {}) }) : undefined,
    });
  } catch (err) {
    return refuse(
      `the release API at ${RELEASE_URL} does not answer (${err.cause?.code ?? err.message}): is the provider running? (RELEASE_URL)`,
    );
  }
  const json = await res.json().catch(() => ({}));
  if (!res.ok) refuse(json.error ?? `the release API answered ${res.status}`);
  return json;
}

/** The registry state of one remote as the API has it now: { live, canary, revision } (revision 0: none yet). */
async function remoteState(name) {
  const { remotes } = await api('GET', '/status');
  return remotes.find((r) => r.name === name) ?? { name, live: null, canary: null, revision: 0 };
}

function assertRemote(name) {
  if (!REMOTES.includes(name)) refuse(`unknown remote "${name}". Known: ${REMOTES.join(', ')}`);
}

/**
 * Runs the gate on a remote folder (a staged or hosted version) against what is live now.
 * Returns the refusals (empty: passes).
 */
export async function gate(name, folder, version, { probe = process.env.RELEASE_GATE_PROBE !== '0', live } = {}) {
  const shellDir = path.join(RELEASE_DIR, 'shell');
  if (!existsSync(path.join(shellDir, 'index.html')))
    return [`no live shell in ${RELEASE_DIR}: publish the shell first (npm run release -- shell)`];
  const liveVersion = live?.version ?? 'nothing';
  const manifest = readJson(path.join(folder, 'mf-manifest.json'));
  const routes = readJson(path.join(folder, 'routes.json'));
  const refusals = [
    ...checkShared(remoteConsumes(manifest), shellProvides(RELEASE_DIR), { remote: name, version }),
    ...checkRoutes(live?.routes, routes, { remote: name, liveVersion, version }),
    ...gateSharedExports(name, folder, version),
  ];
  if (probe) {
    const exposesOf = (m) => (m?.exposes ?? []).map((e) => String(e.path ?? e.name).replace(/^\.\//, ''));
    const liveFolder =
      live && existsSync(path.join(versionDir(name, live.version), 'mf-manifest.json')) ? versionDir(name, live.version) : null;
    const { probeExposes } = await import('./release/probe.mjs');
    const builds = [{ name, folder, exposes: exposesOf(manifest) }];
    if (liveFolder && live.version !== version)
      builds.push({ name, folder: liveFolder, exposes: exposesOf(readJson(path.join(liveFolder, 'mf-manifest.json'))) });
    const [candidateShape, liveShape] = await probeExposes(shellDir, builds);
    refusals.push(...checkExposes(candidateShape, liveShape ?? {}, { remote: name, version, liveVersion, routes }));
  }
  return refusals;
}

/**
 * The exports of @app/shared the candidate imports (its build's shared-imports.json) against
 * those the live shell's copy has (its build's shared-surface.json; for a shell published before
 * builds wrote it, read from its scripts). A candidate built before builds wrote
 * shared-imports.json is let through with a note: every version hosted when the check came
 * has none, and a rollback, canary or promotion of one must keep working.
 */
function gateSharedExports(name, folder, version) {
  const importsFile = path.join(folder, SHARED_FILES.imports);
  if (!existsSync(importsFile)) {
    console.log(
      `gate: ${SHARED_PACKAGE} exports not checked for ${name} ${version}: its build has no ${SHARED_FILES.imports} (built before builds recorded their imports; rebuild it to have them checked)`,
    );
    return [];
  }
  const surface = shellSharedSurface(RELEASE_DIR);
  if (!surface) {
    return [
      `shared exports of '${SHARED_PACKAGE}': mfe-${name} ${version} imports ${Object.values(readJson(importsFile).entries ?? {}).flat().length} of them, but the live shell has no ${SHARED_FILES.surface} and no export table of ${SHARED_PACKAGE} could be read from its scripts, so none can be checked (build and publish the shell again: node scripts/build.mjs shell)`,
    ];
  }
  if (surface.scanned)
    console.log(
      `gate: the live shell has no ${SHARED_FILES.surface} (published before shell builds wrote it): its ${SHARED_PACKAGE} ${surface.version} exports were read from its scripts`,
    );
  return checkSharedExports(readJson(importsFile), surface, { remote: name, version });
}

async function gateOrRefuse(name, folder, version, what, live) {
  const started = Date.now();
  const refusals = await gate(name, folder, version, { live });
  if (refusals.length) refuse(`gate refused ${what} of ${name} ${version}:\n  - ${refusals.join('\n  - ')}`);
  console.log(
    `gate passed for ${name} ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s (shared singletons and the ${SHARED_PACKAGE} exports used, exposed modules in the live shell, route auth)`,
  );
}

function moveLive(name, version, action, extra = {}) {
  const registry = readRegistry();
  const previous = registry[name]?.version ?? null;
  registry[name] = entryFor(RELEASE_DIR, name, version);
  writeRegistry(registry);
  appendStep(RELEASE_DIR, name, { action, version, previous, ...extra });
  return previous;
}

/** Copies a built dist (plus the package's routes.json) into a hidden staging folder. */
function stage(name, dist, routesFile) {
  const staging = path.join(RELEASE_DIR, 'remotes', name, `.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(staging), { recursive: true });
  cpSync(dist, staging, { recursive: true, filter: noMaps });
  if (!existsSync(path.join(staging, 'routes.json'))) cpSync(routesFile, path.join(staging, 'routes.json'));
  return staging;
}

/** Development publish (scripts/build.mjs): the package's dist at its version, no gate. */
export function publish(name, { replace = false } = {}) {
  assertRemote(name);
  const pkgDir = path.join(ROOT, `mfe-${name}`);
  const { version } = readJson(path.join(pkgDir, 'package.json'));
  const dist = path.join(pkgDir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) refuse(`mfe-${name} is not built: node scripts/build.mjs mfe-${name}`);
  const target = versionDir(name, version);
  if (existsSync(target) && !replace)
    refuse(`${name} ${version} is already released and versions are immutable: bump "version" in mfe-${name}/package.json`);
  const staging = stage(name, dist, path.join(pkgDir, 'routes.json'));
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  // A development rebuild of the live version in place is not a release step: no history entry.
  const sameVersion = readRegistry()[name]?.version === version;
  const previous = sameVersion && replace ? version : moveLive(name, version, 'publish', replace ? { replaced: true } : {});
  if (sameVersion && replace) writeRegistry({ ...readRegistry(), [name]: entryFor(RELEASE_DIR, name, version) });
  console.log(`published ${name} ${version} → ${path.relative(ROOT, target)}; registry points at it (was ${previous ?? 'nothing'})`);
}

/** `publish <remote>`: build that remote only, gate, host, record, move the pointer (or canary). */
export async function release(name, { build = true, dist, version, replace = false, canary } = {}) {
  assertRemote(name);
  const pkgDir = path.join(ROOT, `mfe-${name}`);
  const state = await remoteState(name);
  if (state.canary) refuse(`${name} has a canary running (${state.canary.version}): promote or abort it first`);
  if (dist) {
    dist = path.resolve(dist);
    build = false;
  } else {
    dist = path.join(pkgDir, 'dist');
  }
  if (build) {
    console.log(`building mfe-${name} only…`);
    await run('npx', ['webpack', '--mode', 'production', '--config', `mfe-${name}/webpack.config.js`]);
  }
  if (!existsSync(path.join(dist, 'mf-manifest.json')))
    refuse(`no build at ${path.relative(ROOT, dist) || dist} (mf-manifest.json missing)`);
  version ??=
    readJson(path.join(dist, 'mf-manifest.json')).metaData?.buildInfo?.buildVersion ?? readJson(path.join(pkgDir, 'package.json')).version;
  if (!/^\d+\.\d+\.\d+([-+][\w.-]+)?$/.test(version)) refuse(`"${version}" is not a version (x.y.z)`);
  const target = versionDir(name, version);
  if (existsSync(target) && !replace)
    refuse(`${name} ${version} is already released and versions are immutable: bump "version" in mfe-${name}/package.json`);
  const routesFile = existsSync(path.join(dist, 'routes.json')) ? path.join(dist, 'routes.json') : path.join(pkgDir, 'routes.json');
  const staging = stage(name, dist, routesFile);
  try {
    await gateOrRefuse(name, staging, version, canary ? 'the canary' : 'the publish', state.live);
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  console.log(`hosted ${name} ${version} → ${path.relative(ROOT, target)}`);
  // The registry revision read before the gate: a change made to this remote meanwhile is refused.
  const body = { version, expectRevision: state.revision };
  const done =
    canary !== undefined
      ? await api('POST', `/remotes/${name}/canary`, { ...body, percent: canary })
      : await api('POST', `/remotes/${name}/publish`, body);
  console.log(`${done.summary} (registry revision ${done.revision})`);
}

export async function rollback(name, version) {
  assertRemote(name);
  const state = await remoteState(name);
  const done = await api('POST', `/remotes/${name}/rollback`, { ...(version ? { version } : {}), expectRevision: state.revision });
  console.log(`${done.summary} (registry revision ${done.revision})`);
}

export async function canary(name, version, percentText) {
  assertRemote(name);
  if (!version || percentText === undefined) refuse('usage: canary <remote> <version> <percent>');
  const percent = (() => {
    try {
      return parsePercent(percentText);
    } catch (e) {
      return refuse(e.message);
    }
  })();
  if (!hostedVersions(name).includes(version))
    refuse(
      `${name} ${version} is not hosted (hosted: ${hostedVersions(name).join(', ') || 'none'}); publish it with: publish ${name} --canary ${percent}`,
    );
  const state = await remoteState(name);
  if (state.canary && state.canary.version !== version)
    refuse(`${name} has a canary of ${state.canary.version} running: promote or abort it first`);
  if (state.live?.version === version) refuse(`${name} ${version} is the live version already`);
  if (!state.canary) await gateOrRefuse(name, versionDir(name, version), version, 'the canary', state.live);
  const done = await api('POST', `/remotes/${name}/canary`, { version, percent, expectRevision: state.revision });
  console.log(`${done.summary} (registry revision ${done.revision})`);
}

export async function promote(name) {
  assertRemote(name);
  const state = await remoteState(name);
  if (!state.canary) refuse(`${name} has no canary to promote`);
  await gateOrRefuse(name, versionDir(name, state.canary.version), state.canary.version, 'the promotion', state.live);
  const done = await api('POST', `/remotes/${name}/promote`, { expectRevision: state.revision });
  console.log(`${done.summary} (registry revision ${done.revision})`);
}

export async function abort(name) {
  assertRemote(name);
  const state = await remoteState(name);
  const done = await api('POST', `/remotes/${name}/abort`, { expectRevision: state.revision });
  console.log(`${done.summary} (registry revision ${done.revision})`);
}

export async function publishShell() {
  const dist = path.join(ROOT, 'shell', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) refuse('shell is not built: node scripts/build.mjs shell');
  const target = path.join(RELEASE_DIR, 'shell');
  const staging = `${target}.${process.pid}.tmp`;
  cpSync(dist, staging, { recursive: true, filter: noMaps });
  const provides = scanShellProvides(staging);
  // Two renames, then the old files go: the server is without a shell for microseconds, not for
  // the time a recursive delete takes.
  const old = `${target}.${process.pid}.old`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(staging, target);
  rmSync(old, { recursive: true, force: true });
  // What this shell build offers the remotes: the gate reads it (release/gate.mjs).
  writeJsonAtomic(RELEASE_DIR, FILES.shellProvides, { at: new Date().toISOString(), provides });
  const surface = shellSharedSurface(RELEASE_DIR);
  const exportsNote =
    surface && !surface.scanned
      ? `; ${SHARED_PACKAGE} ${surface.version}: ${Object.values(surface.entries).flat().length} runtime exports, ${SHARED_FILES.surface}`
      : '';
  console.log(`published shell → ${path.relative(ROOT, target)} (provides ${Object.keys(provides).length} shared modules${exportsNote})`);
  if (surface) await warnLiveRemotes(surface);
}

/**
 * The shell's release is not gated, but it says which live or canary remote imports an
 * @app/shared export this shell's copy lacks (an export removed from @app/shared): those fail
 * until a build made against it is published.
 */
async function warnLiveRemotes(surface) {
  if (!process.env.RELEASE_TOKEN) {
    console.log('note: RELEASE_TOKEN is not set, so the live remotes were not checked against this shell');
    return;
  }
  const { remotes } = await api('GET', '/status');
  const running = remotes.flatMap((r) => [[r.name, r.live.version, 'live'], ...(r.canary ? [[r.name, r.canary.version, 'canary']] : [])]);
  for (const [name, version, role] of running) {
    const file = path.join(versionDir(name, version), SHARED_FILES.imports);
    if (!existsSync(file)) continue;
    const needs = readJson(file).entries ?? {};
    const lacking = Object.entries(needs).flatMap(([entry, names]) =>
      names.filter((n) => !(surface.entries[entry] ?? []).includes(n)).map((n) => (entry === '.' ? n : `${entry.slice(2)}/${n}`)),
    );
    if (lacking.length)
      console.log(
        `warning: ${name} ${version} (${role}) imports ${lacking.join(', ')} of '${SHARED_PACKAGE}', which this shell's ${SHARED_PACKAGE} ${surface.version} lacks: it fails until a build of ${name} made against this ${SHARED_PACKAGE} is published (or a shell whose @app/shared has them is published again)`,
      );
  }
}

export async function status({ steps = 3 } = {}) {
  const { remotes, token } = await api('GET', '/status');
  const { steps: history } = await api('GET', '/history?limit=1000');
  console.log(`registry at ${RELEASE_URL} (token ${token.id}, ${token.name}: ${token.remote ?? 'every remote'})`);
  for (const name of REMOTES) {
    const r = remotes.find((x) => x.name === name);
    const c = r?.canary;
    console.log(
      `${name.padEnd(8)} live: ${r?.live.version ?? '-'}   canary: ${c ? `${c.version} at ${c.percent} %` : '-'}   hosted: ${hostedVersions(name).join(', ') || '-'}   revision: ${r?.revision ?? 0}`,
    );
    for (const s of history.filter((x) => x.remote === name).slice(-steps)) {
      console.log(
        `         ${s.at}  ${s.action.padEnd(8)} ${s.version}${s.previous ? ` (was ${s.previous})` : ''}${s.percent ? ` ${s.percent} %` : ''}  by ${s.by}${s.message ? `: ${s.message}` : ''}`,
      );
    }
  }
}

function option(args, flag) {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  const [cmd, ...rest] = process.argv.slice(2);
  const m = rest.findIndex((a) => a === '--message' || a === '-m');
  if (m >= 0) message = rest[m + 1] ?? null;
  const args = m >= 0 ? [...rest.slice(0, m), ...rest.slice(m + 2)] : rest;
  try {
    if (cmd === 'publish') {
      const canaryShare = option(args, '--canary');
      await release(args[0], {
        build: !args.includes('--no-build'),
        dist: option(args, '--dist'),
        version: option(args, '--version'),
        replace: args.includes('--replace'),
        canary:
          canaryShare === undefined
            ? undefined
            : (() => {
                try {
                  return parsePercent(canaryShare);
                } catch (e) {
                  return refuse(e.message);
                }
              })(),
      });
    } else if (cmd === 'rollback') await rollback(args[0], args[1]);
    else if (cmd === 'canary') await canary(args[0], args[1], args[2]);
    else if (cmd === 'promote') await promote(args[0]);
    else if (cmd === 'abort') await abort(args[0]);
    else if (cmd === 'shell') await publishShell();
    else if (cmd === 'status' || !cmd) await status();
    else refuse(`unknown command "${cmd}": publish | rollback | canary | promote | abort | status | shell`);
  } catch (err) {
    console.error(`release: refused: ${err.message}`);
    process.exit(1);
  }
}
