// Banner images uploaded by staff (the staff API's content/uploadImage), served to everyone at
// /content-images/<sha256>.<ext>. The name is the hash of the bytes, so a URL never changes content:
// cached for a year like every content-hashed file. Unknown names answer 404.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CACHE_CONTROL } from '../constants';
import type { Database } from '../db/schema';

export const CONTENT_IMAGES_URL_PREFIX = '/content-images/';
const NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;
const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

export function registerContentImages(app: FastifyInstance, db: Kysely<Database>): void {
  app.get<{ Params: { name: string } }>(`${CONTENT_IMAGES_URL_PREFIX}:name`, async (request, reply) => {
    const match = NAME.exec(request.params.name);
    const row = match
      ? await db.selectFrom('content_images').select(['mime', 'data_base64']).where('id', '=', match[1]).executeTakeFirst()
      : undefined;
    if (!match || !row || EXTENSION[row.mime] !== match[2]) return reply.callNotFound();
    return reply
      .header('Cache-Control', CACHE_CONTROL.immutable)
      .header('X-Content-Type-Options', 'nosniff')
      .type(row.mime)
      .send(Buffer.from(row.data_base64, 'base64'));
  });
}
