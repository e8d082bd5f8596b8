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
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Starts a command for a step of a run that does several things at once: in its own process group
 * (stop() ends it and everything it started, and nothing else), its output either passed through
 * as it comes (`live`) or kept and handed back, so that parallel steps do not interleave lines.
 * `done` resolves with { ok, code, seconds, output } and never rejects.
 */
export function startStep(cmd, args, { live = false, env = process.env, cwd = ROOT } = {}) {
  const started = Date.now();
  const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
  let output = '';
  if (!live) {
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
  }
  const done = new Promise((resolve) => {
    child.on('error', (err) => resolve({ ok: false, code: err.message, seconds: (Date.now() - started) / 1000, output }));
    child.on('close', (code, signal) => resolve({ ok: code === 0, code: code ?? signal, seconds: (Date.now() - started) / 1000, output }));
  });
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  return { done, stop };
}

export function dependenciesInstalled() {
  return existsSync(path.join(ROOT, 'node_modules', '.package-lock.json')) && existsSync(path.join(ROOT, 'node_modules', 'webpack'));
}

export function isBuilt() {
  return existsSync(path.join(RELEASE_DIR, 'shell', 'index.html')) && existsSync(path.join(RELEASE_DIR, 'remotes.json'));
}
