// Builds of a remote as the release API's upload takes them (a gzipped tar, made with tar-stream as
// `npm run release` makes it), including archives no build would make (links, paths that climb
// out), and the calls of the release API the release tests make.
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import tar, { type Header } from 'tar-stream';

export interface ArchiveEntry {
  name: string;
  content?: string | Buffer;
  type?: Header['type'];
  linkname?: string;
}

/**
 * The singletons the fake release's shell provides (RELEASE_DIR/shell-shared.json, as `npm run
 * release -- shell` records them): what the builds here require.
 */
export function provideSingletons(
  releaseDir: string,
  provides: Record<string, string> = { react: '18.3.1', '@app/shared': '1.0.0' },
): void {
  fs.writeFileSync(path.join(releaseDir, 'shell-shared.json'), JSON.stringify({ at: new Date().toISOString(), provides }));
}

/** A gzipped tar of these entries, in order, exactly as named. */
export async function archive(entries: readonly ArchiveEntry[]): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (c) => chunks.push(c as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    pack.on('end', () => resolve());
    pack.on('error', reject);
  });
  for (const e of entries) {
    const content = e.type && e.type !== 'file' ? undefined : Buffer.from(e.content ?? '');
    await new Promise<void>((resolve, reject) =>
      pack.entry(
        { name: e.name, type: e.type ?? 'file', linkname: e.linkname, size: content?.length ?? 0, mode: 0o644 },
        content ?? Buffer.alloc(0),
        (err) => (err ? reject(err) : resolve()),
      ),
    );
  }
  pack.finalize();
  await ended;
  return zlib.gzipSync(Buffer.concat(chunks));
}

export interface BuildOptions {
  routes?: unknown;
  /** mf-manifest.json's `shared` (default: react 18.3.1 and @app/shared ^1.0.0 as singletons). */
  shared?: unknown[];
  /** Replaces mf-manifest.json altogether. */
  manifest?: unknown;
  /** More files, or undefined to leave one of the usual files out. */
  files?: Record<string, string | Buffer | undefined>;
}

/** The files of a small but complete build of `remote` at `version`. */
export function buildFiles(remote: string, version: string, options: BuildOptions = {}): Record<string, string | Buffer> {
  const manifest = options.manifest ?? {
    id: remote,
    name: remote,
    metaData: { name: remote, buildInfo: { buildVersion: version }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: options.shared ?? [
      { name: 'react', requiredVersion: '^18.3.1', singleton: true },
      { name: '@app/shared', requiredVersion: '^1.0.0', singleton: true },
    ],
    exposes: [
      {
        path: './routes',
        assets: { js: { sync: ['routes.1a2b3c4d.js'], async: ['page-x.1a2b3c4d.js'] }, css: { sync: ['routes.1a2b3c4d.css'], async: [] } },
      },
    ],
  };
  const files: Record<string, string | Buffer | undefined> = {
    'mf-manifest.json': typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
    'remoteEntry.js': `var ${remote} = "${version}";`,
    'routes.1a2b3c4d.js': `/* ${remote} ${version} routes */`,
    'routes.1a2b3c4d.css': '.x{}',
    'page-x.1a2b3c4d.js': '/* page */',
    'routes.json': JSON.stringify(options.routes ?? [{ path: `/pages/${remote}/home`, auth: false }]),
    'assets/icons/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ...options.files,
  };
  return Object.fromEntries(Object.entries(files).filter((e): e is [string, string | Buffer] => e[1] !== undefined));
}

/** Every file under `dir` as archive entries (paths relative to it), with `replace` applied by name. */
export function folderEntries(dir: string, replace: Record<string, string | Buffer | undefined> = {}): ArchiveEntry[] {
  const out: ArchiveEntry[] = [];
  const walk = (at: string) => {
    for (const name of fs.readdirSync(at).sort()) {
      const full = path.join(at, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else {
        const rel = path.relative(dir, full).split(path.sep).join('/');
        if (rel in replace) {
          const content = replace[rel];
          if (content !== undefined) out.push({ name: rel, content });
        } else out.push({ name: rel, content: fs.readFileSync(full) });
      }
    }
  };
  walk(dir);
  return out;
}

export const entriesOf = (files: Record<string, string | Buffer>): ArchiveEntry[] =>
  Object.entries(files).map(([name, content]) => ({ name, content }));

/** A build of `remote` at `version`, as an upload body. */
export const buildArchive = (remote: string, version: string, options?: BuildOptions) =>
  archive(entriesOf(buildFiles(remote, version, options)));

export interface ApiAnswer {
  status: number;
  json: Record<string, any>;
}

/** PUT /release-api/remotes/<remote>/versions/<version> with `body`. */
export async function upload(
  baseUrl: string,
  token: string | undefined,
  remote: string,
  version: string,
  body: Buffer | ReadableStream<Uint8Array>,
  contentType = 'application/gzip',
): Promise<ApiAnswer> {
  const res = await fetch(`${baseUrl}/release-api/remotes/${remote}/versions/${version}`, {
    method: 'PUT',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': contentType },
    body,
    ...(body instanceof Buffer ? {} : { duplex: 'half' }),
  } as RequestInit);
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

/** A call of the release API with a JSON body (POST) or none (GET). */
export async function releaseApi(
  baseUrl: string,
  method: 'GET' | 'POST',
  route: string,
  token?: string,
  body?: unknown,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const init: RequestInit =
    method === 'GET'
      ? { headers }
      : { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) };
  const res = await fetch(`${baseUrl}/release-api${route}`, init);
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}
