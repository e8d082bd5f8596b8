#!/usr/bin/env node
// Byte budgets over the built release, in `npm test` right after the build.
// Deterministic: every figure is the sum of the gzip -9 sizes of a set of files computed from the
// release's own files and manifests — never a timed browser run. The sets are the ones
// `npm run bench:bytes` (e2e/bench/bytes.ts) sees Chromium fetch (its "gzip -9" column):
//   shell:@index            the scripts index.html loads or preloads
//   <remote>:@entry          the remote's entry (releases/remotes.json)
//   <remote>:@expose:<name>  the expose's first file (its mf-manifest.json "sync" JS)
//   <owner>:<glob>           a named chunk, by its file name without the content hash (or an .html file)
// Budgets, file sets and the per-file snapshot live in ONE file beside this one: budgets.json.
//
//   node e2e/budgets.mjs            check (exit 1 on a breach: figure, budget, files that grew)
//   node e2e/budgets.mjs --update   rewrite the per-file snapshot (budgets stay as written)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RELEASE = process.env.RELEASE_DIR ? path.resolve(process.env.RELEASE_DIR) : path.join(HERE, '..', 'releases');
const CONFIG_FILE = path.join(HERE, 'budgets.json');
const config = JSON.parse(readFileSync(CONFIG_FILE, 'utf8'));
const registry = JSON.parse(readFileSync(path.join(RELEASE, 'remotes.json'), 'utf8'));

const kb = (n) => (n / 1024).toFixed(1);
/** A file's name without its content hash: "main.ebcee0c5.js" → "main.js". */
const stable = (file) => file.replace(/\.[0-9a-f]{8,}\.js$/, '.js');

function dirOf(owner) {
  if (owner === 'shell') return { dir: path.join(RELEASE, 'shell'), url: '/' };
  const entry = registry[owner]?.entry;
  if (!entry) throw new Error(`budgets: no remote "${owner}" in releases/remotes.json`);
  const url = entry.slice(0, entry.lastIndexOf('/') + 1);
  return { dir: path.join(RELEASE, url.replace(/^\/remotes\//, 'remotes/')), url };
}

function indexScripts() {
  const html = readFileSync(path.join(RELEASE, 'shell', 'index.html'), 'utf8');
  const found = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="preload"[^>]*as="script"[^>]*href="\/([^"]+\.js)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*href="\/([^"]+\.js)"[^>]*as="script"/g)) found.add(m[1]);
  return [...found];
}

const globRe = (glob) => new RegExp(`^${glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** The files one selector names, as [owner, file name] (at least one, or the check fails). */
function select(selector) {
  const at = selector.indexOf(':');
  const owner = selector.slice(0, at);
  const what = selector.slice(at + 1);
  const { dir } = dirOf(owner);
  let files;
  if (owner === 'shell' && what === '@index') files = indexScripts();
  else if (what === '@entry') files = [path.basename(registry[owner].entry)];
  else if (what.startsWith('@expose:')) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    const expose = manifest.exposes.find((e) => e.name === what.slice('@expose:'.length));
    files = expose?.assets.js.sync ?? [];
  } else {
    const re = globRe(what);
    files = readdirSync(dir).filter((f) => /\.(js|html)$/.test(f) && re.test(stable(f)));
  }
  if (files.length === 0) throw new Error(`budgets: "${selector}" names no file in the release — update e2e/budgets.json`);
  return files.map((f) => ({ owner, file: f, key: `${owner}:${stable(f)}`, full: path.join(dir, f) }));
}

const sizeCache = new Map();
function gzipSize(full) {
  if (!sizeCache.has(full)) sizeCache.set(full, gzipSync(readFileSync(full), { level: 9 }).length);
  return sizeCache.get(full);
}

/** The files of a figure: its own selectors plus those of the figures it includes. */
function filesOf(name, seen = new Set()) {
  const fig = config.figures[name];
  if (!fig) throw new Error(`budgets: unknown figure "${name}"`);
  if (seen.has(name)) throw new Error(`budgets: figure "${name}" includes itself`);
  const out = new Map();
  for (const inc of fig.includes ?? []) for (const f of filesOf(inc, new Set(seen).add(name))) out.set(f.full, f);
  for (const sel of fig.files ?? []) for (const f of select(sel)) out.set(f.full, f);
  return [...out.values()];
}

const forbidden = (config.forbidden ?? []).map((r) => ({ ...r, nameRe: new RegExp(r.name, 'i'), contentRe: new RegExp(r.content) }));

if (!existsSync(path.join(RELEASE, 'shell', 'index.html'))) {
  console.error(`budgets: no built release in ${RELEASE} (run node scripts/build.mjs)`);
  process.exit(1);
}

const update = process.argv.includes('--update');
const failures = [];
const rows = [];
for (const [name, fig] of Object.entries(config.figures)) {
  const files = filesOf(name);
  const sizes = Object.fromEntries(files.map((f) => [f.key, gzipSize(f.full)]).sort(([a], [b]) => a.localeCompare(b)));
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  const budget = Math.round(fig.budgetKB * 1024);
  rows.push([fig.label, files.length, kb(total), fig.budgetKB.toFixed(1), total > budget ? 'OVER' : 'ok']);
  if (total > budget) {
    const before = fig.snapshot ?? {};
    const grew = Object.entries(sizes)
      .filter(([k, v]) => v > (before[k] ?? 0))
      .map(([k, v]) => `    ${k}: ${kb(before[k] ?? 0)} → ${kb(v)} KB${before[k] === undefined ? ' (new file)' : ''}`);
    const gone = Object.keys(before)
      .filter((k) => !(k in sizes))
      .map((k) => `    ${k}: ${kb(before[k])} KB → gone`);
    failures.push(
      `✗ ${fig.label} (${name}): ${kb(total)} KB gzip, budget ${fig.budgetKB.toFixed(1)} KB (over by ${kb(total - budget)} KB)\n  files that grew against the snapshot in e2e/budgets.json:\n${[...grew, ...gone].join('\n') || '    (none: the snapshot is stale — run node e2e/budgets.mjs --update after a deliberate change)'}`,
    );
  }
  if (fig.noHeavy) {
    for (const f of files) {
      for (const rule of forbidden) {
        if (rule.nameRe.test(f.file) || rule.contentRe.test(readFileSync(f.full, 'utf8'))) {
          failures.push(`✗ ${fig.label} (${name}): carries ${rule.library} (${f.key}) — it must stay out of these bytes`);
        }
      }
    }
  }
  if (update) fig.snapshot = sizes;
}

// Nothing of the back office reaches a customer: no file of the release (shell and every remote,
// every hosted version) names the staff API or its retCodes (docs/back-office.md).
const STAFF_MARKS = /\/staff-api|STAFF_[A-Z_]+|staff\/(login|changePassword)|review\/decide/;
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
for (const full of walk(RELEASE).filter((f) => /\.(js|mjs|html|css|json|map)$/.test(f))) {
  const hit = readFileSync(full, 'utf8').match(STAFF_MARKS);
  if (hit)
    failures.push(`✗ ${path.relative(RELEASE, full)} carries back-office code ("${hit[0]}"): the staff API stays out of the customer app`);
}

const widths = [0, 1, 2, 3, 4].map((i) =>
  Math.max(...[['figure', 'files', 'gzip -9 KB', 'budget KB', ''], ...rows].map((r) => String(r[i]).length)),
);
const line = (r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
console.log(line(['figure', 'files', 'gzip -9 KB', 'budget KB', '']));
for (const r of rows) console.log(line(r));

if (update) {
  writeFileSync(CONFIG_FILE, `${JSON.stringify(config, null, 2)}\n`);
  console.log(`\nsnapshot written to ${path.relative(process.cwd(), CONFIG_FILE)}`);
}
if (failures.length > 0) {
  console.error(`\n${failures.join('\n\n')}\n`);
  process.exit(1);
}
