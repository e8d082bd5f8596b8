// What the release console reads from the release API and the pure rules it shows them by: the
// sentence a confirmation says, the call a change sends, the version a rollback goes back to.
// Runs in the browser (bundled into console.js) and in the tests; imports nothing.

export interface LiveEntry {
  version: string;
}

export interface RemoteStatus {
  name: string;
  live: LiveEntry;
  canary: { version: string; percent: number; since: string } | null;
  revision: number;
  updatedAt: string;
  updatedBy: string;
  hosted: string[];
}

export interface StatusAnswer {
  token: { id: string; name: string; remote: string | null };
  remotes: RemoteStatus[];
}

export interface HistoryStep {
  remote: string;
  action: string;
  version: string;
  previous: string | null;
  percent: number | null;
  explicit: boolean;
  reason: string | null;
  by: string;
  message: string | null;
  revision: number;
  at: string;
}

export interface AuditCall {
  id: number;
  at: string;
  token_id: string | null;
  token_name: string | null;
  action: string;
  remote: string | null;
  from_version: string | null;
  to_version: string | null;
  message: string | null;
  outcome: string;
  status: number;
  reason: string | null;
}

export interface HealthError {
  kind: string;
  errorClass: string;
  route: string;
  visitors: number;
}

export interface HealthVersion {
  version: string;
  role: 'live' | 'canary';
  visitors: number;
  errorVisitors: number;
  errorRate: number;
  errors: HealthError[];
}

export interface HealthAnswer {
  margin: number;
  minVisitors: number;
  remotes: { name: string; versions: HealthVersion[]; autoAborted?: { version: string; at: string; message: string } }[];
}

/** One change the console can ask for, with everything its confirmation shows. */
export type Change =
  | { action: 'promote'; remote: RemoteStatus }
  | { action: 'abort'; remote: RemoteStatus }
  | { action: 'widen'; remote: RemoteStatus; percent: number }
  /** `named`: a version chosen by hand (sent); otherwise the one live before, which the server works out from the same history. */
  | { action: 'rollback'; remote: RemoteStatus; version: string; named: boolean };

/** 10 → "10 %", 12.5 → "12.5 %", 33.3333 → "33.33 %". */
export const percentText = (percent: number): string => `${Number(percent.toFixed(2))} %`;

/** A rate of 0…1 as a percentage with one decimal. */
export const rateText = (rate: number): string => `${Number((rate * 100).toFixed(1))} %`;

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO time as local "YYYY-MM-DD HH:MM:SS" (the API answers UTC). */
export function timeText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/** A share the canary call accepts: a number above 0 and at most 100. */
export function parsePercent(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && value <= 100 ? value : null;
}

/**
 * The version `rollback` without a version goes back to: the same rule as the registry's
 * (server/src/release/registry.ts rollbackTarget, which a test holds this to), over the remote's
 * history oldest first. null: the history knows of nothing earlier.
 */
export function rollbackTarget(
  steps: readonly Pick<HistoryStep, 'action' | 'version' | 'previous' | 'explicit'>[],
  current: string | null,
): string | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if ((s.action === 'publish' || s.action === 'promote') && s.version === current)
      return s.previous && s.previous !== current ? s.previous : null;
  }
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (s.action === 'rollback' && s.explicit && s.version === current) return s.previous && s.previous !== current ? s.previous : null;
  }
  return null;
}

/** The versions a rollback may name: hosted, and not the live one; newest first. */
export const rollbackChoices = (remote: RemoteStatus): string[] => remote.hosted.filter((v) => v !== remote.live.version).reverse();

/** What the change does, in words, as its confirmation says it. */
export function describeChange(change: Change): string {
  const { name, live, canary } = change.remote;
  switch (change.action) {
    case 'promote':
      return canary
        ? `${name} ${canary.version} goes live for every visitor, replacing ${live.version}; the canary (${percentText(canary.percent)} of visitors) ends.`
        : `${name} has no canary to promote.`;
    case 'abort':
      return canary
        ? `The canary of ${name} ${canary.version} ends: every visitor gets ${live.version} again, including the ${percentText(canary.percent)} on ${canary.version} (at their next ${name} page). ${canary.version} stays hosted.`
        : `${name} has no canary to abort.`;
    case 'widen': {
      if (!canary) return `${name} has no canary to widen.`;
      const rest = 100 - change.percent;
      const from = `The canary of ${name} ${canary.version} goes from ${percentText(canary.percent)} to ${percentText(change.percent)} of visitors`;
      const others =
        rest > 0 ? `the other ${percentText(rest)} keep ${live.version}` : `no visitor keeps ${live.version}, which stays the live version`;
      const moved =
        change.percent > canary.percent
          ? `Visitors already on ${canary.version} stay on it.`
          : change.percent < canary.percent
            ? `Some visitors on ${canary.version} go back to ${live.version} at their next ${name} page.`
            : 'That is its share now: nothing changes.';
      return `${from}; ${others}. ${moved}`;
    }
    case 'rollback': {
      const ends = canary ? `; the canary of ${canary.version} (${percentText(canary.percent)} of visitors) ends` : '';
      return `${name} ${change.version} goes live for every visitor, replacing ${live.version}${ends}. Nothing is rebuilt.`;
    }
  }
}

/** The title of the confirmation and the label of its button. */
export function changeTitle(change: Change): { title: string; confirm: string } {
  const { name, canary } = change.remote;
  switch (change.action) {
    case 'promote':
      return { title: `Promote ${name} ${canary?.version ?? ''}`.trim(), confirm: 'Promote' };
    case 'abort':
      return { title: `Abort the canary of ${name} ${canary?.version ?? ''}`.trim(), confirm: 'Abort the canary' };
    case 'widen':
      return { title: `Change the share of ${name} ${canary?.version ?? ''}`.trim(), confirm: 'Change the share' };
    case 'rollback':
      return { title: `Roll back ${name}`, confirm: 'Roll back' };
  }
}

/** The release API call a change makes: it names the revision the console showed, so a change made meanwhile is refused (409). */
export function changeRequest(change: Change, message: string): { path: string; body: Record<string, unknown> } {
  const { name, revision, canary } = change.remote;
  const body: Record<string, unknown> = { expectRevision: revision };
  if (message.trim()) body.message = message.trim();
  const path = `/remotes/${encodeURIComponent(name)}/${change.action === 'widen' ? 'canary' : change.action}`;
  if (change.action === 'widen') {
    body.version = canary?.version;
    body.percent = change.percent;
  }
  if (change.action === 'rollback' && change.named) body.version = change.version;
  return { path, body };
}
