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

/** One multipart upload to common/uploadFile whose file bytes arrive `delayMs` after its head. */
export function slowUpload(baseUrl: string, token: string, content: Buffer, delayMs: number): Promise<Envelope<unknown>> {
  const boundary = `----b${randomUUID()}`;
  const fields = { lang: 'en_US' };
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="lang"\r\n\r\nen_US\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${UPLOAD.fileField}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${baseUrl}/api/common/uploadFile`);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + content.length + tail.length,
          authorization: token,
          time: String(uploadTime()),
          sign: sign(fields, DEMO_SECRETS.main),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<unknown>));
      },
    );
    req.on('error', reject);
    req.write(Buffer.concat([head, content.subarray(0, 4)]));
    setTimeout(() => req.end(Buffer.concat([content.subarray(4), tail])), delayMs);
  });
}
