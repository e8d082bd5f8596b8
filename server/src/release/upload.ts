// An uploaded version of a remote: the gzipped tar of its build folder (what `npm run release --
// publish` packs: the webpack dist plus routes.json), checked and stored immutably as
// RELEASE_DIR/remotes/<remote>/<version>/.
//
// The archive is read as a stream (tar-stream behind zlib's gunzip), never whole in memory, and
// unpacked into a hidden staging folder beside the version folders (same directory, so the same
// file system). Each entry is checked as it comes: only regular files (directories are structure;
// links, devices and fifos are refused), a relative path without `..`, hidden or empty segments,
// a file type the build emits, the size and count limits. Then the folder as a whole: its
// mf-manifest.json names this remote and this version, remoteEntry.js and a valid routes.json are
// there, every asset the manifest lists is there. Only then one rename makes it the version
// folder: a reader (the static hosting of every instance, sharing RELEASE_DIR) sees the whole
// version or none of it. rename(2) refuses to replace a non-empty folder, so of two uploads of the
// same version racing, one wins and the other is refused like a late one. A refused upload leaves
// nothing behind: its staging folder is removed.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { REMOTE_NAME, VERSION } from './registry';

export interface UploadLimits {
  /** Unpacked bytes of the whole version, and the most the gzipped body may be. */
  maxBytes: number;
  maxFileBytes: number;
  maxFiles: number;
  /** `.map` files allowed (RELEASE_SOURCEMAPS). */
  sourceMaps: boolean;
}

export class UploadRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 | 413 | 422,
  ) {
    super(message);
  }
}

export interface UploadResult {
  remote: string;
  version: string;
  files: number;
  bytes: number;
  /** The version folder, relative to RELEASE_DIR. */
  folder: string;
}

/** What the build emits: scripts, styles, JSON, fonts, images, text, and their precompressed copies. */
export const UPLOAD_TYPES = ['.js', '.css', '.json', '.woff2', '.svg', '.png', '.webp', '.txt'];
const COMPRESSED = ['.br', '.gz'];
const STAGING_PREFIX = '.staging-';
/** A staging folder older than this was left by a provider that stopped mid-upload. */
const STALE_STAGING_MS = 60 * 60 * 1000;

const KIB = 1024;
const MIB = 1024 * KIB;
const size = (bytes: number) =>
  bytes >= MIB && bytes % (MIB / 10) === 0
    ? `${bytes / MIB} MiB`
    : bytes >= KIB && bytes % KIB === 0
      ? `${bytes / KIB} KiB`
      : `${bytes} bytes`;

/** The relative path of an entry, or why it is refused. "" for the archive's root folder. */
export function entryPath(name: string): { path: string } | { refusal: string } {
  if (name.startsWith('/'))
    return { refusal: `${name}: an absolute path (the archive holds the build folder's content, relative paths only)` };
  if (/[\\\0]/.test(name)) return { refusal: `${JSON.stringify(name)}: a backslash or NUL in a path` };
  let rest = name.replace(/\/+$/, '');
  while (rest.startsWith('./')) rest = rest.slice(2);
  if (rest === '' || rest === '.') return { path: '' };
  if (rest.length > 255) return { refusal: `${rest.slice(0, 60)}…: a path longer than 255 characters` };
  const segments = rest.split('/');
  if (segments.includes('..')) return { refusal: `${name}: a path that climbs out of the folder (..)` };
  if (segments.some((s) => s === '' || s === '.')) return { refusal: `${name}: an empty segment in a path` };
  if (segments.some((s) => s.startsWith('.'))) return { refusal: `${name}: a hidden file or folder (its name starts with a dot)` };
  return { path: rest };
}

/** null when the file's type may be hosted, else why not. */
export function typeRefusal(file: string, sourceMaps: boolean): string | null {
  let name = path.posix.basename(file);
  const outer = path.posix.extname(name);
  if (COMPRESSED.includes(outer)) name = name.slice(0, -outer.length);
  const ext = path.posix.extname(name);
  if (ext === '.map') {
    if (sourceMaps && UPLOAD_TYPES.includes(path.posix.extname(name.slice(0, -4)))) return null;
    return `${file}: a source map; source maps are hosted only where the provider allows them (RELEASE_SOURCEMAPS=1)`;
  }
  if (UPLOAD_TYPES.includes(ext)) return null;
  return `${file}: a file type the build does not emit (allowed: ${UPLOAD_TYPES.join(' ')}, their ${COMPRESSED.join(' and ')} copies${sourceMaps ? ', .map' : ''})`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems of a routes.json, as the registry, the shell and the server read it (RouteMeta). */
export function routesProblems(routes: unknown): string[] {
  if (!Array.isArray(routes)) return ['routes.json is not a list of routes'];
  const problems: string[] = [];
  const seen = new Set<string>();
  const KEYS = ['path', 'auth', 'data', 'chunks', 'sample'];
  routes.forEach((r, i) => {
    const at = `routes.json entry ${i + 1}`;
    if (!isObject(r)) return problems.push(`${at} is not an object`);
    if (typeof r.path !== 'string' || !/^\/[\w\-./]*$/.test(r.path) || r.path.length > 200)
      return problems.push(`${at}: "path" must be a path like /pages/market/list`);
    if (seen.has(r.path)) problems.push(`${at}: ${r.path} is listed twice`);
    seen.add(r.path);
    if (typeof r.auth !== 'boolean') problems.push(`${r.path}: "auth" must be true or false`);
    const extra = Object.keys(r).filter((k) => !KEYS.includes(k));
    if (extra.length)
      problems.push(`${r.path}: unknown field${extra.length > 1 ? 's' : ''} ${extra.join(', ')} (a route has ${KEYS.join(', ')})`);
    if (r.chunks !== undefined && !(Array.isArray(r.chunks) && r.chunks.every((c) => typeof c === 'string')))
      problems.push(`${r.path}: "chunks" must be a list of chunk names`);
    if (
      r.data !== undefined &&
      !(
        Array.isArray(r.data) &&
        r.data.every(
          (d) =>
            isObject(d) &&
            typeof d.api === 'string' &&
            isObject(d.fields) &&
            Object.values(d.fields).every((v) => ['string', 'number', 'boolean'].includes(typeof v)),
        )
      )
    )
      problems.push(`${r.path}: "data" must be a list of { api, fields } calls`);
    if (r.sample !== undefined && (typeof r.sample !== 'string' || r.sample.length > 200 || /[#\s]/.test(r.sample)))
      problems.push(`${r.path}: "sample" must be a query string such as code=AAPL`);
  });
  return problems;
}

/** The files an mf-manifest.json lists (its exposes' and shared modules' scripts and styles). */
export function manifestAssets(manifest: Record<string, unknown>): string[] {
  const files = new Set<string>();
  const collect = (assets: unknown) => {
    if (!isObject(assets)) return;
    for (const kind of ['js', 'css']) {
      const group = assets[kind];
      if (!isObject(group)) continue;
      for (const when of ['sync', 'async']) {
        const list = group[when];
        if (Array.isArray(list)) for (const f of list) if (typeof f === 'string' && f) files.add(f.replace(/^\.?\//, ''));
      }
    }
  };
  for (const key of ['exposes', 'shared']) {
    const list = manifest[key];
    if (Array.isArray(list)) for (const item of list) if (isObject(item)) collect(item.assets);
  }
  return [...files];
}

/** The folder as a whole: manifest, entry, routes, listed assets. Returns the refusals. */
async function folderProblems(dir: string, files: ReadonlySet<string>, remote: string, version: string): Promise<string[]> {
  const problems: string[] = [];
  const readJson = async (file: string): Promise<{ value: unknown } | { error: string }> => {
    try {
      return { value: JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) };
    } catch (err) {
      return { error: (err as Error).message.split('\n')[0] };
    }
  };
  if (!files.has('mf-manifest.json')) problems.push('mf-manifest.json is missing (the build writes it beside remoteEntry.js)');
  else {
    const read = await readJson('mf-manifest.json');
    if ('error' in read || !isObject(read.value))
      problems.push(`mf-manifest.json does not parse as a manifest (${'error' in read ? read.error : 'not an object'})`);
    else {
      const manifest = read.value;
      const named = manifest.name ?? (isObject(manifest.metaData) ? manifest.metaData.name : undefined);
      if (named !== remote)
        problems.push(`mf-manifest.json names ${JSON.stringify(named ?? null)}, not ${remote}: this is not a build of ${remote}`);
      const meta = isObject(manifest.metaData) ? manifest.metaData : {};
      const built = isObject(meta.buildInfo) ? meta.buildInfo.buildVersion : undefined;
      if (built !== undefined && built !== version)
        problems.push(
          `mf-manifest.json says buildVersion ${JSON.stringify(built)}, but this upload is ${remote} ${version}: build it at that version, or upload it as ${String(built)}`,
        );
      const entry = isObject(meta.remoteEntry) ? meta.remoteEntry : null;
      if (
        entry &&
        ((typeof entry.name === 'string' && entry.name !== 'remoteEntry.js') || (typeof entry.path === 'string' && entry.path !== ''))
      )
        problems.push(
          `mf-manifest.json names its entry ${String(entry.path ?? '')}${String(entry.name)}; the registry loads remoteEntry.js from the version folder`,
        );
      const missing = manifestAssets(manifest).filter((f) => !files.has(f));
      if (missing.length)
        problems.push(
          `mf-manifest.json lists ${missing.length} file${missing.length > 1 ? 's' : ''} the upload does not hold: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
        );
    }
  }
  if (!files.has('remoteEntry.js')) problems.push('remoteEntry.js is missing');
  if (!files.has('routes.json')) problems.push('routes.json is missing (npm run release packs it with the build)');
  else {
    const read = await readJson('routes.json');
    if ('error' in read) problems.push(`routes.json does not parse (${read.error})`);
    else problems.push(...routesProblems(read.value));
  }
  return problems;
}

/** Staging folders left by a provider that stopped in the middle of an upload. */
async function removeStale(remoteDir: string, now: number): Promise<void> {
  let names: string[];
  try {
    names = await fs.readdir(remoteDir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(STAGING_PREFIX)) continue;
    const full = path.join(remoteDir, name);
    const stat = await fs.stat(full).catch(() => null);
    if (stat && now - stat.mtimeMs > STALE_STAGING_MS) await fs.rm(full, { recursive: true, force: true });
  }
}

export const versionFolder = (releaseDir: string, remote: string, version: string) => path.join(releaseDir, 'remotes', remote, version);

/**
 * Reads the gzipped tar `body` and hosts it as `remote` `version`, or throws UploadRefusal with the
 * status to answer (400 malformed, 409 the version exists, 413 a limit, 422 the content).
 */
export async function receiveVersion(
  body: Readable,
  {
    releaseDir,
    remote,
    version,
    limits,
    declaredBytes,
  }: { releaseDir: string; remote: string; version: string; limits: UploadLimits; declaredBytes?: number },
): Promise<UploadResult> {
  if (!REMOTE_NAME.test(remote)) throw new UploadRefusal(`"${remote}" is not a remote name`, 400);
  if (!VERSION.test(version) || version.length > 64) throw new UploadRefusal(`"${version}" is not a version (x.y.z, or x.y.z-label)`, 400);
  const remoteDir = path.join(releaseDir, 'remotes', remote);
  const target = versionFolder(releaseDir, remote, version);
  const exists = () =>
    new UploadRefusal(`${remote} ${version} is already hosted: versions are immutable (bump "version" in mfe-${remote}/package.json)`, 409);
  if (
    await fs.stat(target).then(
      () => true,
      () => false,
    )
  )
    throw exists();
  if (declaredBytes !== undefined && declaredBytes > limits.maxBytes)
    throw new UploadRefusal(
      `the upload is ${size(declaredBytes)}, over the limit of ${size(limits.maxBytes)} (RELEASE_UPLOAD_MAX_BYTES)`,
      413,
    );

  await fs.mkdir(remoteDir, { recursive: true });
  await removeStale(remoteDir, Date.now());
  const staging = path.join(remoteDir, `${STAGING_PREFIX}${randomBytes(8).toString('hex')}`);
  await fs.mkdir(staging);
  const files = new Set<string>();
  let bytes = 0;
  try {
    // The gzipped body, counted: a body larger than the limit is refused while it arrives.
    let sent = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        if (sent > limits.maxBytes)
          return done(new UploadRefusal(`the upload is over the limit of ${size(limits.maxBytes)} (RELEASE_UPLOAD_MAX_BYTES)`, 413));
        done(null, chunk);
      },
    });
    const gunzip = zlib.createGunzip();
    const extract = tar.extract();
    let failure: Error | null = null;
    const stop = (err: Error) => {
      failure ??= err;
      extract.destroy(failure);
    };
    body.on('error', (err) => stop(new UploadRefusal(`the upload broke off (${err.message})`, 400)));
    counter.on('error', (err) => stop(err));
    gunzip.on('error', (err) => stop(new UploadRefusal(`the upload is not a gzipped tar (${err.message})`, 400)));
    body.pipe(counter).pipe(gunzip).pipe(extract);

    try {
      for await (const entry of extract) {
        const { header } = entry;
        const where = entryPath(header.name);
        if ('refusal' in where) throw new UploadRefusal(`refused entry ${where.refusal}`, 422);
        const type = header.type ?? 'file';
        if (type === 'directory') {
          entry.resume();
          continue;
        }
        if (type !== 'file' && type !== 'contiguous-file') {
          const what =
            type === 'symlink' || type === 'link'
              ? `a ${type === 'link' ? 'hard' : 'symbolic'} link to ${header.linkname ?? '?'}`
              : `a ${type}`;
          throw new UploadRefusal(`refused entry ${where.path}: ${what}; an upload holds regular files only`, 422);
        }
        if (where.path === '') throw new UploadRefusal(`refused entry ${header.name}: a file without a name`, 422);
        const typeProblem = typeRefusal(where.path, limits.sourceMaps);
        if (typeProblem) throw new UploadRefusal(`refused entry ${typeProblem}`, 422);
        if (files.has(where.path)) throw new UploadRefusal(`refused entry ${where.path}: listed twice in the archive`, 422);
        const fileBytes = header.size ?? 0;
        if (fileBytes > limits.maxFileBytes)
          throw new UploadRefusal(
            `${where.path} is ${size(fileBytes)}, over the limit of ${size(limits.maxFileBytes)} per file (RELEASE_UPLOAD_MAX_FILE_BYTES)`,
            413,
          );
        if (files.size + 1 > limits.maxFiles)
          throw new UploadRefusal(`the upload holds more than ${limits.maxFiles} files, the limit (RELEASE_UPLOAD_MAX_FILES)`, 413);
        if (bytes + fileBytes > limits.maxBytes)
          throw new UploadRefusal(`the unpacked build is over the limit of ${size(limits.maxBytes)} (RELEASE_UPLOAD_MAX_BYTES)`, 413);
        const file = path.join(staging, ...where.path.split('/'));
        await fs.mkdir(path.dirname(file), { recursive: true });
        const handle = await fs.open(file, 'wx');
        try {
          for await (const chunk of entry) await handle.write(chunk as Buffer);
        } finally {
          await handle.close();
        }
        files.add(where.path);
        bytes += fileBytes;
      }
    } catch (err) {
      throw failure ?? err;
    }
    if (failure) throw failure;
    if (files.size === 0) throw new UploadRefusal('the archive holds no files', 422);

    const problems = await folderProblems(staging, files, remote, version);
    if (problems.length) throw new UploadRefusal(`refused ${remote} ${version}: ${problems.join('; ')}`, 422);
    try {
      await fs.rename(staging, target);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') throw exists(); // another upload of this version won
      throw err;
    }
    return { remote, version, files: files.size, bytes, folder: path.posix.join('remotes', remote, version) };
  } catch (err) {
    await fs.rm(staging, { recursive: true, force: true });
    if (err instanceof UploadRefusal) throw err;
    const message = (err as Error).message ?? String(err);
    // tar-stream's own errors: a body that is gzip but not a tar archive.
    if (/tar|header|unexpected end/i.test(message)) throw new UploadRefusal(`the upload is not a readable tar archive (${message})`, 400);
    throw err;
  }
}
