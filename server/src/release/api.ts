// The release API, under /release-api/ (outside /api and its request signing): status, history,
// upload of a built version (upload.ts), publish, canary, promote, abort, rollback, and the health
// of running canaries (health.ts).
// Authenticated by bearer tokens (tokens.ts): a team's token acts on its own remote only, a release
// manager's on every remote. Every call, refused ones included, is written to release_audit: who
// (token id and name), what, which remote, from which version to which, the message, the outcome.
// Changes name the registry revision they read (`expectRevision`): a remote changed since is
// refused with 409 (registry.ts). publish, canary (also a new share of a running one) and promote
// run the gate on the hosted version first (gate/gate.ts) and are refused with 422 listing every
// refusal; rollback and abort are not gated. JSON in, JSON out; an upload is a gzipped tar in.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GateAnswer, ReleaseGate } from './gate/gate';
import { REMOTE_NAME, ReleaseRefusal, type ChangeContext, type ChangeResult, type ReleaseRegistry } from './registry';
import { authenticate, type ReleaseToken } from './tokens';
import { UploadRefusal, receiveVersion, type UploadLimits } from './upload';
import type { CanaryHealth } from './health';

export const RELEASE_API_PREFIX = '/release-api';

interface ChangeBody {
  version?: unknown;
  percent?: unknown;
  expectRevision?: unknown;
  message?: unknown;
}

type Action = 'publish' | 'canary' | 'promote' | 'abort' | 'rollback';
const ACTIONS: readonly Action[] = ['publish', 'canary', 'promote', 'abort', 'rollback'];

/** Calls that only read: recorded in the audit log when refused, not when answered. */
const READS = new Set(['status', 'history', 'audit', 'health']);

/** What an upload is sent as. */
const ARCHIVE_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

export interface ReleaseApiOptions {
  db: Kysely<Database>;
  registry: ReleaseRegistry;
  gate: ReleaseGate;
  releaseDir: string;
  uploadLimits: UploadLimits;
  /** The running canaries' health (GET /health); absent: answered 404. */
  health?: CanaryHealth;
  now: () => number;
}

/** The note the history and the audit log carry when a check of the gate is switched off on this provider. */
function gateNote(gate: GateAnswer): string | null {
  return gate.switchedOff.length ? `[gate: ${gate.switchedOff.join(' and ')} skipped]` : null;
}

export function registerReleaseApi(app: FastifyInstance, { db, registry, gate, releaseDir, uploadLimits, now, health }: ReleaseApiOptions) {
  return app.register(
    async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, body === '' ? {} : JSON.parse(String(body)));
        } catch {
          done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined);
        }
      });
      // Anything else (an upload's archive) reaches its handler as the unread request stream: the
      // upload reads it as it arrives, within its own limits, and any call is answered (and audited)
      // by its handler rather than refused by the framework.
      scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

      interface Audit {
        action: string;
        remote?: string | null;
        from?: string | null;
        to?: string | null;
        message?: string | null;
        token: ReleaseToken | null;
      }
      async function answer(
        reply: FastifyReply,
        status: number,
        body: Record<string, unknown>,
        audit: Audit,
        reason: string | null = null,
      ) {
        // A successful read changes nothing and an open release console reads four times every
        // 5 s: the log keeps every change and every refusal, not the reads that went through.
        if (status < 400 && READS.has(audit.action)) return reply.code(status).header('Cache-Control', 'no-store').send(body);
        await db
          .insertInto('release_audit')
          .values({
            at: now(),
            token_id: audit.token?.id ?? null,
            token_name: audit.token?.name ?? null,
            action: audit.action,
            remote: audit.remote ?? null,
            from_version: audit.from ?? null,
            to_version: audit.to ?? null,
            message: audit.message ?? null,
            outcome: status < 400 ? 'ok' : 'refused',
            status,
            reason,
          })
          .execute();
        return reply.code(status).header('Cache-Control', 'no-store').send(body);
      }
      const refuse = (reply: FastifyReply, status: number, error: string, audit: Audit) => answer(reply, status, { error }, audit, error);

      /** The caller's token, or the 401 already sent (and logged). */
      async function caller(request: FastifyRequest, reply: FastifyReply, audit: Omit<Audit, 'token'>): Promise<ReleaseToken | null> {
        const auth = await authenticate(db, request.headers.authorization, now());
        if ('refusal' in auth) {
          await refuse(reply.header('WWW-Authenticate', 'Bearer'), 401, auth.refusal, { ...audit, token: auth.token });
          return null;
        }
        return auth.token;
      }

      scope.get('/status', async (request, reply) => {
        const token = await caller(request, reply, { action: 'status' });
        if (!token) return reply;
        const remotes = (await registry.remotes()).map((r) => ({ ...r, hosted: registry.hostedVersions(r.name) }));
        return answer(
          reply,
          200,
          { token: { id: token.id, name: token.name, remote: token.remote }, remotes },
          { action: 'status', token },
        );
      });

      scope.get<{ Querystring: { remote?: string; limit?: string } }>('/history', async (request, reply) => {
        const remote = request.query.remote || undefined;
        const token = await caller(request, reply, { action: 'history', remote });
        if (!token) return reply;
        const limit = Math.min(Math.max(Number(request.query.limit) || 100, 1), 1000);
        return answer(reply, 200, { steps: await registry.history(remote, limit) }, { action: 'history', remote, token });
      });

      // Per remote and version while a canary runs: visitors, visitors with a failure, the rate (health.ts).
      scope.get('/health', async (request, reply) => {
        const token = await caller(request, reply, { action: 'health' });
        if (!token) return reply;
        if (!health) return refuse(reply, 404, 'canary health is not running on this provider', { action: 'health', token });
        return answer(reply, 200, { ...(await health.answer()) }, { action: 'health', token });
      });

      scope.get<{ Querystring: { limit?: string } }>('/audit', async (request, reply) => {
        const token = await caller(request, reply, { action: 'audit' });
        if (!token) return reply;
        if (token.remote !== null)
          return refuse(reply, 403, `token ${token.id} (${token.name}) is ${token.remote}'s: the audit log is the release manager's`, {
            action: 'audit',
            token,
          });
        const limit = Math.min(Math.max(Number(request.query.limit) || 100, 1), 1000);
        const rows = await db.selectFrom('release_audit').selectAll().orderBy('id', 'desc').limit(limit).execute();
        return answer(
          reply,
          200,
          { calls: rows.reverse().map((r) => ({ ...r, at: new Date(r.at).toISOString() })) },
          { action: 'audit', token },
        );
      });

      scope.put<{ Params: { remote: string; version: string } }>('/remotes/:remote/versions/:version', async (request, reply) => {
        const { remote, version } = request.params;
        const audit = { action: 'upload', remote: remote.slice(0, 32), to: version.slice(0, 64), message: null };
        // Every upload answer closes its connection: one refused before its body is read does not
        // leave the rest of a large body to be read for nothing.
        const close = () => reply.header('Connection', 'close');
        const token = await caller(request, close(), audit);
        if (!token) return reply;
        const who = { ...audit, token };
        if (!REMOTE_NAME.test(remote)) return refuse(close(), 400, `"${remote}" is not a remote name`, who);
        if (token.remote !== null && token.remote !== remote)
          return refuse(close(), 403, `token ${token.id} (${token.name}) may release ${token.remote} only, not ${remote}`, who);
        const type = String(request.headers['content-type'] ?? '')
          .split(';')[0]
          .trim()
          .toLowerCase();
        const body = request.body as Readable | undefined;
        if (!ARCHIVE_TYPES.includes(type) || !body || typeof body.pipe !== 'function')
          return refuse(
            close(),
            400,
            `send the build folder as a gzipped tar (Content-Type: application/gzip), not "${type || 'nothing'}"`,
            who,
          );
        const length = Number(request.headers['content-length']);
        try {
          const hosted = await receiveVersion(body, {
            releaseDir,
            remote,
            version,
            limits: uploadLimits,
            declaredBytes: Number.isFinite(length) ? length : undefined,
          });
          return await answer(
            reply.code(201),
            201,
            {
              ok: true,
              ...hosted,
              summary: `uploaded ${remote} ${version}: ${hosted.files} files, ${(hosted.bytes / 1024).toFixed(0)} KiB, hosted at /${hosted.folder}/ (not live: publish or canary it)`,
            },
            who,
          );
        } catch (err) {
          if (err instanceof UploadRefusal) return refuse(close(), err.status, err.message, who);
          request.log.error({ err }, 'an upload could not be stored');
          return refuse(close(), 500, `the upload could not be stored: ${(err as Error).message}`, who);
        }
      });

      scope.post<{ Params: { remote: string; action: string }; Body: ChangeBody | undefined }>(
        '/remotes/:remote/:action',
        async (request, reply) => {
          const { remote } = request.params;
          const action = ACTIONS.find((a) => a === request.params.action);
          const raw: unknown = request.body;
          const body: ChangeBody =
            typeof raw === 'object' && raw !== null && typeof (raw as { pipe?: unknown }).pipe !== 'function' ? raw : {};
          const message = typeof body.message === 'string' ? body.message.slice(0, 2000) : null;
          const version = typeof body.version === 'string' ? body.version : undefined;
          const audit = {
            action: action ?? String(request.params.action).slice(0, 16),
            remote: remote.slice(0, 32),
            to: version ?? null,
            message,
          };
          const token = await caller(request, reply, audit);
          if (!token) return reply;
          const who = { ...audit, token };
          if (!action) return refuse(reply, 404, `no release action "${request.params.action}": ${ACTIONS.join(' | ')}`, who);
          if (!REMOTE_NAME.test(remote)) return refuse(reply, 400, `"${remote}" is not a remote name`, who);
          if (token.remote !== null && token.remote !== remote)
            return refuse(reply, 403, `token ${token.id} (${token.name}) may release ${token.remote} only, not ${remote}`, who);
          if (body.expectRevision !== undefined && !Number.isInteger(body.expectRevision))
            return refuse(reply, 400, 'expectRevision must be the revision number read from status', who);
          const ctx: ChangeContext = {
            actor: `${token.name} (token ${token.id})`,
            message,
            expectRevision: body.expectRevision as number | undefined,
          };
          if ((action === 'publish' || action === 'canary') && !version)
            return refuse(reply, 400, `${action} needs the version to ${action}`, who);
          const percent = Number(body.percent);
          if (action === 'canary' && (!/^\d+(\.\d+)?$/.test(String(body.percent)) || !(percent > 0) || percent > 100))
            return refuse(reply, 400, `percent must be a number above 0 and at most 100, got "${String(body.percent)}"`, who);
          const change = (c: ChangeContext): Promise<ChangeResult> =>
            action === 'publish'
              ? registry.publish(remote, version!, c)
              : action === 'canary'
                ? registry.canary(remote, version!, percent, c)
                : action === 'promote'
                  ? registry.promote(remote, c)
                  : action === 'rollback'
                    ? registry.rollback(remote, version, c)
                    : registry.abort(remote, c);
          let result: ChangeResult;
          let gated: GateAnswer | null = null;
          try {
            if (action === 'publish' || action === 'canary' || action === 'promote') {
              // The step as it would go now (a canary running, a version not hosted, a revision
              // moved…): refused at once, before the gate takes its time. Route ownership is left to
              // the gate, which lists it with its other refusals (the change checks it again).
              const would = await change({ ...ctx, dryRun: true });
              // What the gate checks against: the registry now. The change below names the
              // revision read here, so a change made to this remote while the gate ran is refused.
              const states = await registry.remotes();
              const state = states.find((r) => r.name === remote);
              const candidate = action === 'promote' ? (state?.canary?.version ?? would.to) : version!;
              try {
                gated = await gate.run({
                  remote,
                  version: candidate,
                  action,
                  live: state?.live ?? null,
                  others: states.map((r) => ({ name: r.name, live: r.live, canary: r.canary })),
                });
              } catch (err) {
                request.log.error({ err }, 'the release gate failed');
                return await refuse(reply, 500, `the gate could not run: ${(err as Error).message}`, { ...who, to: candidate });
              }
              if (!gated.passed)
                return await answer(
                  reply,
                  422,
                  { error: gated.summary, refusals: gated.refusals, gate: gated },
                  { ...who, from: would.from, to: candidate },
                  gated.summary,
                );
              const note = gateNote(gated);
              if (note) {
                ctx.message = [message, note].filter(Boolean).join(' ');
                who.message = ctx.message;
              }
              result = await change({ ...ctx, expectRevision: ctx.expectRevision ?? state?.revision ?? 0 });
            } else result = await change(ctx);
          } catch (err) {
            if (!(err instanceof ReleaseRefusal)) throw err;
            return refuse(reply, err.kind === 'conflict' ? 409 : 422, err.message, { ...who, from: err.from, to: err.to ?? who.to });
          }
          return answer(
            reply,
            200,
            { ok: true, ...result, ...(gated ? { gate: gated } : {}) },
            { ...who, from: result.from, to: result.to },
          );
        },
      );
    },
    { prefix: RELEASE_API_PREFIX },
  );
}
