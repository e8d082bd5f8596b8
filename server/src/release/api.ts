// The release API, under /release-api/ (outside /api and its request signing): status, history,
// publish (of a version folder already hosted in RELEASE_DIR), canary, promote, abort, rollback.
// Authenticated by bearer tokens (tokens.ts): a team's token acts on its own remote only, a release
// manager's on every remote. Every call, refused ones included, is written to release_audit: who
// (token id and name), what, which remote, from which version to which, the message, the outcome.
// Changes name the registry revision they read (`expectRevision`): a remote changed since is
// refused with 409 (registry.ts). JSON in, JSON out.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { REMOTE_NAME, ReleaseRefusal, type ChangeContext, type ChangeResult, type ReleaseRegistry } from './registry';
import { authenticate, type ReleaseToken } from './tokens';

export const RELEASE_API_PREFIX = '/release-api';

interface ChangeBody {
  version?: unknown;
  percent?: unknown;
  expectRevision?: unknown;
  message?: unknown;
}

type Action = 'publish' | 'canary' | 'promote' | 'abort' | 'rollback';
const ACTIONS: readonly Action[] = ['publish', 'canary', 'promote', 'abort', 'rollback'];

export function registerReleaseApi(
  app: FastifyInstance,
  { db, registry, now }: { db: Kysely<Database>; registry: ReleaseRegistry; now: () => number },
) {
  return app.register(
    async (scope) => {
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, body === '' ? {} : JSON.parse(String(body)));
        } catch {
          done(Object.assign(new Error('the body is not JSON'), { statusCode: 400 }), undefined);
        }
      });

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

      scope.post<{ Params: { remote: string; action: string }; Body: ChangeBody | undefined }>(
        '/remotes/:remote/:action',
        async (request, reply) => {
          const { remote } = request.params;
          const action = ACTIONS.find((a) => a === request.params.action);
          const body: ChangeBody = typeof request.body === 'object' && request.body !== null ? request.body : {};
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
          let result: ChangeResult;
          try {
            if (action === 'publish' || action === 'canary') {
              if (!version) return await refuse(reply, 400, `${action} needs the version to ${action}`, who);
              if (action === 'publish') result = await registry.publish(remote, version, ctx);
              else {
                const percent = Number(body.percent);
                if (!/^\d+(\.\d+)?$/.test(String(body.percent)) || !(percent > 0) || percent > 100)
                  return await refuse(reply, 400, `percent must be a number above 0 and at most 100, got "${String(body.percent)}"`, who);
                result = await registry.canary(remote, version, percent, ctx);
              }
            } else if (action === 'rollback') result = await registry.rollback(remote, version, ctx);
            else if (action === 'promote') result = await registry.promote(remote, ctx);
            else result = await registry.abort(remote, ctx);
          } catch (err) {
            if (!(err instanceof ReleaseRefusal)) throw err;
            return refuse(reply, err.kind === 'conflict' ? 409 : 422, err.message, { ...who, from: err.from, to: err.to ?? who.to });
          }
          return answer(reply, 200, { ok: true, ...result }, { ...who, from: result.from, to: result.to });
        },
      );
    },
    { prefix: RELEASE_API_PREFIX },
  );
}
