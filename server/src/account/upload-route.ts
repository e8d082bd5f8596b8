// common/uploadFile (docs/product.md §7) and the files it stores. The one API call that is not a form body:
// multipart/form-data, parsed by @fastify/multipart registered in this plugin's scope only (the
// rest of the API keeps refusing every content type but forms).
//
// How an upload is signed and authorised (see UPLOAD_FILE_PATH in the shared contract): the
// non-file fields come first and are signed exactly like a form body with the main secret; the
// token is required. Both are checked when the file part begins, before a byte of it is read, with
// the `time` window and the once-only rule of every state-changing signed call.
// The file must be one PNG, JPEG or WebP image (judged by its bytes) of at most UPLOAD.maxBytes;
// anything refused stores nothing. Files are served back at /uploads/<id>: an unguessable
// capability URL (an <img> cannot send the token), private to the browser's cache — except an
// image submitted for a real-name check: from then on only a staff reviewer sees it, through the
// staff API (docs/back-office.md), and /uploads/<id> answers 404.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RetCode, UPLOAD_FILE_PATH, type RetCodeValue, type UploadFileResponse } from '@app/shared/contracts';
import { UPLOAD } from '@app/shared/constants';
import type { ActiveSession, Sessions } from '../auth/sessions';
import { FIELD_MAX_LENGTH } from '../constants';
import type { DomainContext } from '../domain-context';
import { failure, success } from '../http/envelope';
import { hasValidSignature, isWithinWindow } from '../http/verify-signature';
import { acceptOnce, signedRequestId } from '../guards/signed-requests';
import { languageOfRequest, type Language } from '../i18n/language';
import type { MultipartFile } from '@fastify/multipart';
import {
  endReservation,
  growReservation,
  renewReservation,
  reserveUpload,
  sweepReservations,
  type UploadLease,
} from '../guards/upload-quota';
import { EXTENSION_OF, sniffImage } from './image-kind';

export const UPLOADS_URL_PREFIX = '/uploads/';
const ID_SHAPE = /^[0-9a-f]{32}$/;
/** Room for the multipart boundaries, part headers and the small signed fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** An upload of unknown length reserves its bytes as they come, at most this much ahead of them. */
const GROW_AHEAD_MAX_BYTES = 1024 * 1024;

export interface UploadDependencies extends DomainContext {
  sessions: Sessions;
}

/** Thrown inside the part loop; answered with its retCode (HTTP status for protocol errors). */
class Refusal {
  constructor(
    readonly retCode: RetCodeValue,
    readonly status = 200,
    readonly data: unknown = null,
  ) {}
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

function tokenOf(header: string | undefined): string {
  return (header ?? '').replace(/^Bearer\s+/i, '').trim();
}

/** Errors of @fastify/multipart and busboy, in our retCodes. */
function refusalOfParserError(err: unknown): Refusal {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new Refusal(RetCode.UPLOAD_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return new Refusal(RetCode.UPLOAD_ONE_FILE);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    return new Refusal(RetCode.INVALID_PARAMS);
  return new Refusal(RetCode.UPLOAD_FAILED);
}

/**
 * Reads the rest of a refused request's body and throws it away, so the client (which may still
 * be sending it) reads the answer instead of a reset connection; at most `limit` bytes (the largest
 * body an upload may have), after which the connection is closed.
 */
function drainBody(request: FastifyRequest, reply: FastifyReply, limit: number): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) {
        reply.header('Connection', 'close');
        done();
      }
    };
    // The multipart parser lets go of the body: nobody else reads it any more.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

export async function registerUploadRoutes(app: FastifyInstance, deps: UploadDependencies): Promise<void> {
  const dir = uploadsDir(deps.config.dataDir);
  const limits = { maxPerDay: UPLOAD.maxPerUserPerDay, maxBytesPerDay: deps.config.guards.uploadBytesPerDay };
  const lease: UploadLease = { holder: deps.config.cluster.instanceId, leaseMs: deps.config.guards.uploadLeaseMs };
  // Slots of uploads that died with this provider's earlier process (kill -9, a stop that did not
  // wait for them). Without a cluster this provider is the only one on its database: all of them.
  const sole = deps.config.cluster.brokerUrl === null || deps.config.databaseUrl === null;
  const swept = await sweepReservations(deps.db, deps.now(), { holder: lease.holder, everyHolder: sole });
  if (swept > 0) app.log.info(`uploads: ${swept} reservation(s) of uploads that did not finish before this start released`);

  /**
   * The file's bytes, keeping its slot alive while they arrive: renewed every third of the lease,
   * and for an upload of unknown length grown ahead of the bytes (refused when the day is full).
   */
  const readFile = async (part: MultipartFile, userId: number, reservation: number, reserved: number): Promise<Buffer> => {
    const chunks: Buffer[] = [];
    let received = 0;
    let renewedAt = deps.now();
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      received += chunk.length;
      if (part.file.truncated) throw new Refusal(RetCode.UPLOAD_TOO_LARGE);
      const now = deps.now();
      if (received > reserved) {
        // Ahead of the bytes, as much again as arrived so far (up to 1 MiB): a few transactions
        // for a large file, and never more than twice its size held while it streams.
        const want = Math.min(UPLOAD.maxBytes, received + Math.min(received, GROW_AHEAD_MAX_BYTES));
        const grown = await growReservation(deps.db, userId, reservation, { need: received, want }, limits, now, lease);
        if (grown === 'full') throw new Refusal(RetCode.UPLOAD_DAILY_LIMIT);
        if (grown === 'lapsed') throw new Refusal(RetCode.UPLOAD_FAILED);
        reserved = grown;
        renewedAt = now;
      } else if (now - renewedAt >= lease.leaseMs / 3) {
        if (!(await renewReservation(deps.db, reservation, now, lease))) throw new Refusal(RetCode.UPLOAD_FAILED);
        renewedAt = now;
      }
    }
    if (part.file.truncated) throw new Refusal(RetCode.UPLOAD_TOO_LARGE);
    return Buffer.concat(chunks);
  };

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: {
        files: 1,
        fileSize: UPLOAD.maxBytes,
        fields: 16,
        fieldSize: FIELD_MAX_LENGTH,
        fieldNameSize: 64,
        parts: 20,
        headerPairs: 32,
      },
    });

    scope.post(`/api/${UPLOAD_FILE_PATH}`, async (request, reply) => {
      let lang: Language = 'en';
      const answer = async (refusal: Refusal) => {
        await drainBody(request, reply, UPLOAD.maxBytes + MULTIPART_OVERHEAD_BYTES);
        return reply.code(refusal.status).send({ ...failure(refusal.retCode, lang), data: refusal.data });
      };
      try {
        if (!request.isMultipart()) throw new Refusal(RetCode.UPLOAD_FAILED);
        const declared = Number(request.headers['content-length']);
        if (declared > UPLOAD.maxBytes + MULTIPART_OVERHEAD_BYTES) {
          // Not worth reading: say so and drop the connection rather than swallow the rest.
          reply.header('Connection', 'close');
          return reply.send(failure(RetCode.UPLOAD_TOO_LARGE, lang));
        }
        const fields: Record<string, string> = Object.create(null);
        let session: ActiveSession | null = null;
        let file: Buffer | null = null;
        let files = 0;
        /** The daily slot taken before the file's bytes are read; ended once the upload is stored or refused. */
        let reservation: number | null = null;
        try {
          const authorise = async () => {
            if (session) return session;
            if (!hasValidSignature(request.headers, fields, UPLOAD_FILE_PATH, deps.config.signSecrets))
              throw new Refusal(RetCode.BAD_SIGNATURE, 401);
            const now = deps.now();
            const windowMs = deps.config.guards.signedRequestWindowMs;
            if (!isWithinWindow(request.headers, now, windowMs))
              throw new Refusal(RetCode.REQUEST_TIME_OUT_OF_WINDOW, 401, { serverTime: now });
            const token = tokenOf(request.headers.authorization);
            if (!token) throw new Refusal(RetCode.NOT_LOGGED_IN);
            const found = await deps.sessions.find(token, now);
            if (!found) throw new Refusal(RetCode.SESSION_EXPIRED);
            const time = String(request.headers.time);
            if (!(await acceptOnce(deps.db, signedRequestId(token, time, String(request.headers.sign)), Number(time) + windowMs)))
              throw new Refusal(RetCode.REQUEST_REPLAYED);
            session = found;
            return session;
          };

          try {
            for await (const part of request.parts()) {
              if (part.type === 'field') {
                // Signed fields come before the file; a repeated, truncated or late one is malformed.
                if (
                  files > 0 ||
                  typeof part.value !== 'string' ||
                  part.valueTruncated ||
                  part.fieldnameTruncated ||
                  Object.hasOwn(fields, part.fieldname)
                ) {
                  throw new Refusal(RetCode.INVALID_PARAMS);
                }
                fields[part.fieldname] = part.value;
                if (part.fieldname === 'lang') lang = languageOfRequest(part.value);
                continue;
              }
              files += 1;
              if (files > 1) throw new Refusal(RetCode.UPLOAD_ONE_FILE);
              const { userId } = await authorise();
              if (part.fieldname !== UPLOAD.fileField) throw new Refusal(RetCode.INVALID_PARAMS);
              // At most the declared body, at most the largest file: the bytes this upload may add.
              // Without a declared length nothing yet: its bytes are reserved as they arrive, so it
              // counts like any other upload (not as the largest file).
              const bound = Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, UPLOAD.maxBytes) : 0;
              reservation = await reserveUpload(deps.db, userId, bound, limits, deps.now(), lease);
              if (reservation === null) throw new Refusal(RetCode.UPLOAD_DAILY_LIMIT);
              file = await readFile(part, userId, reservation, bound);
            }
          } catch (err) {
            throw err instanceof Refusal ? err : refusalOfParserError(err);
          }

          const { userId } = await authorise();
          if (!file || file.length === 0 || reservation === null) throw new Refusal(RetCode.UPLOAD_EMPTY);
          const mime = sniffImage(file);
          if (!mime) throw new Refusal(RetCode.UPLOAD_NOT_IMAGE);

          const stored = await store(deps, dir, userId, mime, file, reservation);
          return reply.send(success<UploadFileResponse>(stored, lang));
        } finally {
          if (reservation !== null) await endReservation(deps.db, reservation).catch(() => undefined);
        }
      } catch (err) {
        if (err instanceof Refusal) return answer(err);
        throw err;
      }
    });
  });

  app.get<{ Params: { id: string } }>(
    `${UPLOADS_URL_PREFIX}:id`,
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const { id } = request.params;
      if (!ID_SHAPE.test(id)) return reply.callNotFound();
      const row = await deps.db.selectFrom('uploads').select(['mime', 'stored_name', 'size_bytes']).where('id', '=', id).executeTakeFirst();
      if (!row) return reply.callNotFound();
      const identityImage = await deps.db
        .selectFrom('real_name_applications')
        .select('id')
        .where((eb) => eb.or([eb('front_upload_id', '=', id), eb('reverse_upload_id', '=', id)]))
        .executeTakeFirst();
      if (identityImage) return reply.callNotFound();
      let content: Buffer;
      try {
        content = await fs.readFile(path.join(dir, row.stored_name));
      } catch {
        return reply.callNotFound();
      }
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .type(row.mime)
        .send(content);
    },
  );
}

/** Writes the file under a random name, then its row (ending its reservation); a failed insert removes the file again. */
async function store(
  ctx: DomainContext,
  dir: string,
  userId: number,
  mime: keyof typeof EXTENSION_OF,
  content: Buffer,
  reservation: number,
): Promise<UploadFileResponse> {
  const id = randomBytes(16).toString('hex');
  const storedName = `${id}.${EXTENSION_OF[mime]}`;
  const file = path.join(dir, storedName);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(file, content, { flag: 'wx' });
  try {
    // The row replaces the upload's reservation in one transaction: the daily limits never count both.
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('uploads')
        .values({ id, user_id: userId, mime, size_bytes: content.length, stored_name: storedName, created_at: ctx.now() })
        .execute();
      await endReservation(trx, reservation);
    });
  } catch (err) {
    await fs.rm(file, { force: true });
    throw err;
  }
  return { id, url: `${UPLOADS_URL_PREFIX}${id}` };
}
