// The release history: one list of steps per remote, in RELEASE_DIR/history.json beside the
// registry it explains. A step: { action, version, previous, at, by } (plus `percent` for a canary).
import { userInfo } from 'node:os';
import { FILES, readJsonIn, writeJsonAtomic } from './store.mjs';

/** Who takes a step: RELEASE_ACTOR (a CI job names itself), else the login name. */
export function actor(env = process.env) {
  return env.RELEASE_ACTOR || env.USER || env.LOGNAME || (env === process.env ? osUser() : null) || 'unknown';
}

function osUser() {
  try {
    return userInfo().username;
  } catch {
    return null;
  }
}

export function readHistory(releaseDir) {
  const h = readJsonIn(releaseDir, FILES.history, {});
  return h && typeof h === 'object' && !Array.isArray(h) ? h : {};
}

export function appendStep(releaseDir, name, step, { now = new Date(), env = process.env } = {}) {
  const history = readHistory(releaseDir);
  const full = {
    action: step.action,
    version: step.version,
    previous: step.previous ?? null,
    at: now.toISOString(),
    by: actor(env),
    ...step,
  };
  history[name] = [...(history[name] ?? []), full];
  writeJsonAtomic(releaseDir, FILES.history, history);
  return full;
}

/**
 * The version to roll back to: the one that was live before the current version went live by a
 * publish or a promote. Rollback steps are skipped when looking, so successive rollbacks walk
 * back through the releases (1.0.2 → 1.0.1 → 1.0.0) instead of toggling between two. When the
 * current version went live only by a rollback to a version typed by hand, that rollback is
 * undone. null: the history knows of nothing earlier.
 */
export function rollbackTarget(steps, current) {
  const list = steps ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    const s = list[i];
    if ((s.action === 'publish' || s.action === 'promote') && s.version === current)
      return s.previous && s.previous !== current ? s.previous : null;
  }
  for (let i = list.length - 1; i >= 0; i--) {
    const s = list[i];
    if (s.action === 'rollback' && s.explicit && s.version === current) return s.previous && s.previous !== current ? s.previous : null;
  }
  return null;
}
