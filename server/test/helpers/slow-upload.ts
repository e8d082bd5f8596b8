// A slow client's upload, for the upload-limit tests and the outside attack script
// (server/bench/attack.ts): the multipart head goes at once, the file's bytes `delayMs` later.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Envelope } from '@app/shared/contracts';
import { UPLOAD } from '@app/shared/constants';
import { DEMO_SECRETS, sign } from '@app/shared/transport';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** `size` bytes that the server's image check takes for a PNG. */
export const png = (size: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(size - PNG_HEAD.length, 7)]);

let lastTime = 0;
/** After the previous upload's: two uploads with the same fields are two signed requests (each is accepted once). */
function uploadTime(): number {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return lastTime;
}

export interface UploadOptions {
  /** No Content-Length: the body goes chunked, its length unknown to the server until it ends. */
  chunked?: boolean;
}

/** A started upload whose file bytes are held back until `finish` (or never: `abort`). */
export interface HeldUpload {
  answer: Promise<Envelope<unknown>>;
  finish(): void;
  abort(): void;
}

/** One multipart upload to common/uploadFile: its head and the file's first 4 bytes go at once, the rest when `finish` is called. */
export function heldUpload(baseUrl: string, token: string, content: Buffer, options: UploadOptions = {}): HeldUpload {
  const boundary = `----b${randomUUID()}`;
  const fields = { lang: 'en_US' };
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="lang"\r\n\r\nen_US\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD.fileField}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${baseUrl}/api/common/uploadFile`);
  const headers: http.OutgoingHttpHeaders = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    authorization: token,
    time: String(uploadTime()),
    sign: sign(fields, DEMO_SECRETS.main),
  };
  if (!options.chunked) headers['content-length'] = head.length + content.length + tail.length;
  let req!: http.ClientRequest;
  const answer = new Promise<Envelope<unknown>>((resolve, reject) => {
    req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<unknown>);
        } catch (err) {
          reject(err as Error);
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(Buffer.concat([head, content.subarray(0, 4)]));
  return {
    answer,
    finish: () => req.end(Buffer.concat([content.subarray(4), tail])),
    abort: () => req.destroy(),
  };
}

/** One multipart upload to common/uploadFile whose file bytes arrive `delayMs` after its head. */
export function slowUpload(
  baseUrl: string,
  token: string,
  content: Buffer,
  delayMs: number,
  options: UploadOptions = {},
): Promise<Envelope<unknown>> {
  const upload = heldUpload(baseUrl, token, content, options);
  setTimeout(upload.finish, delayMs);
  return upload.answer;
}
