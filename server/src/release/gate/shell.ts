// What the live shell (RELEASE_DIR/shell) offers the remotes, read from its files: the shared
// singletons and their versions, the exports of its @app/shared, and an id of its build. The gate
// checks candidates against these; `npm run release -- shell` records the singletons when it
// publishes a shell (shell-shared.json) and warns with the exports.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { SHARED_FILES, SHARED_PACKAGE, type SharedSurface } from './checks';

/** RELEASE_DIR's record of the live shell's singletons, written by `npm run release -- shell`. */
export const SHELL_PROVIDES_FILE = 'shell-shared.json';

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The live shell's build: the start of the sha256 of its index.html (which names every hashed
 * script it starts), or null when no shell is published. A new shell build is a new id.
 */
export function shellBuild(releaseDir: string): string | null {
  try {
    return createHash('sha256')
      .update(readFileSync(path.join(releaseDir, 'shell', 'index.html')))
      .digest('hex')
      .slice(0, 16);
  } catch {
    return null;
  }
}

/**
 * The shared modules a shell build provides, name → version, read from its own scripts: the
 * federation runtime's share-scope table (`"react":[{version:"18.3.1",get:…`) that webpack writes
 * into the host's entry.
 */
export function scanShellProvides(shellDir: string): Record<string, string> {
  const provides: Record<string, string> = {};
  if (!existsSync(shellDir)) return provides;
  const table = /(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\[\{version:"([^"]+)",get:/g;
  for (const file of readdirSync(shellDir)) {
    if (!file.endsWith('.js')) continue;
    const text = readFileSync(path.join(shellDir, file), 'utf8');
    for (const m of text.matchAll(table)) provides[m[1] ?? m[2]] ??= m[3];
  }
  return provides;
}

/** The live shell's provided versions: as recorded at its publish, else read from its files. */
export function shellProvides(releaseDir: string): Record<string, string> {
  const recorded = readJson(path.join(releaseDir, SHELL_PROVIDES_FILE));
  if (isObject(recorded) && isObject(recorded.provides) && Object.keys(recorded.provides).length > 0)
    return recorded.provides as Record<string, string>;
  return scanShellProvides(path.join(releaseDir, 'shell'));
}

type Node = Record<string, unknown>;

/** The function of webpack's module table keyed `id` (`1327(e,t,r){…}` or `1327:(e,t,r)=>{…}`). */
function findProperty(root: unknown, id: number | string): unknown {
  const stack: unknown[] = [root];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (Array.isArray(n)) {
      stack.push(...n);
      continue;
    }
    const node = n as Node;
    const key = node.key as Node | undefined;
    if (
      (node.type === 'MethodProperty' || node.type === 'KeyValueProperty') &&
      key &&
      (key.type === 'NumericLiteral' || key.type === 'StringLiteral') &&
      key.value === id
    ) {
      return node.type === 'MethodProperty' ? node : node.value;
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'span' && v && typeof v === 'object') stack.push(v);
  }
  return null;
}

/** The keys of the first `x.d(exports, { name: () => … })` inside a module function. */
function findExportTable(root: unknown): string[] | null {
  const stack: unknown[] = [root];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (Array.isArray(n)) {
      for (let i = n.length - 1; i >= 0; i--) stack.push(n[i]);
      continue;
    }
    const node = n as Node;
    const callee = node.callee as Node | undefined;
    const args = node.arguments as Array<{ expression?: Node }> | undefined;
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'MemberExpression' &&
      (callee.property as Node | undefined)?.value === 'd' &&
      args?.length === 2 &&
      args[1].expression?.type === 'ObjectExpression'
    ) {
      return (args[1].expression.properties as Node[])
        .map((p) => ((p.key as Node | undefined) ?? p).value)
        .filter((k): k is string => typeof k === 'string');
    }
    const children = Object.entries(node)
      .filter(([k, v]) => k !== 'span' && v && typeof v === 'object')
      .map(([, v]) => v);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The exports a shell build's @app/shared provides, read from its scripts, for a shell published
 * before shell builds wrote shared-surface.json: the share table names the module that provides
 * it (`"@app/shared":[{version:"1.0.0",get:()=>()=>_(1327)`), and that module's export table
 * (`1327(e,t,r){r.r(t),r.d(t,{ACCOUNT_PROFILE:()=>V,…})`, webpack's production output) lists
 * every export the copy has. null when it cannot be read.
 */
export function scanShellSurface(shellDir: string): SharedSurface | null {
  if (!existsSync(shellDir)) return null;
  const texts = readdirSync(shellDir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(shellDir, f), 'utf8'));
  const share = new RegExp(`"${escapeRegExp(SHARED_PACKAGE)}":\\[\\{version:"([^"]+)",get:\\(\\)=>\\(\\)=>[\\w$]+\\((\\d+|"[^"]+")\\)`);
  let version: string | null = null;
  let id: number | string | null = null;
  for (const text of texts) {
    const m = share.exec(text);
    if (m) {
      version = m[1];
      id = JSON.parse(m[2]) as number | string;
      break;
    }
  }
  if (id === null || version === null) return null;
  const idText = typeof id === 'number' ? String(id) : JSON.stringify(id);
  const defines = new RegExp(`[{,]${escapeRegExp(idText)}(?:\\(|:)`);
  for (const text of texts) {
    if (!defines.test(text)) continue;
    let program: unknown;
    try {
      program = parseSync(text, { syntax: 'ecmascript', target: 'esnext' });
    } catch {
      continue;
    }
    const factory = findProperty(program, id);
    const table = factory ? findExportTable(factory) : null;
    if (table) return { version, entries: { '.': table.sort() }, scanned: true };
  }
  return null;
}

/**
 * What the live shell's @app/shared provides: the shared-surface.json its build wrote (hosted with
 * it), else read from its scripts (`scanned: true`), else null.
 */
export function shellSharedSurface(releaseDir: string): SharedSurface | null {
  const recorded = readJson(path.join(releaseDir, 'shell', SHARED_FILES.surface));
  if (isObject(recorded) && isObject(recorded.entries)) return recorded as unknown as SharedSurface;
  return scanShellSurface(path.join(releaseDir, 'shell'));
}
