// The staff console's hosting: on the staff listener only (`/` leads to /console/), under its own
// strict Content-Security-Policy (Trusted Types, blob: images only, no framing), the page never
// cached and carrying the staff signing secret, the script compiled for production and revalidated
// by ETag (gzip and brotli too), nothing else under its path; the customer listener answers 404 for
// every console path; and nothing of the console is in the customer app's sources or release.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { STAFF_CONSOLE_CSP } from '../src/staff/console/serve';
import { directives, expectStrictConsolePage, filesBelow } from './helpers/console-pages';
import { startStaffProvider } from './helpers/staff-fixtures';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..', '..');
/** A secret with every character an HTML attribute must escape, and a replacement pattern. */
const SECRET = `staff "secret" <&> 'quoted' $& $1`;

let server: Awaited<ReturnType<typeof startStaffProvider>>;
beforeAll(async () => {
  server = await startStaffProvider({ env: { STAFF_SIGN_SECRET: SECRET } });
});
afterAll(() => server.close());

const decodeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the staff console on the staff listener', () => {
  it('/ leads to /console/, and /console to /console/', async () => {
    const root = await fetch(`${server.staffUrl}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/console/');
    const bare = await fetch(`${server.staffUrl}/console`, { redirect: 'manual' });
    expect(bare.status).toBe(308);
    expect(bare.headers.get('location')).toBe('/console/');
  });

  it('serves its page under a strict CSP, never cached, never framed, with the signing secret in a meta tag', async () => {
    const response = await fetch(`${server.staffUrl}/console/`);
    const html = await expectStrictConsolePage(response, STAFF_CONSOLE_CSP);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(['blob:']);
    expect(csp.get('trusted-types')).toEqual(["'none'"]);
    expect([...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1])).toEqual(['fonts.css', 'console.css', 'console.js']);
    const meta = /<meta name="staff-sign-secret" content="([^"]*)">/.exec(html);
    expect(meta && decodeAttribute(meta[1])).toBe(SECRET);
  });

  it('serves its script compiled for production and its style, revalidated by ETag, compressed when asked', async () => {
    const script = await fetch(`${server.staffUrl}/console/console.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('no-cache');
    expect(script.headers.get('content-security-policy')).toBe(STAFF_CONSOLE_CSP);
    const code = await script.text();
    // One file: it parses (not run), imports nothing, calls the staff API, is minified and has no development build of React.
    // (Booleans, not the code: a failure would print the whole bundle.)
    expect(() => new Function(code)).not.toThrow();
    expect(/^\s*import\s/m.test(code)).toBe(false);
    expect(code.includes('/staff-api/')).toBe(true);
    expect(code.split('\n').length).toBeLessThan(50);
    expect(code.includes('Minified React error')).toBe(true);
    expect(/checkPropTypes|react-dom\.development/.test(code)).toBe(false);
    expect(code.includes(SECRET)).toBe(false);
    const etag = script.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await fetch(`${server.staffUrl}/console/console.js`, { headers: { 'if-none-match': etag! } })).status).toBe(304);

    // As the bytes travel (fetch would decode them): each encoding decodes to the same script.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const raw = await rawGet(`${server.staffUrl}/console/console.js`, encoding);
      expect(raw.headers['content-encoding']).toBe(encoding);
      expect(raw.headers.vary).toBe('Accept-Encoding');
      expect(decode(raw.body).toString('utf8')).toBe(code);
      expect(raw.body.length).toBeLessThan(code.length / 2);
    }

    const style = await fetch(`${server.staffUrl}/console/console.css`);
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(style.headers.get('cache-control')).toBe('no-cache');
    expect(style.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('serves Noto Sans SC for desktops without a CJK font: its rules pointing at fonts/, woff2 faces only, by name only', async () => {
    const css = await (await fetch(`${server.staffUrl}/console/fonts.css`)).text();
    const files = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(100);
    expect(files.every((f) => /^fonts\/noto-sans-sc-[a-z0-9-]+-(400|700)-normal\.woff2$/.test(f))).toBe(true);
    expect(css).toMatch(/unicode-range: U\+/);
    const face = await fetch(`${server.staffUrl}/console/${files[0]}`);
    expect(face.status).toBe(200);
    expect(face.headers.get('content-type')).toBe('font/woff2');
    expect(face.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(
      Buffer.from(await face.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
    for (const name of [
      files[0].replace('.woff2', '.woff'),
      'noto-sans-sc-4-300-normal.woff2',
      '..%2F400.css',
      '..%2F..%2Fpackage.json',
      'x.woff2',
    ])
      expect((await fetch(`${server.staffUrl}/console/fonts/${name}`)).status).toBe(404);
  });

  it('answers 404 for anything else under its path, and keeps the API answers uncached', async () => {
    for (const url of ['/console/index.html', '/console/main.tsx', '/console/serve.ts', '/console/pages/ReviewPage.tsx', '/console/x/y']) {
      const response = await fetch(`${server.staffUrl}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('staff-sign-secret');
    }
    const api = await fetch(`${server.staffUrl}/staff-api/staff/me`, { method: 'POST' });
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('content-security-policy')).toBeNull();
  });
});

describe('the customer listener', () => {
  it.each(['/console', '/console/', '/console/console.js', '/console/console.css', '/console/anything'])(
    'answers 404 for %s',
    async (url) => {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('<div id="root">');
      expect(body).not.toContain('staff-sign-secret');
    },
  );

  it('holds nothing of the console: no customer source imports it, no released file carries it', () => {
    const customerPackages = fs.readdirSync(ROOT).filter((d) => d === 'shell' || d.startsWith('mfe-'));
    const sources = customerPackages.flatMap((d) => filesBelow(path.join(ROOT, d, 'src'), (f) => /\.(ts|tsx|js|mjs)$/.test(f)));
    expect(sources.length).toBeGreaterThan(50);
    const naming = (list: string[], pattern: RegExp) => list.filter((f) => pattern.test(fs.readFileSync(f, 'utf8')));
    expect(naming(sources, /staff\/console|@app\/shared\/staff|staff-sign-secret/)).toEqual([]);
    const released = filesBelow(path.join(ROOT, 'releases'), (f) => /\.(js|html|css|json)$/.test(f));
    expect(naming(released, /staff-sign-secret|staff-console-token|\/staff-api\//)).toEqual([]);
  });
});

/** GET with Accept-Encoding, the body as it travelled (fetch would decode it). */
async function rawGet(url: string, encoding: string): Promise<{ headers: Record<string, string | undefined>; body: Buffer }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v])),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}
