// The staff listener: a Fastify instance of its own, on STAFF_PORT, that answers only
// POST /staff-api/<group>/<name> and the staff console's page (GET / and /console/, console/serve.ts). The same pipeline as the customer API (api-routes.ts): form
// body, signature and its `time` window, the once-only rule for signed requests, then the
// session — but the signature uses the staff secret (STAFF_SIGN_SECRET, never the app's), the
// token is a staff session's (staff_sessions, never a customer's), and each call names the roles
// that may make it. Every call is once-only: staff traffic is small and a replayed read of the
// audit or a queue is worth refusing too.
import type { ProviderRetCode } from '../i18n/messages';
import { STAFF_RET_CODES, type StaffRole } from '@app/shared/staff';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { RetCode } from '@app/shared/contracts';
import { sign, signaturesEqual } from '@app/shared/transport';
import { BODY_LIMIT_BYTES } from '../constants';
import { acceptOnce, signedRequestId } from '../guards/signed-requests';
import { ApiFailure, failure, success } from '../http/envelope';
import { hasForbiddenControlCharacters } from '../http/log-redaction';
import { readFormFields, readRequest, type FieldSchema, type FormFields } from '../http/form-fields';
import { isWithinWindow, type RequestHeaders } from '../http/verify-signature';
import { languageOfRequest, type Language } from '../i18n/language';
import { StaffSessions, type StaffSession } from './accounts';
import { registerStaffConsole, STAFF_CONSOLE_PATH } from './console/serve';
import { staffEndpoints, type StaffDependencies } from './endpoints';
import { operationsEndpoints, type OperationsDependencies } from './operations';
import { adminCredentialEndpoints } from './admin-credentials';
import { contentEndpoints } from './content';
import { detailOf } from './content-fields';
import { supportEndpoints } from './support';

export const STAFF_API_PREFIX = '/staff-api/';

export interface StaffCallContext {
  lang: Language;
  now: number;
  ip: string;
}

export interface StaffSignedInContext extends StaffCallContext {
  session: StaffSession;
}

/** Who may call: anyone with a valid signature (the login), any signed-in member, or these roles. */
export type Access = 'public' | 'signed-in' | readonly StaffRole[];

export interface StaffEndpoint<T, A = unknown> {
  access: Access;
  /** Allowed while the one-time password is still to be changed (the change itself, logout, me). */
  beforePasswordChange?: boolean;
  fields: FieldSchema<T>;
  /** Answers the call's `data` (StaffCalls in @app/shared/staff types it); throws ApiFailure for a refusal. */
  handle(request: T, context: StaffSignedInContext | StaffCallContext): Promise<A>;
}

const TIMESTAMP = /^\d{1,16}$/;

function hasValidStaffSignature(headers: RequestHeaders, fields: FormFields, secret: string): boolean {
  const given = headers.sign;
  const time = headers.time;
  if (typeof given !== 'string' || typeof time !== 'string' || !TIMESTAMP.test(time)) return false;
  return signaturesEqual(given.toLowerCase(), sign(fields, secret));
}

function tokenOf(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '').trim();
}

function answer(reply: FastifyReply, status: number, retCode: ProviderRetCode, lang: Language) {
  return reply.code(status).send(failure(retCode, lang));
}

/** Builds the staff listener's server (not listening yet). */
export async function buildStaffApp(
  deps: Omit<StaffDependencies, 'sessions'> & Omit<OperationsDependencies, 'db'>,
): Promise<FastifyInstance> {
  const { config } = deps;
  const sessions = new StaffSessions(deps.db, config.staff.sessionMs);
  const all = { ...deps, sessions };
  const endpoints = {
    ...staffEndpoints(all),
    ...supportEndpoints(all),
    ...contentEndpoints(all),
    ...operationsEndpoints(deps),
    ...adminCredentialEndpoints(deps),
  } as unknown as Record<string, StaffEndpoint<Record<string, unknown>>>;
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: BODY_LIMIT_BYTES, trustProxy: config.guards.trustProxy });
  app.removeAllContentTypeParsers();
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT_BYTES });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Every answer of the API is no-store; the console's script and style say their own (no-cache, ETag).
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');
  });
  app.setNotFoundHandler((_request, reply) => answer(reply, 404, RetCode.NOT_FOUND, 'en'));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return answer(reply, status, RetCode.INVALID_PARAMS, 'en');
    request.log.error({ err: error }, 'unexpected failure');
    return answer(reply, 500, RetCode.SERVER_ERROR, 'en');
  });

  app.post<{ Params: { group: string; name: string } }>(`${STAFF_API_PREFIX}:group/:name`, async (request, reply) => {
    const path = `${request.params.group}/${request.params.name}`;
    const fields = readFormFields(request.body);
    const lang = languageOfRequest(fields?.lang);
    const endpoint = Object.hasOwn(endpoints, path) ? endpoints[path] : undefined;
    if (!endpoint) return answer(reply, 404, RetCode.NOT_FOUND, lang);
    if (!fields) return answer(reply, 200, RetCode.INVALID_PARAMS, lang);
    if (hasForbiddenControlCharacters(fields)) return answer(reply, 200, RetCode.CONTROL_CHARACTERS, lang);
    // Only the call's own fields (and `lang`): the signature does not cover which call it was sent to.
    if (Object.keys(fields).some((name) => name !== 'lang' && !Object.hasOwn(endpoint.fields, name)))
      return answer(reply, 200, RetCode.INVALID_PARAMS, lang);
    if (!hasValidStaffSignature(request.headers, fields, config.staff.signSecret)) return answer(reply, 401, RetCode.BAD_SIGNATURE, lang);
    const now = deps.now();
    const windowMs = config.guards.signedRequestWindowMs;
    if (!isWithinWindow(request.headers, now, windowMs)) {
      return reply.code(401).send({ ...failure(RetCode.REQUEST_TIME_OUT_OF_WINDOW, lang), data: { serverTime: now } });
    }
    const token = tokenOf(request.headers.authorization);
    let session: StaffSession | undefined;
    if (endpoint.access !== 'public') {
      if (!token) return answer(reply, 200, RetCode.NOT_LOGGED_IN, lang);
      session = (await sessions.find(token, now)) ?? undefined;
      if (!session) return answer(reply, 200, RetCode.SESSION_EXPIRED, lang);
      if (session.member.mustChangePassword && !endpoint.beforePasswordChange)
        return answer(reply, 200, STAFF_RET_CODES.STAFF_PASSWORD_CHANGE_REQUIRED, lang);
      const access = endpoint.access;
      if (access !== 'signed-in' && !access.some((role) => session!.member.roles.includes(role)))
        return answer(reply, 200, STAFF_RET_CODES.STAFF_FORBIDDEN, lang);
    }
    const id = signedRequestId(`staff:${token}`, String(request.headers.time), String(request.headers.sign));
    if (!(await acceptOnce(deps.db, id, Number(request.headers.time) + windowMs)))
      return answer(reply, 200, RetCode.REQUEST_REPLAYED, lang);
    try {
      const input = readRequest(endpoint.fields, fields);
      const data = await endpoint.handle(input, { lang, now, ip: request.ip, session } as StaffSignedInContext);
      return reply.send(success(data, lang));
    } catch (err) {
      // A content refusal may say which field (data.field): docs/back-office.md "Content".
      if (err instanceof ApiFailure) return reply.send({ ...failure(err.retCode, lang), data: detailOf(err) });
      throw err;
    }
  });
  // The staff console's page, script and style (console/serve.ts): `/` and /console/.
  await registerStaffConsole(app, { signSecret: config.staff.signSecret });
  return app;
}

/**
 * On the customer listener: nothing of the staff API or the staff console, ever (a plain 404
 * envelope, never the customer app's page for an unknown path).
 */
export function refuseStaffPaths(app: FastifyInstance): void {
  const refuse = (_request: unknown, reply: FastifyReply) => answer(reply, 404, RetCode.NOT_FOUND, 'en');
  app.all('/staff-api', refuse);
  app.all(`${STAFF_API_PREFIX}*`, refuse);
  app.all(STAFF_CONSOLE_PATH.slice(0, -1), refuse);
  app.all(`${STAFF_CONSOLE_PATH}*`, refuse);
}
