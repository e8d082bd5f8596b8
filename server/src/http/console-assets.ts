// How the back office's consoles (the staff console on the staff listener, the release console at
// /release-console/) serve their few files: each read or compiled by esbuild once, on its first
// request, and kept in memory with an ETag (and, where a console asks, its gzip and brotli forms);
// a page sent with its own Cache-Control, a script or style revalidated by ETag (304 when the
// browser's copy is current); and each console's own headers (its Content-Security-Policy first)
// on every answer under its path. What a console serves, at which paths and under which policy
// stays in its own serve.ts.
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type BuildOptions } from 'esbuild';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ConsoleAsset {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** A file as served: its bytes, type and ETag; with `compress`, its gzip and brotli forms too. */
export function consoleAsset(content: string | Buffer, type: string, { compress = false }: { compress?: boolean } = {}): ConsoleAsset {
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return {
    body,
    type,
    etag: etagOf(body),
    ...(compress ? { gzip: gzipSync(body, { level: 9 }), br: brotliCompressSync(body) } : {}),
  };
}

/** Each asset read (or compiled) once; a failure is not kept, so the next request tries again. */
export function once(load: () => Promise<ConsoleAsset>): () => Promise<ConsoleAsset> {
  let loaded: Promise<ConsoleAsset> | null = null;
  return () => {
    loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    });
    return loaded;
  };
}

/** One browser file: `entry` and everything it imports, bundled as an ES module; `options` adds a console's own (JSX, minifying…). */
export async function compileForBrowser(entry: string, options: Pick<BuildOptions, 'jsx' | 'minify' | 'define'> = {}): Promise<string> {
  const result = await build({
    ...options,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

type Send = (request: FastifyRequest, reply: FastifyReply, file: ConsoleAsset) => FastifyReply;

/**
 * How a console answers with its files: `page` with `cache.page` as it is; `asset` with
 * `cache.asset` and its ETag, 304 when If-None-Match names it, and with `encodings` (Vary:
 * Accept-Encoding) its brotli or gzip form when the request accepts one and the file has it.
 */
export function consoleSender(cache: { page: string; asset: string }, { encodings }: { encodings: boolean }): { page: Send; asset: Send } {
  return {
    page: (_request, reply, file) => reply.header('Cache-Control', cache.page).type(file.type).send(file.body),
    asset: (request, reply, file) => {
      reply.header('Cache-Control', cache.asset).type(file.type).header('ETag', file.etag);
      if (encodings) reply.header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      if (encodings) {
        const accepted = String(request.headers['accept-encoding'] ?? '');
        if (file.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(file.br);
        if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(file.gzip);
      }
      return reply.send(file.body);
    },
  };
}

/**
 * A console's own headers on every answer in `scope` (its Content-Security-Policy and the like),
 * with what every console sends: no window shared with another origin, its files for this origin
 * only, never indexed. A child scope's onSend hooks run after its parent's, so these replace what
 * the server's own hooks set.
 */
export function addConsoleHeaders(scope: FastifyInstance, headers: Record<string, string>): void {
  scope.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('X-Robots-Tag', 'noindex');
    return payload;
  });
}

/** Anything else under a console's path: a plain 404, never the customer app's page. */
export const notFound = (reply: FastifyReply) =>
  reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
