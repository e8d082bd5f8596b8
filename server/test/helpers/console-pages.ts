// What the tests of the back office's consoles (staff console, release console) check alike: a
// Content-Security-Policy read as its directives, a console page answered under its own strict
// policy with nothing inline for that policy to allow, and the files of a folder (to show that no
// customer source or build names a console).
import fs from 'node:fs';
import path from 'node:path';

/** A Content-Security-Policy header as directive → values. */
export function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/**
 * A console's page: HTML, never cached, under `csp` (nothing by default, scripts, styles and calls
 * to this origin only, no form submission, no framing, no base, Trusted Types), never framed, no
 * referrer; and nothing inline the policy would have to allow: the script by src, no style blocks
 * or attributes, no handlers. Returns the page's HTML.
 */
export async function expectStrictConsolePage(response: Response, csp: string): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-security-policy')).toBe(csp);
  const policy = directives(response.headers.get('content-security-policy'));
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  const html = await response.text();
  expect([...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1].trim())).toEqual(['type="module" src="console.js"']);
  expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  return html;
}

/** The files below `dir` that `keep` takes (none when there is no such folder), node_modules left out. */
export const filesBelow = (dir: string, keep: (file: string) => boolean): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .map((f) => path.join(dir, f))
        .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`) && fs.statSync(f).isFile() && keep(f))
    : [];
