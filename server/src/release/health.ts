// Canary health: a canary that fails visitors more often than the live version stops itself.
//
// - Visitors per version: while a remote has a canary running, every index.html and /remotes.json
//   answer (static/hosting.ts) names the version this visitor was given; served() remembers each
//   (remote, canary start, version, visitor) once in memory and a timer writes the new ones every
//   FLUSH_MS in one statement, duplicates ignored (ON CONFLICT DO NOTHING), so the serving path
//   does no database work. The visitor is stored as a hash of their `vid` cookie only.
// - Failures: the shell reports a remote that failed to load or render (health-routes.ts); a
//   report about the live or canary version of a running canary is one row per visitor and failure.
// - Per version: visitors, visitors with a failure (only those counted as its visitors) and their
//   ratio, from the canary's own start: a new canary starts from zero.
// - Each instance weighs the running canaries every checkIntervalMs (judgeCanary) and aborts a
//   failing one through the registry's compare-and-swap, with the revision it read: when two
//   instances decide at once, one abort wins and the other is refused as a conflict, so there is
//   one step. The step names "canary health" and the figures; the audit log gets a row too.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { HEALTH_ERROR_CLASS, HEALTH_ROUTE, type HealthReport } from '@app/shared/routes';
import type { Database } from '../db/schema';
import { inCanary } from '../static/canary';
import type { CanaryHealthSettings } from './health-settings';
import type { ReleaseHealthVisitorsTable } from './health-schema';
import {
  REMOTE_NAME,
  ReleaseRefusal,
  VERSION,
  type ChangeResult,
  type ReleaseRegistry,
  type RegistryView,
  type RemoteState,
} from './registry';

/** The actor of an automatic abort, in the history and the audit log. */
export const HEALTH_ACTOR = 'canary health';
/** How often the visitors counted in memory are written. */
export const FLUSH_MS = 1000;
/** Rows per insert statement. */
const INSERT_CHUNK = 250;
/** Visitors remembered as already counted; past this the memory starts again (the database dedupes anyway). */
const MAX_SEEN = 100_000;
/** Visitors waiting to be written; past this (the database not keeping up) new ones are dropped, never queued. */
const MAX_PENDING = 50_000;
/** How often the rows of canaries that ended are deleted. */
const CLEANUP_EVERY_MS = 60_000;

/** A visitor as stored: never the cookie itself. */
export const visitorHash = (visitor: string): string => createHash('sha256').update(`vid\0${visitor}`).digest('hex').slice(0, 32);

export interface Tally {
  visitors: number;
  errorVisitors: number;
}

export interface Verdict {
  abort: boolean;
  canaryRate: number;
  liveRate: number;
  /** The figures, as the history step's message says them. */
  message: string;
}

export const errorRate = ({ visitors, errorVisitors }: Tally): number => (visitors > 0 ? Math.min(errorVisitors / visitors, 1) : 0);

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/**
 * Whether a canary fails: its error rate exceeds the live version's by more than `margin`, once it
 * has had at least `minVisitors` visitors. Without live visitors (a canary at 100 %) the live rate
 * counts as 0. Equal rates, or a difference of exactly the margin, never abort.
 */
export function judgeCanary(
  live: Tally,
  canary: Tally,
  { margin, minVisitors }: Pick<CanaryHealthSettings, 'margin' | 'minVisitors'>,
): Verdict {
  const canaryRate = errorRate(canary);
  const liveRate = errorRate(live);
  const message =
    `error rate ${percent(canaryRate)} on ${canary.visitors} visitors vs live ${percent(liveRate)}` +
    `${live.visitors === 0 ? ' (no live visitors)' : ''}; margin ${Math.round(margin * 1000) / 10} points`;
  if (canary.visitors < minVisitors) return { abort: false, canaryRate, liveRate, message };
  // A hair of tolerance: 5 % against 3 % is not more than a 2-point margin in floating point either.
  return { abort: canaryRate - liveRate > margin + 1e-9, canaryRate, liveRate, message };
}

/** A report as the shell sends it (shared/src/routes/health-report.ts); unknown fields are ignored. */
export function parseHealthReport(body: unknown): { report: HealthReport } | { error: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { error: 'a report is a JSON object' };
  const { remote, version, route, kind, errorClass } = body as Record<string, unknown>;
  if (typeof remote !== 'string' || !REMOTE_NAME.test(remote)) return { error: 'remote must be a remote name' };
  if (typeof version !== 'string' || version.length > 64 || !VERSION.test(version)) return { error: 'version must be a version (x.y.z)' };
  if (typeof route !== 'string' || !HEALTH_ROUTE.test(route)) return { error: 'route must be a path pattern or widget:<name>' };
  if (kind !== 'load' && kind !== 'render') return { error: 'kind must be load or render' };
  if (typeof errorClass !== 'string' || !HEALTH_ERROR_CLASS.test(errorClass)) return { error: "errorClass must be an error's name" };
  return { report: { remote, version, route, kind, errorClass } };
}

export interface VersionHealth {
  version: string;
  role: 'live' | 'canary';
  visitors: number;
  errorVisitors: number;
  errorRate: number;
  errors: { kind: string; errorClass: string; route: string; visitors: number }[];
}

export interface RemoteHealth {
  name: string;
  /** The live version and the candidate while a canary runs; empty otherwise. */
  versions: VersionHealth[];
  /** Present while the remote's last step is an abort made by canary health. */
  autoAborted?: { version: string; live: string | null; at: string; message: string | null; revision: number };
}

/** GET /release-api/health. */
export interface HealthAnswer {
  margin: number;
  minVisitors: number;
  remotes: RemoteHealth[];
}

/** A visitor to write, and how served() remembers it. */
interface Pending {
  row: ReleaseHealthVisitorsTable;
  key: string;
}

export interface CanaryHealthOptions {
  db: Kysely<Database>;
  registry: ReleaseRegistry;
  settings: CanaryHealthSettings;
  now: () => number;
  log: (message: string) => void;
}

export class CanaryHealth {
  private readonly db: Kysely<Database>;
  private readonly registry: ReleaseRegistry;
  readonly settings: CanaryHealthSettings;
  private readonly now: () => number;
  private readonly log: (message: string) => void;
  private pending: Pending[] = [];
  private readonly seen = new Set<string>();
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private checkTimer: NodeJS.Timeout | null = null;
  private pass: Promise<unknown> | null = null;
  private lastCleanup = 0;
  private stopped = false;

  constructor({ db, registry, settings, now, log }: CanaryHealthOptions) {
    this.db = db;
    this.registry = registry;
    this.settings = settings;
    this.now = now;
    this.log = log;
  }

  /**
   * A visitor was just given this registry (index.html or /remotes.json): for every remote with a
   * canary running, the version they got is counted once. Memory only; nothing here waits.
   */
  served(visitor: string, view: RegistryView): void {
    let hash: string | undefined;
    for (const [name, canary] of Object.entries(view.canaries)) {
      const live = view.live[name];
      if (!live || !canary.since) continue;
      const version = inCanary(visitor, name, canary.percent) ? canary.version : live.version;
      // Remembered by the id itself (memory only): a returning visitor costs no hash.
      const key = `${name} ${canary.since} ${version} ${visitor}`;
      if (this.seen.has(key) || this.pending.length >= MAX_PENDING) continue;
      if (this.seen.size >= MAX_SEEN) this.seen.clear();
      this.seen.add(key);
      hash ??= visitorHash(visitor);
      this.pending.push({ row: { remote: name, canary_since: canary.since, version, visitor_hash: hash }, key });
    }
    if (this.pending.length > 0 && !this.flushTimer && !this.stopped) {
      this.flushTimer = setTimeout(() => {
        this.flushTimer = null;
        void this.flush();
      }, FLUSH_MS);
      this.flushTimer.unref();
    }
  }

  /** Writes the visitors counted so far. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, INSERT_CHUNK);
      try {
        await this.db
          .insertInto('release_health_visitors')
          .values(batch.map((p) => p.row))
          .onConflict((oc) => oc.doNothing())
          .execute();
      } catch (err) {
        // Not counted, and not remembered as counted: their next page counts them.
        for (const p of batch) this.seen.delete(p.key);
        this.log(`canary health: ${batch.length} visitors not written: ${(err as Error).message}`);
      }
    }
  }

  /** Stores a visitor's failure report; false when it is not about a version of a running canary (nothing stored). */
  async report(report: HealthReport, visitor: string): Promise<boolean> {
    const view = await this.registry.view();
    const canary = view.canaries[report.remote];
    const live = view.live[report.remote];
    if (!canary?.since || !live || (report.version !== canary.version && report.version !== live.version)) return false;
    await this.db
      .insertInto('release_health_errors')
      .values({
        remote: report.remote,
        canary_since: canary.since,
        version: report.version,
        visitor_hash: visitorHash(visitor),
        kind: report.kind,
        error_class: report.errorClass,
        route: report.route,
        at: this.now(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  }

  /** Visitors, visitors with a failure and the failures, per version, of one run of a remote's canary. */
  private async versionsOf(state: RemoteState): Promise<VersionHealth[]> {
    if (!state.canary) return [];
    const remote = state.name;
    const since = Date.parse(state.canary.since);
    const errorsOfVisitors = () =>
      this.db
        .selectFrom('release_health_errors as e')
        .innerJoin('release_health_visitors as v', (join) =>
          join
            .onRef('v.remote', '=', 'e.remote')
            .onRef('v.canary_since', '=', 'e.canary_since')
            .onRef('v.version', '=', 'e.version')
            .onRef('v.visitor_hash', '=', 'e.visitor_hash'),
        )
        .where('e.remote', '=', remote)
        .where('e.canary_since', '=', since);
    const [visitors, errorVisitors, errors] = await Promise.all([
      this.db
        .selectFrom('release_health_visitors')
        .select(['version', (eb) => eb.fn.countAll().as('n')])
        .where('remote', '=', remote)
        .where('canary_since', '=', since)
        .groupBy('version')
        .execute(),
      errorsOfVisitors()
        .select(['e.version', (eb) => eb.fn.count('e.visitor_hash').distinct().as('n')])
        .groupBy('e.version')
        .execute(),
      errorsOfVisitors()
        .select(['e.version', 'e.kind', 'e.error_class', 'e.route', (eb) => eb.fn.count('e.visitor_hash').distinct().as('n')])
        .groupBy(['e.version', 'e.kind', 'e.error_class', 'e.route'])
        .execute(),
    ]);
    const of = (version: string, role: VersionHealth['role']): VersionHealth => {
      const tally = {
        visitors: Number(visitors.find((r) => r.version === version)?.n ?? 0),
        errorVisitors: Number(errorVisitors.find((r) => r.version === version)?.n ?? 0),
      };
      return {
        version,
        role,
        ...tally,
        errorRate: errorRate(tally),
        errors: errors
          .filter((r) => r.version === version)
          .map((r) => ({ kind: r.kind, errorClass: r.error_class, route: r.route, visitors: Number(r.n) }))
          .sort((a, b) => b.visitors - a.visitors || a.route.localeCompare(b.route)),
      };
    };
    return [of(state.live.version, 'live'), of(state.canary.version, 'canary')];
  }

  /** What GET /release-api/health answers: every remote, with figures while its canary runs. */
  async answer(): Promise<HealthAnswer> {
    await this.flush();
    const states = await this.registry.remotes();
    const lastSteps = await this.db
      .selectFrom('release_history')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('release_history')
          .select((e) => e.fn.max('id').as('id'))
          .groupBy('remote'),
      )
      .execute();
    const remotes = await Promise.all(
      states.map(async (state): Promise<RemoteHealth> => {
        const last = lastSteps.find((s) => s.remote === state.name);
        return {
          name: state.name,
          versions: await this.versionsOf(state),
          ...(last && last.action === 'abort' && last.actor === HEALTH_ACTOR
            ? {
                autoAborted: {
                  version: last.version,
                  live: last.previous,
                  at: new Date(last.at).toISOString(),
                  message: last.message,
                  revision: last.revision,
                },
              }
            : {}),
        };
      }),
    );
    return { margin: this.settings.margin, minVisitors: this.settings.minVisitors, remotes };
  }

  /**
   * One pass: writes the visitors counted so far, weighs every running canary and aborts the
   * failing ones. Returns the aborts this instance made.
   */
  async check(): Promise<ChangeResult[]> {
    await this.flush();
    const states = await this.registry.remotes();
    const aborted: ChangeResult[] = [];
    for (const state of states) {
      if (!state.canary) continue;
      const [live, canary] = await this.versionsOf(state);
      const verdict = judgeCanary(live, canary, this.settings);
      if (!verdict.abort) continue;
      let result: ChangeResult;
      try {
        result = await this.registry.abort(state.name, { actor: HEALTH_ACTOR, message: verdict.message, expectRevision: state.revision });
      } catch (err) {
        if (!(err instanceof ReleaseRefusal)) throw err;
        // Another instance aborted it first, or someone changed the canary since it was read.
        this.log(`canary health: ${state.name} not aborted: ${err.message}`);
        continue;
      }
      await this.db
        .insertInto('release_audit')
        .values({
          at: this.now(),
          token_id: null,
          token_name: HEALTH_ACTOR,
          action: 'abort',
          remote: result.remote,
          from_version: result.from,
          to_version: result.to,
          message: verdict.message,
          outcome: 'ok',
          status: 200,
          reason: null,
        })
        .execute();
      this.log(`canary health: ${result.summary}: ${verdict.message}`);
      aborted.push(result);
    }
    if (this.now() - this.lastCleanup >= CLEANUP_EVERY_MS) {
      this.lastCleanup = this.now();
      await this.cleanup(states);
    }
    return aborted;
  }

  /** Deletes the rows of canaries that ended (of a remote without a canary, or of an earlier run). */
  private async cleanup(states: RemoteState[]): Promise<void> {
    for (const state of states) {
      const since = state.canary ? Date.parse(state.canary.since) : null;
      let visitors = this.db.deleteFrom('release_health_visitors').where('remote', '=', state.name);
      let errors = this.db.deleteFrom('release_health_errors').where('remote', '=', state.name);
      if (since !== null) {
        visitors = visitors.where('canary_since', '<>', since);
        errors = errors.where('canary_since', '<>', since);
      }
      await visitors.execute();
      await errors.execute();
    }
  }

  /** Weighs the canaries every checkIntervalMs until stop(). */
  start(): void {
    const next = () => {
      if (this.stopped) return;
      this.checkTimer = setTimeout(() => {
        this.pass = this.check().catch((err: Error) => this.log(`canary health: the check failed: ${err.message}`));
        void this.pass.then(() => {
          this.pass = null;
          next();
        });
      }, this.settings.checkIntervalMs);
      this.checkTimer.unref();
    };
    next();
  }

  /** Ends the timers; waits for a pass in progress and writes the visitors counted so far. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.checkTimer) clearTimeout(this.checkTimer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.pass;
    await this.flush();
  }
}
