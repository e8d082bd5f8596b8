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
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

interface Asset {
  body: string;
  type: string;
  etag: string;
}

const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

async function compileScript(): Promise<Asset> {
  const result = await build({
    entryPoints: [path.join(SOURCE_DIR, 'console.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const body = result.outputFiles[0].text;
  return { body, type: 'text/javascript; charset=utf-8', etag: etagOf(body) };
}

async function readAsset(file: string, type: string): Promise<Asset> {
  const body = await readFile(path.join(SOURCE_DIR, file), 'utf8');
  return { body, type, etag: etagOf(body) };
}

/** Each asset read (or compiled) once; a failure is not kept, so the next request tries again. */
function once(load: () => Promise<Asset>): () => Promise<Asset> {
  let loaded: Promise<Asset> | null = null;
  return () => {
    loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    });
    return loaded;
  };
}

export async function registerReleaseConsole(app: FastifyInstance): Promise<void> {
  const page = once(() => readAsset('index.html', 'text/html; charset=utf-8'));
  const style = once(() => readAsset('console.css', 'text/css; charset=utf-8'));
  const script = once(compileScript);

  function send(request: FastifyRequest, reply: FastifyReply, asset: Asset, cacheControl: string) {
    reply.header('Cache-Control', cacheControl).type(asset.type);
    if (cacheControl === CONSOLE_CACHE.asset) {
      reply.header('ETag', asset.etag);
      if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    }
    return reply.send(asset.body);
  }

  await app.register(async (scope) => {
    // After the server's own onSend hooks (a child scope's hooks run after its parent's): this
    // page's policy replaces the customer pages' one.
    scope.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Content-Security-Policy', RELEASE_CONSOLE_CSP);
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Cross-Origin-Resource-Policy', 'same-origin');
      reply.header('X-Robots-Tag', 'noindex');
      return payload;
    });
    // Relative URLs in the page (console.css, console.js) need the trailing slash.
    scope.get('/release-console', async (_request, reply) => reply.redirect(RELEASE_CONSOLE_PATH, 308));
    scope.get(RELEASE_CONSOLE_PATH, async (request, reply) => send(request, reply, await page(), CONSOLE_CACHE.page));
    scope.get(`${RELEASE_CONSOLE_PATH}console.css`, async (request, reply) => send(request, reply, await style(), CONSOLE_CACHE.asset));
    scope.get(`${RELEASE_CONSOLE_PATH}console.js`, async (request, reply) => send(request, reply, await script(), CONSOLE_CACHE.asset));
    // Anything else under the console's path is not the customer app's page either.
    scope.get(`${RELEASE_CONSOLE_PATH}*`, async (_request, reply) =>
      reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found'),
    );
  });
}
