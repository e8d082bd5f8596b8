// POST /api/:group/:name — one pipeline for every endpoint: find it, read the form, check the
// signature, check the session when the endpoint is private, read the fields, run the handler,
// wrap the answer in an Envelope. Nothing reaches a handler before the signature is verified.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REQUEST_ID_MAX_LENGTH } from '@app/shared/constants';
import { RetCode, type EndpointPath, type RetCodeValue } from '@app/shared/contracts';
import type { Kysely } from 'kysely';
import type { Variant } from '@app/shared/transport';
import type { ActiveSession, Sessions } from '../auth/sessions';
import type { Database } from '../db/schema';
import { contentLanguageOf, languageOfRequest, type ContentLanguage, type Language } from '../i18n/language';
import { withContentLanguage } from '../i18n/request-content';
import type { CallContext, EndpointTable } from './endpoint';
import { ApiFailure, failure, jsonOf, success, successJson } from './envelope';
import { readFormFields, readRequest, type FieldSchema } from './form-fields';
import { claimRequest, IDEMPOTENT_PATHS, recordAnswer, releaseClaim } from '../guards/idempotency';
import { hasForbiddenControlCharacters } from './log-redaction';
import { hasValidSignature } from './verify-signature';

export interface ApiDependencies {
  endpoints: EndpointTable;
  sessions: Sessions;
  signSecrets: Record<Variant, string>;
  /** The domains' clock (DomainContext.now): read once per call into CallContext.now. */
  now: () => number;
  /** Where the idempotency keys of the money calls are remembered. */
  db: Kysely<Database>;
}

/** The table seen without its per-path types, for dispatch by a path known only at run time. */
interface AnyEndpoint {
  auth: boolean;
  fields: FieldSchema<Record<string, unknown>>;
  handle(request: unknown, context: CallContext & { session?: ActiveSession }): Promise<unknown>;
}

/** The Authorization header carries the raw token; a `Bearer ` prefix is tolerated. */
function tokenOf(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '').trim();
}

function answer(reply: FastifyReply, status: number, retCode: RetCodeValue, lang: Language | ContentLanguage) {
  return reply.code(status).send(failure(retCode, lang));
}

export function registerApiRoutes(app: FastifyInstance, { endpoints, sessions, signSecrets, now: clock, db }: ApiDependencies): void {
  const table = endpoints as unknown as Record<string, AnyEndpoint>;

  app.post<{ Params: { group: string; name: string } }>('/api/:group/:name', async (request, reply) => {
    const path = `${request.params.group}/${request.params.name}`;
    const fields = readFormFields(request.body);
    const lang = languageOfRequest(fields?.lang);
    const content = contentLanguageOf(request.headers['accept-language'], lang);

    const endpoint = Object.hasOwn(table, path) ? table[path] : undefined;
    if (!endpoint) return answer(reply, 404, RetCode.NOT_FOUND, content);
    if (!fields) return answer(reply, 200, RetCode.INVALID_PARAMS, content);
    // Terminal control characters are refused in every field (names and addresses: tab and line breaks too).
    if (hasForbiddenControlCharacters(fields)) return answer(reply, 200, RetCode.CONTROL_CHARACTERS, content);
    if (!hasValidSignature(request.headers, fields, path, signSecrets)) return answer(reply, 401, RetCode.BAD_SIGNATURE, content);

    const now = clock();
    let session: ActiveSession | undefined;
    if (endpoint.auth) {
      const token = tokenOf(request.headers.authorization);
      if (!token) return answer(reply, 200, RetCode.NOT_LOGGED_IN, content);
      session = (await sessions.find(token, now)) ?? undefined;
      if (!session) return answer(reply, 200, RetCode.SESSION_EXPIRED, content);
    }

    // A money call with an idempotency key: a replay gets the first answer, never a second run.
    const key = session && IDEMPOTENT_PATHS.has(path as EndpointPath) ? (fields.requestId ?? '').trim() : '';
    if (key !== '' && session) {
      if (key.length > REQUEST_ID_MAX_LENGTH) return answer(reply, 200, RetCode.INVALID_PARAMS, content);
      const claim = await claimRequest(db, session.userId, path, key, now);
      if (claim.kind === 'answered') return reply.send(success(claim.data, content));
      if (claim.kind === 'in-flight') return answer(reply, 200, RetCode.DO_NOT_SUBMIT_CONTINUOUSLY, content);
      try {
        const data = await withContentLanguage(content, () =>
          endpoint.handle(readRequest(endpoint.fields, fields), { lang, content, now, ip: request.ip, session }),
        );
        await recordAnswer(db, session.userId, path, key, data);
        return reply.send(success(data, content));
      } catch (err) {
        // Refused by a business rule: nothing moved, the key may be used again. Anything else keeps
        // the claim (the money may have moved): a replay is refused, never run twice.
        if (err instanceof ApiFailure) {
          await releaseClaim(db, session.userId, path, key);
          return answer(reply, 200, err.retCode, content);
        }
        throw err;
      }
    }

    try {
      const data = await withContentLanguage(content, () =>
        endpoint.handle(readRequest(endpoint.fields, fields), { lang, content, now, ip: request.ip, session }),
      );
      // A response that carries its own JSON (withJson: e.g. a cached product list page) is not serialised again.
      const json = jsonOf(data);
      if (json !== undefined) return reply.type('application/json; charset=utf-8').send(successJson(json, content));
      return reply.send(success(data, content));
    } catch (err) {
      if (err instanceof ApiFailure) return answer(reply, 200, err.retCode, content);
      throw err;
    }
  });
}
