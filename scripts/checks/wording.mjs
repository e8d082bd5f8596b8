#!/usr/bin/env node
// Code, comments, test names and docs speak of the product and why, never of the work item or
// the sitting that produced them: a reader of a file has no access to that history, so a pointer
// to it explains nothing. This check fails when such a pointer comes back: a numbered issue,
// session, finding or round, or the specification the product rules were once copied from
// (they live in docs/product.md now). Product words stay free: an IPO issue, its issue price,
// a demo session, session expiry.
//   node scripts/checks/wording.mjs     exit 1 with `path:line: text` per hit, 0 with a summary
// Node built-ins only, so it runs before `npm install` too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * What a history reference looks like. A number right after the word is what makes it history
 * (N standing for it here): "issue N", "Issue N's", "sessions N and M", "(finding N)",
 * "session-N build", "round #N". "round N decimals" is arithmetic, not history, and passes.
 */
export const HISTORY_PATTERNS = [
  { name: 'numbered work item', pattern: /\b(?:issue|session|finding)s?(?:'s)?[ \t_-]*#?\d+/i },
  { name: 'numbered round', pattern: /\brounds?(?:'s)?[ \t_-]*#?\d+(?!\d)(?![ \t]*(?:decimal|digit|place|dp\b|significant))/i },
  { name: 'specification section', pattern: /\bSPEC[ \t]*§/i },
  { name: 'specification file', pattern: /\bSPEC\.md\b/i },
];

/** The history reference in one line of text (the matched words), or null when there is none. */
export function historyReference(line) {
  for (const { pattern } of HISTORY_PATTERNS) {
    const match = pattern.exec(line);
    if (match) return match[0];
  }
  return null;
}

/** Every line of `text` that holds a history reference, numbered from 1. */
export function findHistoryReferences(text) {
  const hits = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const match = historyReference(line);
    if (match !== null) hits.push({ line: i + 1, text: line.trim(), match });
  });
  return hits;
}

/** Generated from the whole dependency tree: its names are other projects' words. */
const SKIPPED_FILES = new Set(['package-lock.json']);
const BINARY_EXTENSIONS = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.ico',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.pdf',
  '.zip',
  '.gz',
  '.br',
  '.db',
]);

/** A NUL byte in the first 8 KB: a binary file (the test git itself uses). */
function isBinary(bytes) {
  return bytes.subarray(0, 8192).includes(0);
}

/** The files git knows of in `root`: tracked ones and new ones not ignored (so a file is checked before it is added). */
export function listedFiles(root) {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.toString('utf8').split('\0').filter(Boolean))].sort();
}

/** Scans every listed text file of `root`; returns the hits and how many files were read. */
export function checkRepository(root) {
  const hits = [];
  let scanned = 0;
  for (const file of listedFiles(root)) {
    if (SKIPPED_FILES.has(path.basename(file)) || BINARY_EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    let bytes;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch (err) {
      // Listed but gone from the working tree (deleted, not yet committed) or a folder (a submodule).
      if (err.code === 'ENOENT' || err.code === 'EISDIR') continue;
      throw err;
    }
    if (isBinary(bytes)) continue;
    scanned++;
    for (const hit of findHistoryReferences(bytes.toString('utf8'))) hits.push({ file, ...hit });
  }
  return { hits, scanned };
}

const MAX_SHOWN = 200;

function main() {
  const { hits, scanned } = checkRepository(ROOT);
  if (hits.length === 0) {
    console.log(`wording: ${scanned} files speak of the product, none of a work item`);
    return 0;
  }
  for (const { file, line, text } of hits) {
    const shown = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
    console.log(`${file}:${line}: ${shown}`);
  }
  console.error(
    `\nwording: ${hits.length} history reference(s) in ${new Set(hits.map((h) => h.file)).size} file(s). Say what the product does and why instead of which issue or session did it (docs/product.md §N for the product's rules).`,
  );
  return 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) process.exitCode = main();
