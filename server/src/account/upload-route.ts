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
// capability URL (an <img> cannot send the token), private to the browser's cache.
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
import { endReservation, reserveUpload } from '../guards/upload-quota';
import { EXTENSION_OF, sniffImage } from './image-kind';

export const UPLOADS_URL_PREFIX = '/uploads/';
const ID_SHAPE = /^[0-9a-f]{32}$/;
/** Room for the multipart boundaries, part headers and the small signed fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

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

export async function registerUploadRoutes(app: FastifyInstance, deps: UploadDependencies): Promise<void> {
  const dir = uploadsDir(deps.config.dataDir);

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
      const answer = (refusal: Refusal) => reply.code(refusal.status).send({ ...failure(refusal.retCode, lang), data: refusal.data });
      try {
        if (!request.isMultipart()) throw new Refusal(RetCode.UPLOAD_FAILED);
        const declared = Number(request.headers['content-length']);
        if (declared > UPLOAD.maxBytes + MULTIPART_OVERHEAD_BYTES) {
          // Not worth reading: say so and drop the connection rather than swallow the rest.
          reply.header('Connection', 'close');
          throw new Refusal(RetCode.UPLOAD_TOO_LARGE);
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
              const bound = Number.isSafeInteger(declared) && declared > 0 ? Math.min(declared, UPLOAD.maxBytes) : UPLOAD.maxBytes;
              reservation = await reserveUpload(
                deps.db,
                userId,
                bound,
                { maxPerDay: UPLOAD.maxPerUserPerDay, maxBytesPerDay: deps.config.guards.uploadBytesPerDay },
                deps.now(),
              );
              if (reservation === null) throw new Refusal(RetCode.UPLOAD_DAILY_LIMIT);
              file = await part.toBuffer();
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
