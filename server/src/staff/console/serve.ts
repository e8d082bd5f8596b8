// The staff console: the back office's web page, served by the staff listener only (STAFF_PORT,
// docs/back-office.md "The console"), never by the customer listener, and built from nothing the
// customer app bundles. Three files under /console/: index.html (with the staff signing secret in a
// meta tag: only staff reach this listener), console.css, and console.js, which is main.tsx (React,
// i18next and what they import) compiled by esbuild on the first request, minified for production,
// kept in memory with its gzip and brotli forms, and revalidated by ETag. `/` leads to /console/.
//
// Chinese text: the page prefers the desktop's own CJK fonts and falls back on Noto Sans SC, whose
// unicode-range subsets (@fontsource/noto-sans-sc, as the customer app ships it) are served from
// /console/fonts/ and fetched only for the characters a page draws: a desktop without a CJK font
// still shows Chinese.
//
// Its own Content-Security-Policy: nothing by default; scripts, styles, fonts and calls to this
// origin only (no inline script or style, no eval); images from blob: URLs only (the ID images the
// page makes from review/realnameImage answers); no form submission, no framing, and Trusted Types
// required, so no string can become HTML or script (React builds the DOM with createElement and
// text nodes; the console never uses dangerouslySetInnerHTML).
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  addConsoleHeaders,
  compileForBrowser,
  consoleAsset,
  consoleSender,
  notFound,
  once,
  type ConsoleAsset,
} from '../../http/console-assets';

export const STAFF_CONSOLE_PATH = '/console/';

export const STAFF_CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "font-src 'self'",
  'img-src blob:',
  "connect-src 'self'",
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

/** The page holds the signing secret and is never cached; its script and style are revalidated by ETag. */
export const STAFF_CONSOLE_CACHE = { page: 'no-store', asset: 'no-cache' } as const;

/** Where index.html takes the staff signing secret (a meta tag: nothing inline for the CSP to allow). */
const SECRET_PLACEHOLDER = '%STAFF_SIGN_SECRET%';

const SOURCE_DIR = __dirname;
/** Noto Sans SC's files, and the faces the console uses (regular and bold, woff2 only). */
const FONT_PACKAGE = '@fontsource/noto-sans-sc';
const FONT_WEIGHTS = [400, 700] as const;
const FONT_FILE = /^noto-sans-sc-[a-z0-9-]+-(?:400|700)-normal\.woff2$/;

/** console.js: main.tsx and everything it imports, one minified browser file (React in production mode). */
export async function compileConsoleScript(): Promise<string> {
  return compileForBrowser(path.join(SOURCE_DIR, 'main.tsx'), {
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
}

/** fonts.css: the package's @font-face rules for the console's weights, pointing at fonts/, woff2 only. */
async function fontFaces(): Promise<string> {
  const dir = await fontPackageDir();
  const parts = await Promise.all(FONT_WEIGHTS.map((weight) => readFile(path.join(dir, `${weight}.css`), 'utf8')));
  return parts
    .join('\n')
    .replace(/url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)(?:,\s*url\([^)]*\) format\('woff'\))?/g, "url(fonts/$1) format('woff2')");
}

/**
 * The font package's folder, found as Node finds a package (node_modules here or in a parent
 * folder). Not require.resolve: the package exports only its CSS and files, not a folder.
 */
async function fontPackageDir(): Promise<string> {
  for (let dir = SOURCE_DIR; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', FONT_PACKAGE);
    try {
      await access(path.join(candidate, '400.css'));
      return candidate;
    } catch {
      if (path.dirname(dir) === dir) throw new Error(`${FONT_PACKAGE} is not installed`);
    }
  }
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');

/** The console's routes on the staff listener. `signSecret`: STAFF_SIGN_SECRET, written into the page. */
export async function registerStaffConsole(app: FastifyInstance, { signSecret }: { signSecret: string }): Promise<void> {
  const page = once(async () => {
    const html = await readFile(path.join(SOURCE_DIR, 'index.html'), 'utf8');
    if (!html.includes(SECRET_PLACEHOLDER)) throw new Error(`index.html has no ${SECRET_PLACEHOLDER}`);
    // A function, so a `$` in the secret is not read as a replacement pattern.
    return consoleAsset(
      html.replace(SECRET_PLACEHOLDER, () => escapeAttribute(signSecret)),
      'text/html; charset=utf-8',
    );
  });
  const style = once(async () =>
    consoleAsset(await readFile(path.join(SOURCE_DIR, 'console.css'), 'utf8'), 'text/css; charset=utf-8', { compress: true }),
  );
  const script = once(async () => consoleAsset(await compileConsoleScript(), 'text/javascript; charset=utf-8', { compress: true }));
  const fonts = once(async () => consoleAsset(await fontFaces(), 'text/css; charset=utf-8', { compress: true }));
  /** Font files read once each (a page fetches a few of the subsets: those of the characters it draws). */
  const fontFiles = new Map<string, Promise<ConsoleAsset>>();
  const fontFile = (name: string) => {
    let loaded = fontFiles.get(name);
    if (!loaded) {
      loaded = fontPackageDir()
        .then((dir) => readFile(path.join(dir, 'files', name)))
        .then((body) => consoleAsset(body, 'font/woff2'));
      loaded.catch(() => fontFiles.delete(name));
      fontFiles.set(name, loaded);
    }
    return loaded;
  };

  const send = consoleSender(STAFF_CONSOLE_CACHE, { encodings: true });

  await app.register(async (scope) => {
    addConsoleHeaders(scope, { 'Content-Security-Policy': STAFF_CONSOLE_CSP, 'X-Frame-Options': 'DENY' });
    scope.get('/', async (_request, reply) => reply.redirect(STAFF_CONSOLE_PATH, 302));
    // Relative URLs in the page (console.css, console.js) need the trailing slash.
    scope.get('/console', async (_request, reply) => reply.redirect(STAFF_CONSOLE_PATH, 308));
    scope.get(STAFF_CONSOLE_PATH, async (request, reply) => send.page(request, reply, await page()));
    scope.get(`${STAFF_CONSOLE_PATH}console.css`, async (request, reply) => send.asset(request, reply, await style()));
    scope.get(`${STAFF_CONSOLE_PATH}console.js`, async (request, reply) => send.asset(request, reply, await script()));
    scope.get(`${STAFF_CONSOLE_PATH}fonts.css`, async (request, reply) => send.asset(request, reply, await fonts()));
    scope.get<{ Params: { file: string } }>(`${STAFF_CONSOLE_PATH}fonts/:file`, async (request, reply) => {
      // Only the package's woff2 faces of the console's weights: the name is checked, never a path.
      if (!FONT_FILE.test(request.params.file)) return notFound(reply);
      let file: ConsoleAsset;
      try {
        file = await fontFile(request.params.file);
      } catch {
        return notFound(reply);
      }
      return send.asset(request, reply, file);
    });
    scope.get(`${STAFF_CONSOLE_PATH}*`, async (_request, reply) => notFound(reply));
  });
}
