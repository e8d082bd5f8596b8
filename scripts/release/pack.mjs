// A remote's build folder as the release API takes it: a gzipped tar (tar-stream), regular files
// only, paths relative to the folder, in a stable order. Source maps stay out unless
// RELEASE_SOURCEMAPS=1 (the provider refuses them otherwise).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';

/** Every regular file under `dir`, as posix paths relative to it, sorted. */
export function filesUnder(dir, base = dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) out.push(...filesUnder(full, base));
    else if (stat.isFile()) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

/**
 * The gzipped tar of `dir`; `extra` adds files by their name in the archive ({ 'routes.json':
 * '/path/to/routes.json' }) when the folder lacks them. Resolves with { archive, files, bytes }.
 */
export async function packFolder(dir, { extra = {}, sourceMaps = process.env.RELEASE_SOURCEMAPS === '1' } = {}) {
  const pack = tar.pack();
  const chunks = [];
  pack.on('data', (c) => chunks.push(c));
  const ended = new Promise((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  const names = filesUnder(dir).filter((f) => sourceMaps || !/\.map(\.(br|gz))?$/.test(f));
  const entries = names.map((name) => [name, path.join(dir, name)]);
  for (const [name, file] of Object.entries(extra)) if (!names.includes(name)) entries.push([name, file]);
  let bytes = 0;
  for (const [name, file] of entries) {
    const content = readFileSync(file);
    bytes += content.length;
    await new Promise((resolve, reject) =>
      pack.entry({ name, size: content.length, mode: 0o644 }, content, (err) => (err ? reject(err) : resolve())),
    );
  }
  pack.finalize();
  await ended;
  return { archive: gzipSync(Buffer.concat(chunks), { level: 6 }), files: entries.length, bytes };
}
