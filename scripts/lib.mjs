// Helpers shared by the root scripts. Node built-ins only: they run before `npm install` too.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RELEASE_DIR = process.env.RELEASE_DIR ? path.resolve(process.env.RELEASE_DIR) : path.join(ROOT, 'releases');

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The product's domains, one remote each: the same list the shell reads (@app/shared). */
export const REMOTES = readJson(path.join(ROOT, 'shared', 'src', 'routes', 'domains.json'));

/** Runs a command, inheriting stdio; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`))));
  });
}

export function dependenciesInstalled() {
  return existsSync(path.join(ROOT, 'node_modules', '.package-lock.json')) && existsSync(path.join(ROOT, 'node_modules', 'webpack'));
}

export function isBuilt() {
  return existsSync(path.join(RELEASE_DIR, 'shell', 'index.html')) && existsSync(path.join(RELEASE_DIR, 'remotes.json'));
}
