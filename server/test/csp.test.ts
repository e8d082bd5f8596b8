// A strict Content-Security-Policy on the app's HTML, with the hashes of the
// inline scripts of the index.html actually sent (compressed or not).
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from '../src/http/security-headers';
import { startTestProvider, type TestProvider } from './helpers/test-provider';

let server: TestProvider;
beforeAll(async () => {
  server = await startTestProvider();
});
afterAll(() => server.close());

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('Content-Security-Policy', () => {
  it.each(['/', '/pages/home/index', '/pages/market/list'])(
    '%s: scripts from self plus the hashes of its inline scripts, nothing inline else',
    async (url) => {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const response = await fetch(`${server.baseUrl}${url}`, { headers: { 'accept-encoding': encoding } });
        const html = await response.text();
        const csp = directives(response.headers.get('content-security-policy'));
        const scripts = csp.get('script-src') ?? [];
        expect(scripts[0]).toBe("'self'");
        expect(scripts).not.toContain("'unsafe-inline'");
        expect(scripts).not.toContain("'unsafe-eval'");
        expect(csp.get('script-src-attr')).toEqual(["'none'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('base-uri')).toEqual(["'none'"]);
        // Every executable inline script of the page as sent is allowed by its hash, and only those.
        const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
          sha(m[1]),
        );
        expect(scripts.slice(1).sort()).toEqual([...new Set(inline)].sort());
      }
    },
  );

  it('hashes executable inline scripts only', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/json" id="d">{"x":1}</script><div onclick="c()"></div>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    expect(contentSecurityPolicy(html)).toContain(`script-src 'self' ${sha('a()')} ${sha('b()')};`);
  });

  it('sends no CSP with the API answers (JSON) but the HTML only', async () => {
    const response = await fetch(`${server.baseUrl}/api/common/checkUpdate`, { method: 'POST' });
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});
