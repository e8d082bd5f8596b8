#!/usr/bin/env node
// Release tool for the hosted front end (RELEASE_DIR, default ./releases):
//   publish <remote> [--replace]   copy mfe-<remote>/dist to remotes/<remote>/<version>/ and point the registry at it
//   rollback <remote> <version>    point the registry at a version that is still hosted (nothing is rebuilt)
//   shell                          copy shell/dist to shell/ (the host's own files)
//   status                         the registry and the versions hosted for each remote
// Remote versions are immutable: publishing a version that is already hosted fails unless
// --replace is given (local development builds only). The registry is the only mutable pointer
// and is replaced atomically.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, RELEASE_DIR, ROOT, readJson } from './lib.mjs';

const registryFile = path.join(RELEASE_DIR, 'remotes.json');

function readRegistry() {
  return existsSync(registryFile) ? readJson(registryFile) : {};
}

function writeRegistry(registry) {
  mkdirSync(RELEASE_DIR, { recursive: true });
  const tmp = `${registryFile}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(tmp, registryFile); // atomic: a browser never reads half a registry
}

function assertRemote(name) {
  if (!REMOTES.includes(name)) throw new Error(`Unknown remote "${name}". Known: ${REMOTES.join(', ')}`);
}

function hostedVersions(name) {
  const dir = path.join(RELEASE_DIR, 'remotes', name);
  return existsSync(dir) ? readdirSync(dir).filter((v) => existsSync(path.join(dir, v, 'mf-manifest.json'))).sort() : [];
}

function entryFor(name, version) {
  const folder = path.join(RELEASE_DIR, 'remotes', name, version);
  // The entry script itself, not mf-manifest.json: one request fewer per remote, and the shell's
  // federation runtime is built without manifest (snapshot) support (webpack.common.js).
  return { version, entry: `/remotes/${name}/${version}/remoteEntry.js`, routes: readJson(path.join(folder, 'routes.json')) };
}

export function publish(name, { replace = false } = {}) {
  assertRemote(name);
  const pkgDir = path.join(ROOT, `mfe-${name}`);
  const { version } = readJson(path.join(pkgDir, 'package.json'));
  const dist = path.join(pkgDir, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`mfe-${name} is not built: npm run build -w mfe-${name}`);
  const target = path.join(RELEASE_DIR, 'remotes', name, version);
  if (existsSync(target)) {
    if (!replace) throw new Error(`${name} ${version} is already released and versions are immutable: bump "version" in mfe-${name}/package.json`);
    rmSync(target, { recursive: true, force: true });
  }
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(dist, target, { recursive: true, filter: (src) => !src.endsWith('.map') || process.env.RELEASE_SOURCEMAPS === '1' });
  cpSync(path.join(pkgDir, 'routes.json'), path.join(target, 'routes.json'));
  const registry = readRegistry();
  registry[name] = entryFor(name, version);
  writeRegistry(registry);
  console.log(`published ${name} ${version} → ${path.relative(ROOT, target)}; registry points at it`);
}

export function rollback(name, version) {
  assertRemote(name);
  if (!version) throw new Error('usage: rollback <remote> <version>');
  if (!hostedVersions(name).includes(version)) {
    throw new Error(`${name} ${version} is not hosted. Hosted: ${hostedVersions(name).join(', ') || 'none'}`);
  }
  const registry = readRegistry();
  const from = registry[name]?.version ?? 'nothing';
  registry[name] = entryFor(name, version);
  writeRegistry(registry);
  console.log(`${name}: registry moved from ${from} to ${version}. Browsers pick it up on their next start.`);
}

export function publishShell() {
  const dist = path.join(ROOT, 'shell', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('shell is not built: npm run build -w shell');
  const target = path.join(RELEASE_DIR, 'shell');
  const staging = `${target}.${process.pid}.tmp`;
  cpSync(dist, staging, { recursive: true, filter: (src) => !src.endsWith('.map') || process.env.RELEASE_SOURCEMAPS === '1' });
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  console.log(`published shell → ${path.relative(ROOT, target)}`);
}

function status() {
  const registry = readRegistry();
  for (const name of REMOTES) {
    console.log(`${name.padEnd(8)} live: ${registry[name]?.version ?? '-'}   hosted: ${hostedVersions(name).join(', ') || '-'}`);
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (invokedDirectly) {
  const [cmd, ...args] = process.argv.slice(2);
  try {
    if (cmd === 'publish') publish(args[0], { replace: args.includes('--replace') });
    else if (cmd === 'rollback') rollback(args[0], args[1]);
    else if (cmd === 'shell') publishShell();
    else if (cmd === 'status' || !cmd) status();
    else throw new Error(`unknown command "${cmd}": publish | rollback | shell | status`);
  } catch (err) {
    console.error(`release: ${err.message}`);
    process.exit(1);
  }
}
