// Static hosting: the server's own images under /static, and the released front end from
// RELEASE_DIR — shell/ (index.html and hashed assets), remotes/<name>/<version>/ (immutable
// remote builds); /remotes.json (the registry: the live version of each remote, per visitor with
// their canaries) comes from the release registry in the database (release/registry.ts). Paths
// without a file extension fall back to index.html, as history-mode routing needs.
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CONTROL } from '../constants';
import { shellCacheControl } from './cache-policy';
import type { HomeInlineData } from '@app/shared/constants';
import { createIndexPage, type IndexPageOptions } from './index-html';
import { newVisitorId, visitorCookie, visitorFromCookie, visitorRegistry } from './canary';
import type { RegistryView } from '../release/registry';
import { safeRelativePath } from './safe-path';

export interface HostingOptions {
  releaseDir: string;
  /** server/static */
  staticDir: string;
  /** Home's data inlined into index.html on Home (banners), or null. */
  homeData?: () => Promise<HomeInlineData | null>;
  /** The server's answer to a public call, inlined into a page that declares it (routes.json `data`). */
  publicAnswer?: IndexPageOptions['publicAnswer'];
  /** The live registry and its canaries (ReleaseRegistry.view: from the database, at most 500 ms old). */
  registry: () => Promise<RegistryView>;
  /** Told of every visitor given a registry while a canary runs (release/health.ts counts them); must not wait. */
  onVisitor?: (visitor: string, view: RegistryView) => void;
}

const NOT_BUILT = 'The app is not built yet: run npm run build';

/** First path segments that never fall back to index.html. */
const RESERVED_PREFIXES = new Set(['api', 'release-api', 'release-health', 'websocket', 'remotes', 'static']);

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

type WildcardRequest = FastifyRequest<{ Params: { '*': string } }>;

export async function registerStaticHosting(
  app: FastifyInstance,
  { releaseDir, staticDir, homeData = async () => null, publicAnswer, registry, onVisitor }: HostingOptions,
): Promise<void> {
  const shellDir = path.join(releaseDir, 'shell');
  const remotesDir = path.join(releaseDir, 'remotes');
  const indexPage = createIndexPage({ releaseDir, homeData, publicAnswer, registry });

  // preCompressed: the build writes file.js.br and file.js.gz beside file.js (webpack.common.js);
  // they are sent as they are when the browser accepts them, else @fastify/compress works live.
  await app.register(fastifyStatic, { root: staticDir, prefix: '/static/', maxAge: '1d', dotfiles: 'deny', preCompressed: true });

  // Existence is checked on every request rather than at start, so a build or release made while
  // the server runs is served without a restart.
  function sendFrom(reply: FastifyReply, root: string, relativePath: string, cacheControl: string) {
    reply.header('Cache-Control', cacheControl);
    reply.header('Vary', 'Accept-Encoding');
    return reply.sendFile(relativePath, root, { cacheControl: false });
  }

  /**
   * The visitor's id (canary.ts), from their cookie; a new visitor gets one with this answer, so
   * a canary places them in the same bucket on every later load.
   */
  function visitorOf(request: FastifyRequest, reply: FastifyReply): string {
    const known = visitorFromCookie(request.headers.cookie);
    if (known) return known;
    const id = newVisitorId();
    reply.header('Set-Cookie', visitorCookie(id, request.protocol === 'https'));
    return id;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    if (!(await isFile(path.join(shellDir, 'index.html')))) {
      return reply.code(503).header('Cache-Control', CACHE_CONTROL.noStore).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    const queryAt = request.url.indexOf('?');
    const visitor = visitorOf(request, reply);
    const html = await indexPage(pathname, request.headers['accept-language'], visitor, queryAt < 0 ? '' : request.url.slice(queryAt + 1));
    // The same view the page was written from (cached for 500 ms); counting waits for nothing.
    if (onVisitor)
      void registry().then(
        (view) => onVisitor(visitor, view),
        () => undefined,
      );
    // Home's first paint follows Accept-Language; the inline registry, the visitor (a canary).
    return reply
      .header('Cache-Control', CACHE_CONTROL.noStore)
      .header('Vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/remotes.json', async (request, reply) => {
    const { live, canaries } = await registry();
    if (Object.keys(live).length === 0) return reply.callNotFound();
    const visitor = visitorOf(request, reply);
    reply.header('Cache-Control', CACHE_CONTROL.noStore).type('application/json; charset=utf-8');
    if (Object.keys(canaries).length === 0) return reply.send(JSON.stringify(live));
    // A canary runs: this visitor's own registry.
    onVisitor?.(visitor, { live, canaries });
    return reply.header('Vary', 'Cookie').send(JSON.stringify(visitorRegistry(live, canaries, visitor)));
  });

  app.get('/remotes/*', async (request: WildcardRequest, reply) => {
    const relative = safeRelativePath(request.params['*']);
    // <name>/<version>/<file...>: a version folder's content never changes once released.
    if (!relative || relative.split('/').length < 3 || !(await isFile(path.join(remotesDir, relative)))) return reply.callNotFound();
    return sendFrom(reply, remotesDir, relative, CACHE_CONTROL.immutable);
  });

  app.get('/*', async (request: WildcardRequest, reply) => {
    const wildcard = request.params['*'];
    if (wildcard === '') return sendIndex(request, reply, '/');
    if (RESERVED_PREFIXES.has(wildcard.split('/')[0])) return reply.callNotFound();
    const relative = safeRelativePath(wildcard.replace(/\/$/, ''));
    if (!relative) return reply.callNotFound();
    if (await isFile(path.join(shellDir, relative))) return sendFrom(reply, shellDir, relative, shellCacheControl(relative));
    if (path.posix.extname(relative) !== '') return reply.callNotFound();
    return sendIndex(request, reply, `/${relative}`);
  });
}
