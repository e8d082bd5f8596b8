#!/usr/bin/env node
// Release tool for the hosted front end. Every command prints what it did; a refused one prints
// why and exits 1. Guide: docs/releasing.md.
//   publish <remote> [--no-build] [--dist <dir>] [--version x.y.z] [--canary <percent>]
//        build that remote only, upload the build to the provider's release API (stored
//        immutably as remotes/<remote>/<version>/), then publish it (or start a canary): the
//        provider runs the gate on the uploaded version before anything goes live
//   rollback <remote> [<version>]   back to the version live before the current one (from the
//        history) or to a named hosted version; nothing is rebuilt; ends a canary of that remote
//   canary <remote> <version> <percent>   a hosted version for that share of visitors (sticky; gated)
//   promote <remote>                the canary's version goes live for everyone (gated again)
//   abort <remote>                  the canary ends; everyone keeps the live version
//   status                          live, canary and share (its visitors and error rate per version),
//        hosted versions, last history steps
//   shell                           copy shell/dist to RELEASE_DIR/shell/ and record what it provides
// Everything but `shell` goes through the provider's release API (RELEASE_URL, default
// http://127.0.0.1:8080; RELEASE_TOKEN, a team's or release manager's token: npm run
// release-token -w server -- create …), each change naming the registry revision it read, so a
// change made meanwhile by someone else is refused instead of overwritten. --message / -m: why.
// `npm run build`'s local development publish (publish() below, --replace semantics) writes
// RELEASE_DIR directly and is not a release.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, RELEASE_DIR, ROOT, readJson, run } from './lib.mjs';
import { parsePercent } from './release/canary.mjs';
import { appendStep } from './release/history.mjs';
import { packFolder } from './release/pack.mjs';
import { FILES, entryFor, readJsonIn, writeJsonAtomic } from './release/store.mjs';

class Refusal extends Error {}
const refuse = (msg) => {
  throw new Refusal(msg);
};

const readRegistry = () => readJsonIn(RELEASE_DIR, FILES.registry, {});
const writeRegistry = (registry) => writeJsonAtomic(RELEASE_DIR, FILES.registry, registry);
const versionDir = (name, version) => path.join(RELEASE_DIR, 'remotes', name, version);
const noMaps = (src) => !src.endsWith('.map') || process.env.RELEASE_SOURCEMAPS === '1';

const RELEASE_URL = (process.env.RELEASE_URL || `http://127.0.0.1:${process.env.PORT || 8080}`).replace(/\/+$/, '');
let message = null;

/**
 * A call of the provider's release API; a refusal there is this command's refusal. `archive`: a
 * gzipped tar sent as the body (an upload). `{ allow: [409] }` hands those answers back instead.
 */
async function api(method, route, body, { archive, allow = [] } = {}) {
  const token = process.env.RELEASE_TOKEN;
  if (!token)
    refuse(
      'RELEASE_TOKEN is not set: the release API needs a token (on the server: npm run release-token -w server -- create --release-manager, or --remote <name> for a team)',
    );
  let res;
  try {
    res = await fetch(`${RELEASE_URL}/release-api${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(archive ? { 'content-type': 'application/gzip' } : body ? { 'content-type': 'application/json' } : {}),
      },
      body: archive ?? (body ? JSON.stringify({ ...body, ...(message ? { message } : {}) }) : undefined),
    });
  } catch (err) {
    return refuse(
      `the release API at ${RELEASE_URL} does not answer (${err.cause?.code ?? err.message}): is the provider running? (RELEASE_URL)`,
    );
  }
  const json = await res.json().catch(() => ({}));
  if (allow.includes(res.status)) return { ...json, status: res.status };
  if (!res.ok) {
    printNotes(json.gate);
    refuse(json.error ?? `the release API answered ${res.status}`);
  }
  return json;
}

/** The registry state of one remote as the API has it now: { live, canary, revision, hosted } (revision 0: none yet). */
async function remoteState(name) {
  const { remotes } = await api('GET', '/status');
  return remotes.find((r) => r.name === name) ?? { name, live: null, canary: null, revision: 0, hosted: [] };
}

function assertRemote(name) {
  if (!REMOTES.includes(name)) refuse(`unknown remote "${name}". Known: ${REMOTES.join(', ')}`);
}

/** The gate's notes (what it could not check, and why). */
function printNotes(gate) {
  for (const note of gate?.notes ?? []) console.log(`gate: ${note}`);
}

/** What the provider's gate said, and the change. */
function printChange(done) {
  if (done.gate) {
    printNotes(done.gate);
    console.log(done.gate.summary);
  }
  console.log(`${done.summary} (registry revision ${done.revision})`);
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

function moveLive(name, version, action, extra = {}) {
  const registry = readRegistry();
  const previous = registry[name]?.version ?? null;
  registry[name] = entryFor(RELEASE_DIR, name, version);
  writeRegistry(registry);
  appendStep(RELEASE_DIR, name, { action, version, previous, ...extra });
  return previous;
}

/**
 * Development publish (scripts/build.mjs): the package's dist at its version, straight into the
 * local RELEASE_DIR, replacing that version in place, no gate (the provider imports the
 * remotes.json it writes on its first start). Not a release: releases upload through the API.
 */
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

/** The hosted copy of a file of `name` `version`, over HTTP from the provider, or null. */
async function hostedFile(name, version, file) {
  try {
    const res = await fetch(`${RELEASE_URL}/remotes/${name}/${version}/${file}`);
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/**
 * Uploads a build folder as `name` `version`. The version already hosted with the same
 * mf-manifest.json and routes.json (this very build: the manifest names every file by its content
 * hash) is not an error: a run that uploaded and was then refused (the revision moved, the gate
 * said no) can be run again. Any other build at a hosted version is refused: versions are immutable.
 */
async function upload(name, version, dist, routesFile) {
  const { archive, files, bytes } = await packFolder(dist, { extra: { 'routes.json': routesFile } });
  console.log(
    `uploading ${name} ${version}: ${files} files, ${(bytes / 1024).toFixed(0)} KiB (${(archive.length / 1024).toFixed(0)} KiB gzipped)…`,
  );
  const sent = await api('PUT', `/remotes/${name}/versions/${version}`, undefined, { archive, allow: [409] });
  if (sent.status !== 409) {
    console.log(sent.summary);
    return;
  }
  const localRoutes = existsSync(path.join(dist, 'routes.json')) ? path.join(dist, 'routes.json') : routesFile;
  const [manifest, routes] = await Promise.all([hostedFile(name, version, 'mf-manifest.json'), hostedFile(name, version, 'routes.json')]);
  if (manifest?.equals(readFileSync(path.join(dist, 'mf-manifest.json'))) && routes?.equals(readFileSync(localRoutes))) {
    console.log(`${name} ${version} is already uploaded (the same build): going on`);
    return;
  }
  refuse(`${sent.error ?? `${name} ${version} is already hosted: versions are immutable`}; the hosted ${version} is another build`);
}

/** `publish <remote>`: build that remote only, upload it, then publish it or start a canary (the provider gates both). */
export async function release(name, { build = true, dist, version, canary } = {}) {
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
  const routesFile = existsSync(path.join(dist, 'routes.json')) ? path.join(dist, 'routes.json') : path.join(pkgDir, 'routes.json');
  await upload(name, version, dist, routesFile);
  // The registry revision read before the upload: a change made to this remote meanwhile is refused.
  const body = { version, expectRevision: state.revision };
  console.log(`gating ${name} ${version} on the provider…`);
  printChange(
    canary !== undefined
      ? await api('POST', `/remotes/${name}/canary`, { ...body, percent: canary })
      : await api('POST', `/remotes/${name}/publish`, body),
  );
}

export async function rollback(name, version) {
  assertRemote(name);
  const state = await remoteState(name);
  printChange(await api('POST', `/remotes/${name}/rollback`, { ...(version ? { version } : {}), expectRevision: state.revision }));
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
  const state = await remoteState(name);
  printChange(await api('POST', `/remotes/${name}/canary`, { version, percent, expectRevision: state.revision }));
}

export async function promote(name) {
  assertRemote(name);
  const state = await remoteState(name);
  printChange(await api('POST', `/remotes/${name}/promote`, { expectRevision: state.revision }));
}

export async function abort(name) {
  assertRemote(name);
  const state = await remoteState(name);
  printChange(await api('POST', `/remotes/${name}/abort`, { expectRevision: state.revision }));
}

/** The provider's own reading of a shell build (server/src/release/gate/shell.ts), shared with its gate. */
async function shellReader() {
  const { tsImport } = await import('tsx/esm/api');
  const [shell, checks] = await Promise.all([
    tsImport('../server/src/release/gate/shell.ts', import.meta.url),
    tsImport('../server/src/release/gate/checks.ts', import.meta.url),
  ]);
  return { ...shell, SHARED_FILES: checks.SHARED_FILES, SHARED_PACKAGE: checks.SHARED_PACKAGE };
}

export async function publishShell() {
  const { scanShellProvides, shellSharedSurface, SHELL_PROVIDES_FILE, SHARED_FILES, SHARED_PACKAGE } = await shellReader();
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
  // What this shell build offers the remotes: the provider's gate reads it.
  writeJsonAtomic(RELEASE_DIR, SHELL_PROVIDES_FILE, { at: new Date().toISOString(), provides });
  const surface = shellSharedSurface(RELEASE_DIR);
  const exportsNote =
    surface && !surface.scanned
      ? `; ${SHARED_PACKAGE} ${surface.version}: ${Object.values(surface.entries).flat().length} runtime exports, ${SHARED_FILES.surface}`
      : '';
  console.log(`published shell → ${path.relative(ROOT, target)} (provides ${Object.keys(provides).length} shared modules${exportsNote})`);
  if (surface) await warnLiveRemotes(surface, { SHARED_FILES, SHARED_PACKAGE });
}

/**
 * The shell's release is not gated, but it says which live or canary remote imports an
 * @app/shared export this shell's copy lacks (an export removed from @app/shared): those fail
 * until a build made against it is published.
 */
async function warnLiveRemotes(surface, { SHARED_FILES, SHARED_PACKAGE }) {
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
  // Visitors and error rate per version of each running canary (a provider without it: none).
  const health = await api('GET', '/health').catch(() => null);
  const rate = (r) => `${Math.round(r * 1000) / 10} %`;
  console.log(`registry at ${RELEASE_URL} (token ${token.id}, ${token.name}: ${token.remote ?? 'every remote'})`);
  for (const name of REMOTES) {
    const r = remotes.find((x) => x.name === name);
    const c = r?.canary;
    console.log(
      `${name.padEnd(8)} live: ${r?.live.version ?? '-'}   canary: ${c ? `${c.version} at ${c.percent} %` : '-'}   hosted: ${r?.hosted?.join(', ') || '-'}   revision: ${r?.revision ?? 0}`,
    );
    const versions = health?.remotes.find((x) => x.name === name)?.versions ?? [];
    if (versions.length)
      console.log(
        `         ${versions.map((v) => `${v.role} ${v.version}: ${v.visitors} visitors, error rate ${rate(v.errorRate)}`).join('   ')}   (aborted automatically above live + ${Math.round(health.margin * 1000) / 10} points from ${health.minVisitors} canary visitors)`,
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
      if (args.includes('--replace'))
        refuse("--replace is for npm run build's local development publish only: a released version is immutable, bump the version");
      const canaryShare = option(args, '--canary');
      await release(args[0], {
        build: !args.includes('--no-build'),
        dist: option(args, '--dist'),
        version: option(args, '--version'),
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
