// The release registry, in the provider's database: per remote its live version (entry script and
// routes), its canary (version and share of visitors) and a revision number; beside it the history
// of every step. Every change is one transaction that names the revision it expects to replace
// (compare-and-swap): a concurrent change to the same remote is refused ("wallet changed since you
// read it (revision 7 → 8 by …); re-run"), changes to different remotes never refuse each other,
// and the history step is written in the same transaction as the change it records, so none is
// lost. Route ownership is checked against the live registry in that transaction too.
//
// Reads for serving (/remotes.json, index.html, the canary split) go through view(), kept in
// process for at most CACHE_MS: every instance of a cluster sees a change within that time, with
// no notification channel to lose a message (see docs/releasing.md).
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import type { CanaryRecord } from '../static/canary';
import { checkOwnership } from './gate/checks';
import type { ReleaseRemotesTable } from './schema';

export const CACHE_MS = 500;
export const REMOTE_NAME = /^[a-z][a-z0-9-]{0,31}$/;
/** x.y.z, or x.y.z with a label (1.0.1-rc.1): the name of a version folder. */
export const VERSION = /^\d+\.\d+\.\d+([-+][0-9A-Za-z][\w.-]*)?$/;

export interface RegistryEntry {
  version: string;
  entry: string;
  routes: unknown[];
}

export interface RegistryView {
  /** What /remotes.json answers: the live entry of every remote. */
  live: Record<string, RegistryEntry>;
  canaries: Record<string, CanaryRecord>;
}

export interface RemoteState {
  name: string;
  live: RegistryEntry;
  canary: (RegistryEntry & { percent: number; since: string }) | null;
  revision: number;
  updatedAt: string;
  updatedBy: string;
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

/** Who asks for a change, why, and which revision of the remote they read (omitted: the one read in the transaction). */
export interface ChangeContext {
  actor: string;
  message?: string | null;
  expectRevision?: number;
  /** Decide and refuse as the change would, then change nothing (the release API asks before it runs the gate). */
  dryRun?: boolean;
}

export interface ChangeResult {
  remote: string;
  action: string;
  from: string | null;
  to: string;
  revision: number;
  summary: string;
}

/** Thrown inside a dry run's transaction to roll it back, carrying what the change would have done. */
class DryRunDone extends Error {
  constructor(readonly result: ChangeResult) {
    super('dry run');
  }
}

/** A change refused: `conflict` (the remote changed since it was read), `refused` (the step makes no sense now). */
export class ReleaseRefusal extends Error {
  constructor(
    message: string,
    readonly kind: 'conflict' | 'refused',
    readonly from: string | null = null,
    readonly to: string | null = null,
  ) {
    super(message);
  }
}

type Row = Selectable<ReleaseRemotesTable>;
type RowChange = Partial<Omit<Row, 'name' | 'revision' | 'updated_at' | 'updated_by'>>;
interface StepInput {
  action: string;
  version: string;
  previous: string | null;
  percent?: number | null;
  explicit?: boolean;
  reason?: string | null;
}
interface Decision {
  fields: RowChange;
  steps: StepInput[];
  from: string | null;
  to: string;
  summary: string;
}

const parseRoutes = (text: string | null): unknown[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  const pb = b.split(/[.-]/).map((x) => (/^\d+$/.test(x) ? Number(x) : x));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    if (pa[i] === pb[i]) continue;
    if (pa[i] === undefined) return -1;
    if (pb[i] === undefined) return 1;
    return typeof pa[i] === 'number' && typeof pb[i] === 'number'
      ? (pa[i] as number) - (pb[i] as number)
      : String(pa[i]).localeCompare(String(pb[i]));
  }
  return 0;
}

/**
 * The version to roll back to: the one live before the current version went live by a publish or
 * a promote (rollback steps are skipped, so successive rollbacks walk back 1.0.2 → 1.0.1 → 1.0.0);
 * when the current version went live only by a rollback to a version named by hand, that rollback
 * is undone. null: the history knows of nothing earlier.
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

export class ReleaseRegistry {
  private cached: { at: number; view: Promise<RegistryView> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    readonly releaseDir: string,
    private readonly now: () => number = Date.now,
    private readonly cacheMs = CACHE_MS,
  ) {}

  /** The registry as served: live entries and canaries, at most cacheMs old. */
  view(): Promise<RegistryView> {
    const at = Date.now();
    if (this.cached && at - this.cached.at < this.cacheMs) return this.cached.view;
    const view = this.readView();
    this.cached = { at, view };
    view.catch(() => {
      if (this.cached?.view === view) this.cached = null;
    });
    return view;
  }

  private async readView(): Promise<RegistryView> {
    const rows = await this.db.selectFrom('release_remotes').selectAll().orderBy('name').execute();
    const live: Record<string, RegistryEntry> = {};
    const canaries: Record<string, CanaryRecord> = {};
    for (const r of rows) {
      live[r.name] = { version: r.version, entry: r.entry, routes: parseRoutes(r.routes) };
      if (r.canary_version && r.canary_entry && r.canary_percent)
        canaries[r.name] = {
          version: r.canary_version,
          entry: r.canary_entry,
          routes: parseRoutes(r.canary_routes),
          percent: r.canary_percent,
          since: r.canary_since ?? 0,
        };
    }
    return { live, canaries };
  }

  async remotes(): Promise<RemoteState[]> {
    const rows = await this.db.selectFrom('release_remotes').selectAll().orderBy('name').execute();
    return rows.map((r) => ({
      name: r.name,
      live: { version: r.version, entry: r.entry, routes: parseRoutes(r.routes) },
      canary:
        r.canary_version && r.canary_entry && r.canary_percent
          ? {
              version: r.canary_version,
              entry: r.canary_entry,
              routes: parseRoutes(r.canary_routes),
              percent: r.canary_percent,
              since: new Date(r.canary_since ?? 0).toISOString(),
            }
          : null,
      revision: r.revision,
      updatedAt: new Date(r.updated_at).toISOString(),
      updatedBy: r.updated_by,
    }));
  }

  /** Steps, oldest first; of one remote, or of all. */
  async history(remote?: string, limit = 1000): Promise<HistoryStep[]> {
    return this.historyIn(this.db, remote, limit);
  }

  private async historyIn(db: Kysely<Database> | Transaction<Database>, remote?: string, limit = 100_000): Promise<HistoryStep[]> {
    let query = db.selectFrom('release_history').selectAll().orderBy('id', 'desc').limit(limit);
    if (remote) query = query.where('remote', '=', remote);
    const rows = await query.execute();
    return rows.reverse().map((s) => ({
      remote: s.remote,
      action: s.action,
      version: s.version,
      previous: s.previous,
      percent: s.percent,
      explicit: s.explicit === 1,
      reason: s.reason,
      by: s.actor,
      message: s.message,
      revision: s.revision,
      at: new Date(s.at).toISOString(),
    }));
  }

  /** Versions of a remote hosted in RELEASE_DIR (a folder with its mf-manifest.json), oldest first. */
  hostedVersions(name: string): string[] {
    if (!REMOTE_NAME.test(name)) return [];
    const dir = path.join(this.releaseDir, 'remotes', name);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((v) => VERSION.test(v) && fs.existsSync(path.join(dir, v, 'mf-manifest.json')))
      .sort(compareVersions);
  }

  /** The registry entry of a hosted version (its routes from its own routes.json). */
  private entryOf(name: string, version: string): RegistryEntry {
    if (!REMOTE_NAME.test(name)) throw new ReleaseRefusal(`"${name}" is not a remote name`, 'refused');
    if (!VERSION.test(version)) throw new ReleaseRefusal(`"${version}" is not a version (x.y.z)`, 'refused');
    const hosted = this.hostedVersions(name);
    if (!hosted.includes(version))
      throw new ReleaseRefusal(
        `${name} ${version} is not hosted (any more), so it cannot go live. Hosted: ${hosted.join(', ') || 'none'}`,
        'refused',
      );
    let routes: unknown;
    try {
      routes = JSON.parse(fs.readFileSync(path.join(this.releaseDir, 'remotes', name, version, 'routes.json'), 'utf8'));
    } catch {
      routes = null;
    }
    if (!Array.isArray(routes)) throw new ReleaseRefusal(`${name} ${version} has no readable routes.json in its folder`, 'refused');
    return { version, entry: `/remotes/${name}/${version}/remoteEntry.js`, routes };
  }

  /**
   * Refuses routes another remote owns (live or in a canary), naming the owner (gate/checks.ts).
   * A dry run leaves it to the gate, which lists it with its other refusals; the change itself
   * checks again in its transaction.
   */
  private checkOwnership(name: string, entry: RegistryEntry, rows: Row[], ctx: ChangeContext): void {
    if (ctx.dryRun) return;
    const others = rows.map((r) => ({
      name: r.name,
      live: { version: r.version, routes: parseRoutes(r.routes) },
      canary: r.canary_version ? { version: r.canary_version, routes: parseRoutes(r.canary_routes) } : null,
    }));
    const refusals = checkOwnership(name, entry.version, entry.routes, others);
    if (refusals.length) throw new ReleaseRefusal(refusals.join('; '), 'refused', null, entry.version);
  }

  private conflict(name: string, expected: number, row: Row | undefined): ReleaseRefusal {
    return new ReleaseRefusal(
      `${name} changed since you read it (revision ${expected} → ${row?.revision ?? 0}${row ? ` by ${row.updated_by}` : ''}); re-run`,
      'conflict',
    );
  }

  /**
   * One change of one remote, in one transaction: read (on PostgreSQL, lock) the registry rows,
   * compare the remote's revision with the expected one, decide, write the row with revision + 1
   * only where the revision is still the one read, and append the history steps.
   */
  private async change(
    name: string,
    ctx: ChangeContext,
    decide: (row: Row | undefined, rows: Row[], tx: Transaction<Database>) => Promise<Decision> | Decision,
  ): Promise<ChangeResult> {
    if (!REMOTE_NAME.test(name)) throw new ReleaseRefusal(`"${name}" is not a remote name`, 'refused');
    const at = this.now();
    try {
      return await this.db.transaction().execute(async (tx) => {
        // PostgreSQL runs transactions side by side: lock the registry rows (always in name order,
        // so two changes never deadlock) for the route-ownership check. Changes to other remotes
        // wait a few milliseconds; none is refused. SQLite runs one write transaction at a time.
        const base = tx.selectFrom('release_remotes').selectAll().orderBy('name');
        const rows = isPostgres(tx) ? await base.forUpdate().execute() : await base.execute();
        const row = rows.find((r) => r.name === name);
        const current = row?.revision ?? 0;
        if (ctx.expectRevision !== undefined && ctx.expectRevision !== current) throw this.conflict(name, ctx.expectRevision, row);
        const d = await decide(row, rows, tx);
        const revision = current + 1;
        if (ctx.dryRun)
          throw new DryRunDone({
            remote: name,
            action: d.steps[d.steps.length - 1].action,
            from: d.from,
            to: d.to,
            revision,
            summary: d.summary,
          });
        const stamp = { revision, updated_at: at, updated_by: ctx.actor };
        if (row) {
          const res = await tx
            .updateTable('release_remotes')
            .set({ ...d.fields, ...stamp })
            .where('name', '=', name)
            .where('revision', '=', current)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) !== 1) {
            const now = await tx.selectFrom('release_remotes').selectAll().where('name', '=', name).executeTakeFirst();
            throw this.conflict(name, current, now);
          }
        } else {
          const { version, entry, routes } = d.fields;
          if (!version || !entry || routes === undefined)
            throw new ReleaseRefusal(`${name} has no live version yet: publish it first`, 'refused');
          await tx
            .insertInto('release_remotes')
            .values({
              name,
              version,
              entry,
              routes,
              canary_version: null,
              canary_entry: null,
              canary_routes: null,
              canary_percent: null,
              canary_since: null,
              ...d.fields,
              ...stamp,
            })
            .execute();
        }
        for (const s of d.steps) {
          await tx
            .insertInto('release_history')
            .values({
              remote: name,
              action: s.action,
              version: s.version,
              previous: s.previous,
              percent: s.percent ?? null,
              explicit: s.explicit ? 1 : 0,
              reason: s.reason ?? null,
              actor: ctx.actor,
              message: ctx.message ?? null,
              revision,
              at,
            })
            .execute();
        }
        return { remote: name, action: d.steps[d.steps.length - 1].action, from: d.from, to: d.to, revision, summary: d.summary };
      });
    } catch (err) {
      if (err instanceof DryRunDone) return err.result;
      if (isUniqueViolation(err))
        throw this.conflict(
          name,
          ctx.expectRevision ?? 0,
          await this.db.selectFrom('release_remotes').selectAll().where('name', '=', name).executeTakeFirst(),
        );
      throw err;
    } finally {
      if (!ctx.dryRun) this.cached = null;
    }
  }

  /** A hosted version goes live (the release API gated it first). */
  publish(name: string, version: string, ctx: ChangeContext): Promise<ChangeResult> {
    return this.change(name, ctx, (row, rows) => {
      if (row?.canary_version)
        throw new ReleaseRefusal(
          `${name} has a canary running (${row.canary_version}): promote or abort it first`,
          'refused',
          row.version,
          version,
        );
      if (row?.version === version) throw new ReleaseRefusal(`${name} ${version} is already live`, 'refused', version, version);
      const entry = this.entryOf(name, version);
      this.checkOwnership(name, entry, rows, ctx);
      const previous = row?.version ?? null;
      return {
        fields: { version, entry: entry.entry, routes: JSON.stringify(entry.routes) },
        steps: [{ action: 'publish', version, previous }],
        from: previous,
        to: version,
        summary: `published ${name} ${version}; live: ${previous ?? 'nothing'} → ${version}. Open pages switch on their next visit to a ${name} page.`,
      };
    });
  }

  /** A hosted version for a share of visitors; again with another share widens (or narrows) it. */
  canary(name: string, version: string, percent: number, ctx: ChangeContext): Promise<ChangeResult> {
    return this.change(name, ctx, (row, rows) => {
      if (!(percent > 0) || percent > 100)
        throw new ReleaseRefusal(`percent must be a number above 0 and at most 100, got "${percent}"`, 'refused');
      if (!row) throw new ReleaseRefusal(`${name} has no live version yet: publish it first`, 'refused', null, version);
      if (row.version === version)
        throw new ReleaseRefusal(`${name} ${version} is the live version already`, 'refused', row.version, version);
      if (row.canary_version && row.canary_version !== version)
        throw new ReleaseRefusal(
          `${name} has a canary of ${row.canary_version} running: promote or abort it first`,
          'refused',
          row.version,
          version,
        );
      const entry = this.entryOf(name, version);
      this.checkOwnership(name, entry, rows, ctx);
      return {
        fields: {
          canary_version: version,
          canary_entry: entry.entry,
          canary_routes: JSON.stringify(entry.routes),
          canary_percent: percent,
          canary_since: row.canary_since ?? this.now(),
        },
        steps: [{ action: 'canary', version, previous: row.version, percent }],
        from: row.version,
        to: version,
        summary: `canary ${name} ${version} for ${percent} % of visitors (sticky per visitor); the others keep ${row.version}.`,
      };
    });
  }

  /** The canary's version goes live for everyone. */
  promote(name: string, ctx: ChangeContext): Promise<ChangeResult> {
    return this.change(name, ctx, (row, rows) => {
      if (!row?.canary_version) throw new ReleaseRefusal(`${name} has no canary to promote`, 'refused', row?.version ?? null);
      const entry = this.entryOf(name, row.canary_version);
      this.checkOwnership(name, entry, rows, ctx);
      return {
        fields: { version: entry.version, entry: entry.entry, routes: JSON.stringify(entry.routes), ...NO_CANARY },
        steps: [{ action: 'promote', version: entry.version, previous: row.version, percent: row.canary_percent }],
        from: row.version,
        to: entry.version,
        summary: `promoted ${name} ${entry.version}: live for everyone (was ${row.version}); canary ended. Rollback: npm run release -- rollback ${name}`,
      };
    });
  }

  /** The canary ends; everyone keeps the live version. */
  abort(name: string, ctx: ChangeContext): Promise<ChangeResult> {
    return this.change(name, ctx, (row) => {
      if (!row?.canary_version) throw new ReleaseRefusal(`${name} has no canary to abort`, 'refused', row?.version ?? null);
      return {
        fields: NO_CANARY,
        steps: [{ action: 'abort', version: row.canary_version, previous: row.version }],
        from: row.canary_version,
        to: row.version,
        summary: `aborted the canary of ${name} ${row.canary_version}: every visitor gets ${row.version} again (${row.canary_version} stays hosted)`,
      };
    });
  }

  /** Back to the version live before (from the history), or to a named hosted version; ends a canary. */
  rollback(name: string, version: string | undefined, ctx: ChangeContext): Promise<ChangeResult> {
    return this.change(name, ctx, async (row, rows, tx) => {
      const current = row?.version ?? null;
      const explicit = Boolean(version);
      const target = version || rollbackTarget(await this.historyIn(tx, name), current);
      if (!target)
        throw new ReleaseRefusal(
          `${name}: the history has no version live before ${current ?? 'nothing'}; name one: rollback ${name} <version> (hosted: ${this.hostedVersions(name).join(', ') || 'none'})`,
          'refused',
          current,
        );
      if (target === current) throw new ReleaseRefusal(`${name} ${target} is already live`, 'refused', current, target);
      const entry = this.entryOf(name, target);
      this.checkOwnership(name, entry, rows, ctx);
      const steps: StepInput[] = [];
      if (row?.canary_version) steps.push({ action: 'abort', version: row.canary_version, previous: current, reason: 'rollback' });
      steps.push({ action: 'rollback', version: target, previous: current, explicit });
      return {
        fields: { version: target, entry: entry.entry, routes: JSON.stringify(entry.routes), ...NO_CANARY },
        steps,
        from: current,
        to: target,
        summary: `rolled back ${name}: live ${current ?? 'nothing'} → ${target} (nothing rebuilt)${row?.canary_version ? `; canary ${row.canary_version} ended` : ''}. Open pages switch on their next visit to a ${name} page.`,
      };
    });
  }

  /**
   * Brings RELEASE_DIR's remotes.json, canary.json and history.json (written by the release
   * command before the registry moved into the database) in, once: a remote already in the
   * database is left alone, so a later start changes nothing. Returns the remotes imported.
   */
  async importFiles(): Promise<string[]> {
    const read = (file: string): Record<string, unknown> => {
      try {
        const v: unknown = JSON.parse(fs.readFileSync(path.join(this.releaseDir, file), 'utf8'));
        return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    };
    const registry = read('remotes.json');
    if (Object.keys(registry).length === 0) return [];
    const canaries = read('canary.json');
    const history = read('history.json');
    const at = this.now();
    const imported: string[] = [];
    try {
      await this.db.transaction().execute(async (tx) => {
        const known = new Set((await tx.selectFrom('release_remotes').select('name').execute()).map((r) => r.name));
        for (const [name, value] of Object.entries(registry)) {
          const e = value as Partial<RegistryEntry>;
          if (
            known.has(name) ||
            !REMOTE_NAME.test(name) ||
            typeof e.version !== 'string' ||
            typeof e.entry !== 'string' ||
            !Array.isArray(e.routes)
          )
            continue;
          const c = canaries[name] as (Partial<RegistryEntry> & { percent?: number; since?: string }) | undefined;
          const canary =
            c && typeof c.version === 'string' && typeof c.entry === 'string' && Array.isArray(c.routes) && typeof c.percent === 'number'
              ? c
              : null;
          await tx
            .insertInto('release_remotes')
            .values({
              name,
              version: e.version,
              entry: e.entry,
              routes: JSON.stringify(e.routes),
              canary_version: canary?.version ?? null,
              canary_entry: canary?.entry ?? null,
              canary_routes: canary ? JSON.stringify(canary.routes) : null,
              canary_percent: canary?.percent ?? null,
              canary_since: canary ? Date.parse(canary.since ?? '') || at : null,
              revision: 1,
              updated_at: at,
              updated_by: 'import of remotes.json',
            })
            .execute();
          const steps = Array.isArray(history[name]) ? (history[name] as Record<string, unknown>[]) : [];
          for (const s of steps) {
            if (typeof s?.action !== 'string' || typeof s.version !== 'string') continue;
            await tx
              .insertInto('release_history')
              .values({
                remote: name,
                action: s.action,
                version: s.version,
                previous: typeof s.previous === 'string' ? s.previous : null,
                percent: typeof s.percent === 'number' ? s.percent : null,
                explicit: s.explicit === true ? 1 : 0,
                reason: typeof s.reason === 'string' ? s.reason : null,
                actor: typeof s.by === 'string' ? s.by : 'unknown',
                message: null,
                revision: 0,
                at: Date.parse(String(s.at)) || at,
              })
              .execute();
          }
          imported.push(name);
        }
      });
    } catch (err) {
      if (isUniqueViolation(err)) return []; // another instance imported them at the same moment
      throw err;
    } finally {
      this.cached = null;
    }
    return imported;
  }
}

const NO_CANARY: RowChange = { canary_version: null, canary_entry: null, canary_routes: null, canary_percent: null, canary_since: null };
