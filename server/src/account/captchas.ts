// Picture captchas (docs/product.md §5 "picture captcha error"): valid 5 minutes, one try each (right or
// wrong), compared ignoring case. Only a hash of the answer is stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { RetCode } from '@app/shared/contracts';
import { CAPTCHA } from '@app/shared/constants';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { captchaDataUrl, drawCaptcha, randomAnswer } from './captcha-picture';

const MINUTE_MS = 60 * 1000;
const ID_SHAPE = /^[0-9a-f]{32}$/;

function hashAnswer(id: string, answer: string): string {
  return createHash('sha256').update(`${id}\n${answer.toUpperCase()}`).digest('hex');
}

export interface NewCaptcha {
  id: string;
  answer: string;
  image: string;
  expiresAt: number;
}

/** Stores a new captcha and draws it. No limit here: the endpoint asks `captchaLimitReached` first. */
export async function createCaptcha(db: Kysely<Database>, clientIp: string, now: number): Promise<NewCaptcha> {
  const id = randomBytes(16).toString('hex');
  const answer = randomAnswer();
  const expiresAt = now + CAPTCHA.validMs;
  await db
    .insertInto('captchas')
    .values({ id, answer_hash: hashAnswer(id, answer), client_ip: clientIp, created_at: now, expires_at: expiresAt, used_at: null })
    .execute();
  return { id, answer, image: captchaDataUrl(drawCaptcha(answer)), expiresAt };
}

export async function captchaLimitReached(db: Kysely<Database>, clientIp: string, now: number): Promise<boolean> {
  const { n } = await db
    .selectFrom('captchas')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_ip', '=', clientIp)
    .where('created_at', '>', now - MINUTE_MS)
    .executeTakeFirstOrThrow();
  return Number(n) >= CAPTCHA.maxPerIpPerMinute;
}

/** Uses up the captcha's one try; throws CAPTCHA_ERROR when it is unknown, expired, used or wrong. */
export async function useCaptcha(db: Kysely<Database>, id: string, answer: string, now: number): Promise<void> {
  if (!ID_SHAPE.test(id)) throw new ApiFailure(RetCode.CAPTCHA_ERROR);
  // Claimed first, atomically: two requests with the same captcha cannot both get a try.
  const claimed = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw new ApiFailure(RetCode.CAPTCHA_ERROR);
  const row = await db.selectFrom('captchas').select('answer_hash').where('id', '=', id).executeTakeFirstOrThrow();
  const given = Buffer.from(hashAnswer(id, answer.trim()));
  if (!timingSafeEqual(given, Buffer.from(row.answer_hash))) throw new ApiFailure(RetCode.CAPTCHA_ERROR);
}

/** Rows nobody can use any more; the send limits look back one hour, so codes are kept a day. */
export async function purgeEndedChecks(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('captchas')
    .where('expires_at', '<', now - MINUTE_MS)
    .execute();
  await db
    .deleteFrom('verify_codes')
    .where('created_at', '<', now - 24 * 60 * MINUTE_MS)
    .execute();
}
