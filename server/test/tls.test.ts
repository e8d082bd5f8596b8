// TLS_CERT_FILE + TLS_KEY_FILE: the provider serves HTTPS with HTTP/2, and still
// speaks HTTP/1.1 over TLS to clients that ask for it and to the quote socket's upgrade.
import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import WebSocket from 'ws';
import { RetCode, type SessionResponse } from '@app/shared/contracts';
import { DEMO_SECRETS, encodeForm, sign } from '@app/shared/transport';
import { DEMO_USER } from '../src/db/seed';
import { makeTempDir, removeDirs, startTestProvider, type TestProvider } from './helpers/test-provider';
import { selfSignedCertificate } from '@app/shared/testing/tls';

let server: TestProvider;
let origin: string;
let ca: Buffer;
const dirs: string[] = [];

beforeAll(async () => {
  const dir = makeTempDir('tls');
  dirs.push(dir);
  const { certFile, keyFile } = selfSignedCertificate(dir);
  ca = readFileSync(certFile);
  server = await startTestProvider({ env: { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } });
  origin = server.baseUrl.replace('http://', 'https://');
});
afterAll(async () => {
  await server.close();
  removeDirs(dirs);
});

/** One HTTP/2 request; resolves with the status, headers and body. */
function h2Request(
  headers: http2.OutgoingHttpHeaders,
  body?: string,
): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request(headers);
    let text = '';
    let responseHeaders: http2.IncomingHttpHeaders = {};
    stream.setEncoding('utf8');
    stream.on('response', (h) => {
      responseHeaders = h;
    });
    stream.on('data', (chunk: string) => {
      text += chunk;
    });
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body: text });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('HTTPS with HTTP/2', () => {
  it('serves the app page and answers a signed API call over HTTP/2', async () => {
    const page = await h2Request({ ':path': '/pages/market/list', ':method': 'GET' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');

    const fields = { account: DEMO_USER.account, password: DEMO_USER.password, lang: 'en_US' };
    const login = await h2Request(
      {
        ':path': '/api/user/login',
        ':method': 'POST',
        'content-type': 'application/x-www-form-urlencoded',
        authorization: '',
        time: String(Date.now()),
        sign: sign(fields, DEMO_SECRETS.main),
      },
      encodeForm(fields),
    );
    expect(login.status).toBe(200);
    const envelope = JSON.parse(login.body) as { retCode: number; data: SessionResponse };
    expect(envelope.retCode).toBe(RetCode.OK);
    expect(envelope.data.token).toEqual(expect.any(String));
  });

  it('still answers HTTP/1.1 over TLS', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      https
        .get(`${origin}/remotes.json`, { ca }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('opens the quote socket over TLS and checks its token', async () => {
    const socket = new WebSocket(`${origin.replace('https://', 'wss://')}/websocket/not-a-token`, { ca });
    const code = await new Promise<number>((resolve, reject) => {
      socket.on('close', (c) => resolve(c));
      socket.on('error', reject);
    });
    expect(code).toBe(4401);
  });

  it('refuses plain HTTP on the TLS port', async () => {
    await expect(fetch(`${server.baseUrl}/remotes.json`)).rejects.toThrow();
  });
});
