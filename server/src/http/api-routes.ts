// POST /api/:group/:name — one pipeline for every endpoint: find it, read the form, check the
// signature and its time, check the session when the endpoint is private, accept a state-changing
// signed request once, read the fields, run the handler, wrap the answer in an Envelope. Nothing
// reaches a handler before the signature is verified.
import type { ProviderRetCode } from '../i18n/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REQUEST_ID_MAX_LENGTH } from '@app/shared/constants';
import { RetCode, type EndpointPath } from '@app/shared/contracts';
import type { Kysely } from 'kysely';
import type { Variant } from '@app/shared/transport';
import type { ActiveSession, Sessions } from '../auth/sessions';
import type { Database } from '../db/schema';
import { contentLanguageOf, languageOfRequest, type ContentLanguage, type Language } from '../i18n/language';
import { withContentLanguage } from '../i18n/request-content';
import type { CallContext, EndpointTable } from './endpoint';
import { ApiFailure, failure, jsonOf, success, successJson } from './envelope';
import { readFormFields, readRequest, type FieldSchema } from './form-fields';
import { failpoint } from '../guards/failpoint';
import {
  answerAfter,
  IDEMPOTENT_PATHS,
  KeyAlreadyClaimed,
  knownKey,
  MONEY_PATHS,
  requestDigest,
  runKeyedCall,
  type KeyedCall,
  type KnownKey,
} from '../guards/idempotency';
import { acceptOnce, isOnceOnly, signedRequestId } from '../guards/signed-requests';
import { hasForbiddenControlCharacters } from './log-redaction';
import { hasValidSignature, isWithinWindow } from './verify-signature';

export interface ApiDependencies {
  endpoints: EndpointTable;
  sessions: Sessions;
  signSecrets: Record<Variant, string>;
  /** The domains' clock (DomainContext.now): read once per call into CallContext.now. */
  now: () => number;
  /** Where the idempotency keys of the money calls and the signed requests received are remembered. */
  db: Kysely<Database>;
  /** How far a signed call's `time` may be from `now`, either way (SIGNED_REQUEST_WINDOW_SECONDS). */
  signedRequestWindowMs: number;
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

function answer(reply: FastifyReply, status: number, retCode: ProviderRetCode, lang: Language | ContentLanguage) {
  return reply.code(status).send(failure(retCode, lang));
}

/** A key that was used before: its first answer, the in-flight refusal, or the refusal of another request under it. */
function answerKnown(reply: FastifyReply, known: KnownKey, lang: Language | ContentLanguage) {
  if (known.kind === 'answered') return reply.send(success(known.data, lang));
  return answer(reply, 200, known.kind === 'in-flight' ? RetCode.DO_NOT_SUBMIT_CONTINUOUSLY : RetCode.REQUEST_ID_REUSED, lang);
}

/** A field the endpoint does not read: `lang` is every call's. */
function undefinedField(fields: Record<string, string>, schema: object): string | undefined {
  return Object.keys(fields).find((name) => name !== 'lang' && !Object.hasOwn(schema, name));
}

export function registerApiRoutes(
  app: FastifyInstance,
  { endpoints, sessions, signSecrets, now: clock, db, signedRequestWindowMs }: ApiDependencies,
): void {
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
    // Out of the window: a replay, or a clock far off — `serverTime` lets a client correct its own.
    if (!isWithinWindow(request.headers, now, signedRequestWindowMs)) {
      const refusal = failure(RetCode.REQUEST_TIME_OUT_OF_WINDOW, content);
      return reply.code(401).send({ ...refusal, data: { serverTime: now } });
    }

    const token = tokenOf(request.headers.authorization);
    let session: ActiveSession | undefined;
    if (endpoint.auth) {
      if (!token) return answer(reply, 200, RetCode.NOT_LOGGED_IN, content);
      session = (await sessions.find(token, now)) ?? undefined;
      if (!session) return answer(reply, 200, RetCode.SESSION_EXPIRED, content);
    }

    if (MONEY_PATHS.has(path as EndpointPath)) {
      // What the signature does not cover (the call, the field names) the money calls pin down:
      // only their own fields, and a key that names something.
      if (undefinedField(fields, endpoint.fields) !== undefined) return answer(reply, 200, RetCode.INVALID_PARAMS, content);
      if (fields.requestId !== undefined && fields.requestId.trim() === '') return answer(reply, 200, RetCode.REQUEST_ID_BLANK, content);
    }

    // A state-changing signed request is accepted once while its time is in the window.
    if (isOnceOnly(path)) {
      const id = signedRequestId(token, String(request.headers.time), String(request.headers.sign));
      if (!(await acceptOnce(db, id, Number(request.headers.time) + signedRequestWindowMs)))
        return answer(reply, 200, RetCode.REQUEST_REPLAYED, content);
    }

    // A money call with an idempotency key: a replay gets the first answer, never a second run
    // (guards/idempotency.ts: the key is claimed and answered inside the call's money transaction).
    const key = session && IDEMPOTENT_PATHS.has(path as EndpointPath) ? (fields.requestId ?? '').trim() : '';
    if (key !== '' && session) {
      if (key.length > REQUEST_ID_MAX_LENGTH) return answer(reply, 200, RetCode.INVALID_PARAMS, content);
      const { userId } = session;
      let call: KeyedCall | undefined;
      try {
        const input = readRequest(endpoint.fields, fields);
        call = { userId, path, requestId: key, digest: requestDigest(path, input), now, claimedIn: null, answered: false };
        const known = await knownKey(db, call);
        if (known) return answerKnown(reply, known, content);
        const data = await runKeyedCall(call, () =>
          withContentLanguage(content, () => endpoint.handle(input, { lang, content, now, ip: request.ip, session })),
        );
        await answerAfter(db, call, data);
        await failpoint('committed');
        return reply.send(success(data, content));
      } catch (err) {
        // Another send of this key got there first (its transaction committed meanwhile), or this
        // one was refused while it did: the key's committed answer is the answer.
        if ((err instanceof KeyAlreadyClaimed || err instanceof ApiFailure) && call) {
          const known = await knownKey(db, call);
          if (known) return answerKnown(reply, known, content);
        }
        if (err instanceof KeyAlreadyClaimed) return answer(reply, 200, RetCode.DO_NOT_SUBMIT_CONTINUOUSLY, content);
        // Refused by a business rule: the claim rolled back with everything else; the key may be used again.
        if (err instanceof ApiFailure) return answer(reply, 200, err.retCode, content);
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
