// Validation of what the content calls receive: texts in English and simplified Chinese (required)
// and Japanese (optional), banner links and images, uploaded images. A refusal names the field in
// the answer's `data` ({ field, max } or { code }) beside its retCode (2927–2939).
import { CONTENT_LIMITS, STAFF_DESK_RET_CODES as C, type ContentFieldProblem, type StaffDeskRetCodeValue } from '@app/shared/staff';
import { PATH } from '@app/shared/paths';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sniffImage, EXTENSION_OF, type ImageMime } from '../account/image-kind';
import { CONTENT_IMAGES_URL_PREFIX } from '../content/images';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { optionalText, requiredText, type FieldReader } from '../http/form-fields';

/** A refusal that says which field (or which product code) it is about. */
export class ContentFailure extends ApiFailure {
  constructor(
    retCode: StaffDeskRetCodeValue,
    readonly detail: ContentFieldProblem | null,
  ) {
    super(retCode);
  }
}

/** What a refusal's `data` carries: the field it is about, or null. */
export function detailOf(err: ApiFailure): ContentFieldProblem | null {
  return err instanceof ContentFailure ? err.detail : null;
}

const refuse = (retCode: StaffDeskRetCodeValue, detail: ContentFieldProblem | null = null): never => {
  throw new ContentFailure(retCode, detail);
};

/** Wire limit of a text field before its characters are counted (a code point is at most 4 bytes). */
export const wire = (chars: number) => chars * 4;
export const textField = (chars: number): FieldReader<string> => requiredText(wire(chars));
export const optionalTextField = (chars: number): FieldReader<string | undefined> => optionalText(wire(chars));

export interface TextRule {
  max: number;
  /** Titles and sources: no line break. */
  oneLine: boolean;
}

/** A text in the three stored languages: en and zh always, ja when staff wrote one. */
export interface Texts {
  en: string;
  zh: string;
  ja: string | null;
}

const chars = (text: string) => [...text].length;

function oneText(raw: string | undefined, field: string, rule: TextRule, required: boolean): string | null {
  const text = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if (text === '') return required ? refuse(C.CONTENT_TEXT_REQUIRED, { field }) : null;
  if (chars(text) > rule.max) refuse(C.CONTENT_TEXT_TOO_LONG, { field, max: rule.max });
  if (rule.oneLine && text.includes('\n')) refuse(C.CONTENT_TEXT_ONE_LINE, { field });
  return text;
}

/** `<name>En`, `<name>Zh` (required) and `<name>Ja` (optional) of a request, checked. */
export function texts(request: Record<string, unknown>, name: string, rule: TextRule): Texts {
  const raw = (suffix: string) => request[`${name}${suffix}`] as string | undefined;
  return {
    en: oneText(raw('En'), `${name}En`, rule, true)!,
    zh: oneText(raw('Zh'), `${name}Zh`, rule, true)!,
    ja: oneText(raw('Ja'), `${name}Ja`, rule, false),
  };
}

const PAGES = new Set<string>(Object.values(PATH));
const QUERY = /^[A-Za-z][A-Za-z0-9_]*=[A-Za-z0-9_.~%-]*(&[A-Za-z][A-Za-z0-9_]*=[A-Za-z0-9_.~%-]*)*$/;

/** '' (no link) or a page of the app's catalogue of links (PATH), with an optional plain query. */
export function checkLink(raw: string | undefined): string {
  const link = (raw ?? '').trim();
  if (link === '') return '';
  const at = link.indexOf('?');
  const page = at < 0 ? link : link.slice(0, at);
  const query = at < 0 ? null : link.slice(at + 1);
  if (chars(link) > CONTENT_LIMITS.link || !PAGES.has(page) || (query !== null && !QUERY.test(query)))
    refuse(C.CONTENT_LINK_INVALID, { field: 'link' });
  return link;
}

/** The banner images shipped with the server (server/static/banners), as banner `image` values. */
const BUILT_IN_DIR = path.resolve(__dirname, '..', '..', 'static', 'banners');
const BUILT_IN_PREFIX = '/static/banners/';

export async function builtInBannerImages(): Promise<string[]> {
  const names = await fs.readdir(BUILT_IN_DIR).catch(() => [] as string[]);
  return names
    .filter((n) => /^[A-Za-z0-9_-]+\.(svg|png|jpg|webp)$/.test(n))
    .sort()
    .map((n) => `${BUILT_IN_PREFIX}${n}`);
}

const UPLOADED = new RegExp(`^${CONTENT_IMAGES_URL_PREFIX}([0-9a-f]{64})\\.(png|jpg|webp)$`);

export const uploadedImageUrl = (id: string, mime: ImageMime) => `${CONTENT_IMAGES_URL_PREFIX}${id}.${EXTENSION_OF[mime]}`;

/** One of the built-in banner images or an image staff uploaded (content/uploadImage). */
export async function checkImage(db: Kysely<Database>, raw: string): Promise<string> {
  const image = raw.trim();
  if ((await builtInBannerImages()).includes(image)) return image;
  const match = UPLOADED.exec(image);
  if (match) {
    const row = await db.selectFrom('content_images').select('mime').where('id', '=', match[1]).executeTakeFirst();
    if (row && uploadedImageUrl(match[1], row.mime as ImageMime) === image) return image;
  }
  return refuse(C.CONTENT_IMAGE_INVALID, { field: 'image' });
}

/** base64 of PNG, JPEG or WebP bytes (a `data:` URL prefix is allowed), at most imageMaxBytes. */
export function decodeImage(raw: string): { bytes: Buffer; mime: ImageMime; id: string } {
  const text = raw.replace(/^data:image\/[a-z]+;base64,/, '').replace(/\s+/g, '');
  if (text === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0)
    return refuse(C.CONTENT_UPLOAD_INVALID, { field: 'base64' });
  const bytes = Buffer.from(text, 'base64');
  const mime = sniffImage(bytes);
  if (!mime || bytes.length > CONTENT_LIMITS.imageMaxBytes) return refuse(C.CONTENT_UPLOAD_INVALID, { field: 'base64' });
  return { bytes, mime, id: createHash('sha256').update(bytes).digest('hex') };
}

/** Product codes, comma-separated: each listed by the market (its own spelling), at most articleCodes. */
export function checkCodes(raw: string | undefined, listing: (code: string) => { code: string } | undefined): string[] {
  const given = (raw ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (given.length > CONTENT_LIMITS.articleCodes) refuse(C.CONTENT_TEXT_TOO_LONG, { field: 'codes', max: CONTENT_LIMITS.articleCodes });
  const codes: string[] = [];
  for (const code of given) {
    const known = listing(code)?.code ?? listing(code.toUpperCase())?.code;
    if (!known) return refuse(C.CONTENT_PRODUCT_UNKNOWN, { field: 'codes', code });
    if (!codes.includes(known)) codes.push(known);
  }
  return codes.sort();
}

export const refuseContent = refuse;
