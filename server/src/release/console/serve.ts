// The release console: a page for release managers at /release-console/, apart from the customer
// app (none of its code is in the shell's or a remote's bundles). Three files: index.html,
// console.css and console.js, which is console.ts (and what it imports) compiled by esbuild the
// first time it is asked for and kept in memory (esbuild is already what runs the server's own
// TypeScript through tsx). The page talks to the release API only (/release-api/…, bearer token).
//
// Its own Content-Security-Policy, stricter than the customer pages': nothing by default, scripts
// and styles from this origin only (no inline script, no inline style, no eval), calls to this
// origin, no form submission anywhere, no framing, and Trusted Types required, so no string can
// become HTML or script (the page builds its DOM with createElement and textContent). It replaces
// the one the server's security-headers hook computes for HTML.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { addConsoleHeaders, compileForBrowser, consoleAsset, consoleSender, notFound, once } from '../../http/console-assets';

export const RELEASE_CONSOLE_PATH = '/release-console/';

export const RELEASE_CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

/** The page is never cached (it holds nothing of its own); its script and style are revalidated by ETag, so a new server's code is used at once. */
export const CONSOLE_CACHE = { page: 'no-store', asset: 'no-cache' } as const;

const SOURCE_DIR = __dirname;

const readAsset = async (file: string, type: string) => consoleAsset(await readFile(path.join(SOURCE_DIR, file), 'utf8'), type);

export async function registerReleaseConsole(app: FastifyInstance): Promise<void> {
  const page = once(() => readAsset('index.html', 'text/html; charset=utf-8'));
  const style = once(() => readAsset('console.css', 'text/css; charset=utf-8'));
  const script = once(async () =>
    consoleAsset(await compileForBrowser(path.join(SOURCE_DIR, 'console.ts')), 'text/javascript; charset=utf-8'),
  );
  const send = consoleSender(CONSOLE_CACHE, { encodings: false });

  await app.register(async (scope) => {
    // After the server's own onSend hooks: this page's policy replaces the customer pages' one.
    addConsoleHeaders(scope, { 'Content-Security-Policy': RELEASE_CONSOLE_CSP, 'Referrer-Policy': 'no-referrer' });
    // Relative URLs in the page (console.css, console.js) need the trailing slash.
    scope.get('/release-console', async (_request, reply) => reply.redirect(RELEASE_CONSOLE_PATH, 308));
    scope.get(RELEASE_CONSOLE_PATH, async (request, reply) => send.page(request, reply, await page()));
    scope.get(`${RELEASE_CONSOLE_PATH}console.css`, async (request, reply) => send.asset(request, reply, await style()));
    scope.get(`${RELEASE_CONSOLE_PATH}console.js`, async (request, reply) => send.asset(request, reply, await script()));
    // Anything else under the console's path is not the customer app's page either.
    scope.get(`${RELEASE_CONSOLE_PATH}*`, async (_request, reply) => notFound(reply));
  });
}
