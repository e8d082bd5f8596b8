// common/uploadFile: multipart, signed over its non-file fields, token required; PNG, JPEG and
// WebP recognised by their bytes; a refused file stores nothing. Files served back at their URL.
import fs from 'node:fs';
import path from 'node:path';
import { RetCode, type Envelope, type SessionResponse, type UploadFileResponse } from '@app/shared/contracts';
import { UPLOAD } from '@app/shared/constants';
import { DEMO_SECRETS, sign } from '@app/shared/transport';
import { call, startTestProvider, uniqueEmail, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
let token: string;

beforeAll(async () => {
  server = await startTestProvider();
  const account = uniqueEmail('uploader');
  const registered = await call<SessionResponse>(server.baseUrl, 'user/register', {
    account,
    password: 'abc12345',
    confirmPassword: 'abc12345',
  });
  token = registered.body.data.token;
});
afterAll(() => server.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR fake png body')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF fake jpeg body')]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.from('fake webp body')]);

interface Part {
  name: string;
  value: string | { content: Buffer; filename: string; type?: string };
}

interface UploadOptions {
  token?: string;
  lang?: string;
  /** Non-file fields as sent (lang is added unless given); default { lang }. */
  fields?: Record<string, string>;
  /** Extra parts after the signed fields. */
  parts?: Part[];
  sign?: string;
  /** Parts placed before the signed fields. */
  leading?: Part[];
}

async function upload<T = UploadFileResponse>(options: UploadOptions): Promise<{ status: number; body: Envelope<T> }> {
  const fields = options.fields ?? { lang: options.lang ?? 'en_US' };
  const form = new FormData();
  const append = (part: Part) => {
    if (typeof part.value === 'string') form.append(part.name, part.value);
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.value.content)], { type: part.value.type ?? 'application/octet-stream' }),
        part.value.filename,
      );
  };
  for (const part of options.leading ?? []) append(part);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const part of options.parts ?? []) append(part);
  const response = await fetch(`${server.baseUrl}/api/common/uploadFile`, {
    method: 'POST',
    headers: { authorization: options.token ?? token, time: String(Date.now()), sign: options.sign ?? sign(fields, DEMO_SECRETS.main) },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const file = (content: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({
  name: UPLOAD.fileField,
  value: { content, filename, type },
});

function storedFiles(): string[] {
  const dir = path.join(server.dataDir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

async function uploadRows(): Promise<number> {
  const rows = await server.provider.db.selectFrom('uploads').select('id').execute();
  return rows.length;
}

describe('common/uploadFile', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
  ])('stores %s under a random name and serves it back privately', async (_kind, content, mime) => {
    // The client's name and type are ignored: only the bytes count.
    const { status, body } = await upload({ parts: [file(content, 'whatever.bin', 'application/octet-stream')] });
    expect(status).toBe(200);
    expect(body.retCode).toBe(RetCode.OK);
    expect(body.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.data.url).toBe(`/uploads/${body.data.id}`);

    const row = await server.provider.db.selectFrom('uploads').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime, size_bytes: content.length });
    expect(row.stored_name).toMatch(new RegExp(`^${body.data.id}\\.(png|jpg|webp)$`));
    expect(fs.readFileSync(path.join(server.dataDir, 'uploads', row.stored_name)).equals(content)).toBe(true);

    const served = await fetch(`${server.baseUrl}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(content)).toBe(true);
  });

  it('answers 404 for an unknown or malformed file id', async () => {
    expect((await fetch(`${server.baseUrl}/uploads/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/uploads/..%2Fapp.db`)).status).toBe(404);
  });

  describe('refuses, and stores nothing:', () => {
    let filesBefore: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      filesBefore = storedFiles();
      rowsBefore = await uploadRows();
    });
    afterEach(async () => {
      expect(storedFiles()).toEqual(filesBefore);
      expect(await uploadRows()).toBe(rowsBefore);
    });

    it.each([
      [
        'text renamed .png',
        Buffer.from('just some text, honestly'),
        RetCode.UPLOAD_NOT_IMAGE,
        'Only PNG, JPEG or WebP images can be uploaded',
      ],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        RetCode.UPLOAD_NOT_IMAGE,
        'Only PNG, JPEG or WebP images can be uploaded',
      ],
      ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00'), RetCode.UPLOAD_NOT_IMAGE, 'Only PNG, JPEG or WebP images can be uploaded'],
      ['an empty file', Buffer.alloc(0), RetCode.UPLOAD_EMPTY, 'Please choose an image to upload'],
    ])('%s', async (_case, content, retCode, message) => {
      const { status, body } = await upload({ parts: [file(content)] });
      expect(status).toBe(200);
      expect(body).toEqual({ retCode, message, data: null });
    });

    it('a file one byte over the limit', async () => {
      const big = Buffer.alloc(UPLOAD.maxBytes + 1, 0);
      PNG.copy(big);
      const { body } = await upload({ parts: [file(big)] });
      expect(body).toEqual({ retCode: RetCode.UPLOAD_TOO_LARGE, message: 'The image is too large (at most 5 MB)', data: null });
    });

    it('a body far over the limit, without reading it', async () => {
      const huge = Buffer.alloc(UPLOAD.maxBytes * 3, 0);
      PNG.copy(huge);
      const { body } = await upload({ parts: [file(huge)] });
      expect(body.retCode).toBe(RetCode.UPLOAD_TOO_LARGE);
    });

    it('a file of exactly the limit is accepted (then removed again by this test)', async () => {
      const exact = Buffer.alloc(UPLOAD.maxBytes, 0);
      PNG.copy(exact);
      const { body } = await upload({ parts: [file(exact)] });
      expect(body.retCode).toBe(RetCode.OK);
      // Undo, so the "stores nothing" check of this block still holds.
      const row = await server.provider.db.selectFrom('uploads').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
      fs.rmSync(path.join(server.dataDir, 'uploads', row.stored_name));
      await server.provider.db.deleteFrom('uploads').where('id', '=', row.id).execute();
    });

    it('two files', async () => {
      const { body } = await upload({ parts: [file(PNG), { name: 'second', value: { content: JPEG, filename: 'b.jpg' } }] });
      expect(body).toEqual({ retCode: RetCode.UPLOAD_ONE_FILE, message: 'Please upload one image at a time', data: null });
    });

    it('no file at all', async () => {
      const { body } = await upload({});
      expect(body.retCode).toBe(RetCode.UPLOAD_EMPTY);
    });

    it('a file under another part name', async () => {
      const { body } = await upload({ parts: [{ name: 'image', value: { content: PNG, filename: 'a.png' } }] });
      expect(body.retCode).toBe(RetCode.INVALID_PARAMS);
    });

    it('a field after the file (only signed fields before it count)', async () => {
      const { body } = await upload({ parts: [file(PNG), { name: 'note', value: 'late' }] });
      expect(body.retCode).toBe(RetCode.INVALID_PARAMS);
    });

    it('without a token', async () => {
      const { body } = await upload({ token: '', parts: [file(PNG)] });
      expect(body).toEqual({ retCode: RetCode.NOT_LOGGED_IN, message: 'Please log in first', data: null });
    });

    it('with an unknown token', async () => {
      const { body } = await upload({ token: 'f'.repeat(64), parts: [file(PNG)] });
      expect(body.retCode).toBe(RetCode.SESSION_EXPIRED);
    });

    it('with a wrong signature (HTTP 401)', async () => {
      const { status, body } = await upload({ sign: '0'.repeat(32), parts: [file(PNG)] });
      expect(status).toBe(401);
      expect(body.retCode).toBe(RetCode.BAD_SIGNATURE);
    });

    it('signed with the chat secret', async () => {
      const fields = { lang: 'en_US' };
      const { status } = await upload({ fields, sign: sign(fields, DEMO_SECRETS.chat), parts: [file(PNG)] });
      expect(status).toBe(401);
    });

    it('a form-encoded body', async () => {
      const { body } = await call(server.baseUrl, 'common/uploadFile', { file: 'not really' }, { token });
      expect(body).toEqual({ retCode: RetCode.UPLOAD_FAILED, message: 'Upload failed, please try again', data: null });
    });

    it('answers in Chinese for lang=zh_CN', async () => {
      const { body } = await upload({ lang: 'zh_CN', parts: [file(Buffer.from('text'))] });
      expect(body.message).toBe('只能上传PNG、JPEG或WebP格式的图片');
    });
  });

  it('limits uploads per user per day', async () => {
    const registered = await call<SessionResponse>(server.baseUrl, 'user/register', {
      account: uniqueEmail('busy'),
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    const busy = registered.body.data.token;
    const user = await server.provider.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', registered.body.data.user.account)
      .executeTakeFirstOrThrow();
    // Earlier uploads of the day, written directly (uploading 50 files would only be slower).
    await server.provider.db
      .insertInto('uploads')
      .values(
        Array.from({ length: UPLOAD.maxPerUserPerDay }, (_, i) => ({
          id: `busy${i}`,
          user_id: user.id,
          mime: 'image/png',
          size_bytes: 1,
          stored_name: `busy${i}.png`,
          created_at: Date.now() - 1000,
        })),
      )
      .execute();
    const { body } = await upload({ token: busy, parts: [file(PNG)] });
    expect(body).toEqual({ retCode: RetCode.UPLOAD_DAILY_LIMIT, message: 'Too many uploads today, please try again tomorrow', data: null });
  });
});
