// The release console's hosting (/release-console/): its own Content-Security-Policy, stricter than
// the customer pages' (no inline script or style, no form submission, Trusted Types), a page that is
// never cached and a script and style revalidated by ETag, nothing else under its path; the
// customer pages keep their own policy and headers; and nothing of the console is in the customer
// app's sources or build.
import fs from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../src/http/security-headers';
import { RELEASE_CONSOLE_CSP } from '../src/release/console/serve';
import { directives, expectStrictConsolePage, filesBelow } from './helpers/console-pages';
import { startTestProvider, type TestProvider } from './helpers/test-provider';

const ROOT = path.resolve(__dirname, '..', '..');
/** Words only the console and the release tooling use: the customer app never names them. */
const CONSOLE_MARKERS = ['release-console', 'release-api', 'release/console'];

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

describe('the release console', () => {
  it('is served at /release-console/ with its own strict CSP, never cached, compressed or not', async () => {
    for (const encoding of ['identity', 'br', 'gzip']) {
      const response = await fetch(`${server.baseUrl}/release-console/`, { headers: { 'accept-encoding': encoding } });
      const html = await expectStrictConsolePage(response, RELEASE_CONSOLE_CSP);
      expect([...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1])).toEqual(['console.css', 'console.js']);
    }
  });

  it('/release-console leads to /release-console/ (the page loads its files relative to it)', async () => {
    const response = await fetch(`${server.baseUrl}/release-console`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/release-console/');
  });

  it('serves its script (compiled from console.ts) and style, revalidated by ETag', async () => {
    const script = await fetch(`${server.baseUrl}/release-console/console.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('no-cache');
    expect(script.headers.get('content-security-policy')).toBe(RELEASE_CONSOLE_CSP);
    const code = await script.text();
    // Plain JavaScript, one file: it parses (not run), imports nothing, and calls the release API.
    expect(() => new Function(code)).not.toThrow();
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).toContain('/release-api');
    const etag = script.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${server.baseUrl}/release-console/console.js`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    const style = await fetch(`${server.baseUrl}/release-console/console.css`);
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(style.headers.get('cache-control')).toBe('no-cache');
    expect(style.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('answers 404 for anything else under its path, not the customer page', async () => {
    for (const url of ['/release-console/index.html', '/release-console/console.ts', '/release-console/serve.ts', '/release-console/x/y']) {
      const response = await fetch(`${server.baseUrl}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });
});

describe('the customer app beside it', () => {
  it.each(['/', '/pages/market/list'])('%s keeps its own CSP and headers', async (url) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(html));
    expect(directives(response.headers.get('content-security-policy')).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toMatch(/^Accept-Language, Cookie\b/);
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    for (const header of ['cross-origin-opener-policy', 'cross-origin-resource-policy', 'x-robots-tag'])
      expect(response.headers.get(header)).toBeNull();
  });

  it('holds nothing of the console: not in its sources, not in its build', () => {
    const mentions = (list: string[]) =>
      list.filter((file) => {
        const text = fs.readFileSync(file, 'utf8');
        return CONSOLE_MARKERS.some((marker) => text.includes(marker));
      });
    const packages = ['shared', 'shell', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))];
    const sources = packages.flatMap((p) => filesBelow(path.join(ROOT, p, 'src'), (f) => /\.(tsx?|css|json)$/.test(f)));
    expect(sources.length).toBeGreaterThan(100);
    expect(mentions(sources)).toEqual([]);

    // The build as `npm run build` hosts it (the shell and every remote version), when there is one.
    const built = filesBelow(path.join(ROOT, 'releases', 'shell'), () => true).length > 0;
    if (!built) {
      console.log('release-console.test.ts: no build in releases/ (npm run build): the customer bundles were not read');
      return;
    }
    const bundles = ['shell', 'remotes'].flatMap((d) => filesBelow(path.join(ROOT, 'releases', d), (f) => /\.(js|css|html|json)$/.test(f)));
    expect(bundles.some((f) => f.endsWith('remoteEntry.js'))).toBe(true);
    expect(mentions(bundles)).toEqual([]);
  });
});
