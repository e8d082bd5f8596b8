// The runtime surface of @app/shared, read on small trees made here: value exports only (types
// are erased by the build), `export *` and re-exports followed, the version bump a change needs
// (a new export: minor; a removed one: major, with the dependents' ranges), and the imports of
// a remote as the gate counts them.
//   node --test scripts/shared-surface.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  checkSurface,
  computeSurface,
  diffSurfaces,
  importsOf,
  importsRecord,
  requiredVersion,
  sharedEntries,
  writeSurface,
} from './shared-surface.mjs';

const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/**
 * A repository in miniature: root package.json with workspaces, webpack.common.js's SINGLETONS,
 * shared/ with its package.json `exports`, a shell and a remote depending on @app/shared, a lock.
 * `files` are written under shared/src (or under the root when the path starts with '/').
 */
function tree(
  files,
  {
    version = '1.0.0',
    exportsMap = { '.': './src/index.ts', './format': './src/format/index.ts' },
    singletons = ['react', '@app/shared'],
  } = {},
) {
  const root = mkdtempSync(path.join(tmpdir(), 'shared-surface-'));
  made.push(root);
  const write = (rel, text) => {
    const full = path.join(root, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, typeof text === 'string' ? text : `${JSON.stringify(text, null, 2)}\n`);
  };
  write('package.json', { name: 'fixture', private: true, workspaces: ['shared', 'shell', 'mfe-wallet'] });
  write('webpack.common.js', `module.exports = { SINGLETONS: ${JSON.stringify(singletons)} };\n`);
  write('shared/package.json', { name: '@app/shared', version, private: true, exports: exportsMap });
  write('shell/package.json', { name: 'shell', version: '1.0.0', dependencies: { '@app/shared': '^1.0.0' } });
  write('mfe-wallet/package.json', { name: 'mfe-wallet', version: '1.0.0', dependencies: { '@app/shared': '^1.0.0', react: '18.3.1' } });
  write('package-lock.json', {
    name: 'fixture',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'fixture', workspaces: ['shared', 'shell', 'mfe-wallet'] },
      'mfe-wallet': { version: '1.0.0', dependencies: { '@app/shared': '^1.0.0', react: '18.3.1' } },
      'node_modules/@app/shared': { resolved: 'shared', link: true },
      shared: { name: '@app/shared', version },
      shell: { version: '1.0.0', dependencies: { '@app/shared': '^1.0.0' } },
    },
  });
  for (const [rel, text] of Object.entries(files)) write(rel.startsWith('/') ? rel.slice(1) : path.join('shared', 'src', rel), text);
  return root;
}
const put = (root, rel, text) => writeFileSync(path.join(root, 'shared', 'src', rel), text);
const json = (root, rel) => JSON.parse(readFileSync(path.join(root, rel), 'utf8'));
const surfaceOf = (root) => computeSurface({ root }).entries['.'];

describe('the runtime surface', () => {
  it('lists value exports: const, let, function, class, enum, a namespace with values, destructured names, default', () => {
    const root = tree({
      'index.ts': [
        'export const A = 1, B = 2;',
        'export let c = 3;',
        'export function f() {}',
        'export async function g() {}',
        'export function* h() {}',
        'export class K {}',
        'export abstract class Base {}',
        'export enum Side { Buy, Sell }',
        'export namespace Rules { export const max = 10; }',
        'const obj = { p: 1, q: [2] };',
        'export const { p, q: [r], ...rest } = obj as any;',
        'export default function main() {}',
      ].join('\n'),
    });
    assert.deepEqual(surfaceOf(root), ['A', 'B', 'Base', 'K', 'Rules', 'Side', 'c', 'default', 'f', 'g', 'h', 'p', 'r', 'rest']);
  });

  it('leaves out what exists only as a type: interfaces, aliases, type-only exports, declarations, type-only namespaces', () => {
    const root = tree({
      'index.ts': [
        'export interface User { id: number }',
        'export type Id = number;',
        'interface Local { x: 1 }',
        'const value = 1;',
        'export type { Local };',
        'export { type Local as AlsoLocal, value };',
        'export declare const ambient: number;',
        'export declare function declared(): void;',
        'export namespace Shapes { export type Point = { x: number } }',
        "export type * from './types-only';",
        "export type { Only } from './types-only';",
        "export { type Only as Renamed } from './types-only';",
      ].join('\n'),
      'types-only.ts': 'export type Only = string;\nexport interface Also { a: 1 }\nexport const butThisIsAValue = 1;\n',
    });
    assert.deepEqual(surfaceOf(root), ['value']);
  });

  it('follows `export *` chains and renames, and tells a re-exported type from a value', () => {
    const root = tree({
      'index.ts':
        "export * from './format';\nexport * from './ui';\nexport { inner as outer, Kind, type Hidden } from './ui/inner';\nexport * as rules from './rules';\nimport { Picked, PickedType } from './ui/inner';\nexport { Picked, PickedType };\n",
      'format/index.ts': "export * from './money';\nexport * from './time';\n",
      'format/money.ts': "export const formatMoney = () => '';\nexport type Money = string;\nexport default 42;\n",
      'format/time.ts': 'export function formatMs() {}\nexport { formatMs as formatTime };\n',
      'ui/index.tsx': "export * from './inner';\nexport const Page = () => <div />;\n",
      'ui/inner.ts':
        'export const inner = 1;\nexport type Kind = 1;\nexport interface Hidden {}\nexport const Picked = 2;\nexport type PickedType = 3;\n',
      'rules.ts': 'export const max = 1;\n',
    });
    // `default` of money.ts is not re-exported by `export *`; Kind, Hidden and PickedType are types.
    assert.deepEqual(surfaceOf(root), ['Page', 'Picked', 'formatMoney', 'formatMs', 'formatTime', 'inner', 'outer', 'rules']);
  });

  it('takes a re-export from a package at its word and refuses `export *` from one', () => {
    const root = tree({
      'index.ts': "export { default as Toast } from 'antd-mobile/cjs/components/toast';\nexport { x } from './x';\n",
      'x.ts': 'export const x = 1;\n',
    });
    assert.deepEqual(surfaceOf(root), ['Toast', 'x']);
    put(root, 'index.ts', "export * from 'some-package';\n");
    assert.throws(() => computeSurface({ root }), /export \* from 'some-package'.*re-export its names one by one/);
  });

  it('survives a cycle of `export *`', () => {
    const root = tree({
      'index.ts': "export * from './a';\n",
      'a.ts': "export * from './b';\nexport const a = 1;\n",
      'b.ts': "export * from './a';\nexport const b = 1;\n",
    });
    assert.deepEqual(surfaceOf(root), ['a', 'b']);
  });

  it('covers the entries the federation shares: the root by its exact name; a subpath only when SINGLETONS names it or ends in "/"', () => {
    const files = { 'index.ts': 'export const root = 1;\n', 'format/index.ts': 'export const fmt = 1;\n' };
    assert.deepEqual(
      sharedEntries({ root: tree(files) }).map((e) => e.entry),
      ['.'],
    );
    assert.deepEqual(computeSurface({ root: tree(files, { singletons: ['@app/shared', '@app/shared/'] }) }).entries, {
      '.': ['root'],
      './format': ['fmt'],
    });
    assert.deepEqual(Object.keys(computeSurface({ root: tree(files, { singletons: ['@app/shared/format'] }) }).entries), ['./format']);
  });
});

describe('the version rule', () => {
  const v1 = { version: '1.2.0', entries: { '.': ['a', 'b'] } };

  it('added names only: minor; any removal: major; nothing: the same version', () => {
    assert.equal(diffSurfaces(v1, { entries: { '.': ['a', 'b', 'c'] } }).change, 'minor');
    assert.equal(diffSurfaces(v1, { entries: { '.': ['a'] } }).change, 'major');
    assert.equal(diffSurfaces(v1, { entries: { '.': ['a', 'c'] } }).change, 'major');
    assert.equal(diffSurfaces(v1, { entries: { '.': ['b', 'a'] } }).change, 'none');
    assert.equal(diffSurfaces(v1, { entries: { '.': ['a', 'b'], './format': ['x'] } }).change, 'minor', 'a newly shared entry adds names');
    assert.deepEqual(diffSurfaces(v1, { entries: { '.': ['a', 'c'] } }), {
      added: { '.': ['c'] },
      removed: { '.': ['b'] },
      change: 'major',
    });
    assert.equal(requiredVersion('1.2.0', 'minor'), '1.3.0');
    assert.equal(requiredVersion('1.2.3', 'major'), '2.0.0');
    assert.equal(requiredVersion('1.2.0', 'none'), '1.2.0');
    assert.equal(requiredVersion('1.2.0', 'minor', '1.5.0'), '1.5.0', 'a version already bumped further by hand is kept');
    assert.equal(requiredVersion('1.2.0', 'major', '1.5.0'), '2.0.0');
  });

  it("--write: the first snapshot keeps the version; an added export bumps the minor; a removed one the major and the dependents' ranges", () => {
    const root = tree({ 'index.ts': 'export const a = 1;\nexport interface T {}\n' });
    const quiet = { root, headSnapshot: null, log: () => {} };
    assert.equal(writeSurface(quiet).to, '1.0.0');
    assert.deepEqual(json(root, 'shared/surface.json'), { version: '1.0.0', entries: { '.': ['a'] } });
    assert.deepEqual(checkSurface({ root, headSnapshot: null }), []);

    // A type changes nothing at run time: no bump.
    put(root, 'index.ts', 'export const a = 1;\nexport interface T { x: 1 }\nexport type U = 2;\n');
    assert.deepEqual(checkSurface({ root, headSnapshot: null }), []);

    put(root, 'index.ts', 'export const a = 1;\nexport function added() {}\n');
    const [stale] = checkSurface({ root, headSnapshot: null });
    assert.match(
      stale,
      /the runtime exports of @app\/shared changed \(added @app\/shared: added\) but shared\/surface\.json still lists those of 1\.0\.0 .*node scripts\/shared-surface\.mjs --write.*makes @app\/shared 1\.1\.0/,
    );
    const minor = writeSurface(quiet);
    assert.deepEqual([minor.from, minor.to, minor.change], ['1.0.0', '1.1.0', 'minor']);
    assert.equal(json(root, 'shared/package.json').version, '1.1.0');
    assert.equal(json(root, 'package-lock.json').packages.shared.version, '1.1.0', 'the lock follows, or npm ci would refuse it');
    assert.equal(json(root, 'mfe-wallet/package.json').dependencies['@app/shared'], '^1.0.0', 'a minor version is inside ^1.0.0');
    assert.deepEqual(checkSurface({ root, headSnapshot: null }), []);

    put(root, 'index.ts', 'export function added() {}\n');
    const major = writeSurface(quiet);
    assert.deepEqual([major.to, major.change, major.removed], ['2.0.0', 'major', { '.': ['a'] }]);
    assert.equal(json(root, 'shared/package.json').version, '2.0.0');
    assert.equal(json(root, 'mfe-wallet/package.json').dependencies['@app/shared'], '^2.0.0');
    assert.equal(json(root, 'shell/package.json').dependencies['@app/shared'], '^2.0.0');
    assert.equal(json(root, 'mfe-wallet/package.json').dependencies.react, '18.3.1', 'nothing else in the file changes');
    const lock = json(root, 'package-lock.json');
    assert.deepEqual(
      [
        lock.packages.shared.version,
        lock.packages['mfe-wallet'].dependencies['@app/shared'],
        lock.packages.shell.dependencies['@app/shared'],
      ],
      ['2.0.0', '^2.0.0', '^2.0.0'],
    );
    assert.deepEqual(checkSurface({ root, headSnapshot: null }), []);
  });

  it('the check names each way the version can fall behind the surface', () => {
    const root = tree({ 'index.ts': 'export const a = 1;\n' });
    writeSurface({ root, headSnapshot: null, log: () => {} });
    const committed = json(root, 'shared/surface.json');

    // The version edited by hand, the snapshot not rewritten.
    const pkg = json(root, 'shared/package.json');
    writeFileSync(path.join(root, 'shared/package.json'), JSON.stringify({ ...pkg, version: '1.0.1' }));
    assert.deepEqual(checkSurface({ root, headSnapshot: null }), [
      'shared/package.json says @app/shared 1.0.1 but shared/surface.json was written for 1.0.0: run `node scripts/shared-surface.mjs --write` and commit shared/surface.json with shared/package.json',
    ]);
    writeFileSync(path.join(root, 'shared/package.json'), JSON.stringify(pkg));

    // The snapshot edited by hand to match a new export, without a bump since the committed one.
    put(root, 'index.ts', 'export const a = 1;\nexport const b = 2;\n');
    writeFileSync(path.join(root, 'shared/surface.json'), JSON.stringify({ version: '1.0.0', entries: { '.': ['a', 'b'] } }));
    const [hand] = checkSurface({ root, headSnapshot: committed });
    assert.match(
      hand,
      /shared\/surface\.json added @app\/shared: b since the committed one \(1\.0\.0\) but its version is 1\.0\.0: a new export needs a new minor version \(1\.1\.0\)/,
    );

    // --write measures from the committed snapshot: an export added and removed again before a commit is no removal.
    writeSurface({ root, headSnapshot: committed, log: () => {} });
    assert.equal(json(root, 'shared/package.json').version, '1.1.0');
    put(root, 'index.ts', 'export const a = 1;\n');
    assert.equal(writeSurface({ root, headSnapshot: committed, log: () => {} }).change, 'none');
    assert.equal(json(root, 'shared/package.json').version, '1.1.0', 'kept: a version is never lowered');

    // A major version whose dependents were not updated.
    const wallet = json(root, 'mfe-wallet/package.json');
    writeFileSync(path.join(root, 'shared/package.json'), JSON.stringify({ ...pkg, version: '2.0.0' }));
    writeFileSync(path.join(root, 'shared/surface.json'), JSON.stringify({ version: '2.0.0', entries: { '.': ['a'] } }));
    const problems = checkSurface({ root, headSnapshot: null });
    assert.ok(
      problems.some((p) => /mfe-wallet\/package\.json dependencies "@app\/shared": "\^1\.0\.0" does not admit 2\.0\.0/.test(p)),
      problems.join('\n'),
    );
    assert.equal(wallet.dependencies['@app/shared'], '^1.0.0');
  });
});

describe("a remote's imports", () => {
  const root = tree({
    'index.ts':
      "export const PATH = {};\nexport function formatMoney() {}\nexport const api = {};\nexport interface User {}\nexport type Id = number;\nexport * as more from './more';\n",
    'more.ts': 'export const x = 1;\n',
    'format/index.ts': 'export const fmt = 1;\n',
  });
  const surface = computeSurface({ root });
  const remote = (name, text) => {
    const file = path.join(root, 'mfe-wallet', 'src', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };
  const names = (files) => {
    const { names: n, whole } = importsOf(files, { entries: Object.keys(surface.entries) });
    return { names: Object.fromEntries(Object.entries(n).map(([k, v]) => [k, [...v].sort()])), whole: [...whole] };
  };

  it('counts the values it imports, not types and not imports used only as types', () => {
    const a = remote(
      'a.tsx',
      [
        "import { PATH, formatMoney as money, type User } from '@app/shared';",
        "import type { Id } from '@app/shared';",
        "import { api, Id as OnlyAType } from '@app/shared';",
        "import { fmt } from '@app/shared/format';",
        "import '@app/shared';",
        'let who: User | OnlyAType | Id;',
        'export const Page = () => <a href={PATH.home}>{money(1)}{fmt}</a>;',
      ].join('\n'),
    );
    // `api` is imported but never used: the compiled file does not import it either.
    assert.deepEqual(names([a]), { names: { '.': ['PATH', 'formatMoney'] }, whole: [] });
  });

  it('counts the members read from `import * as`, the whole entry when the namespace itself is passed on', () => {
    const members = remote(
      'b.ts',
      "import * as S from '@app/shared';\nexport const x = [S.PATH, S['api'], S.formatMoney()];\nconst o = { PATH: 1 }; o.PATH;\n",
    );
    assert.deepEqual(names([members]), { names: { '.': ['PATH', 'api', 'formatMoney'] }, whole: [] });
    const passed = remote('c.ts', "import * as S from '@app/shared';\nexport const all = Object.keys(S);\n");
    assert.deepEqual(names([passed]).whole, ['.']);
    const dynamic = remote('d.ts', "export const later = () => import('@app/shared');\n");
    assert.deepEqual(names([dynamic]).whole, ['.']);
    const reexported = remote('e.ts', "export { PATH, type User } from '@app/shared';\nexport * from '@app/shared';\n");
    assert.deepEqual(names([reexported]), { names: { '.': ['PATH'] }, whole: ['.'] });
  });

  it('writes shared-imports.json: the names within the surface it was built against, the rest noted', () => {
    const file = remote('f.ts', "import { PATH, Id, notThere } from '@app/shared';\nexport const v = [PATH, Id, notThere];\n");
    assert.deepEqual(importsRecord([file], { root, surface }), {
      package: '@app/shared',
      builtAgainst: '1.0.0',
      entries: { '.': ['PATH'] },
      notExported: { '.': ['Id', 'notThere'] },
    });
    const whole = remote('g.ts', "import * as S from '@app/shared';\nexport default S;\n");
    assert.deepEqual(importsRecord([whole], { root, surface }).entries, { '.': ['PATH', 'api', 'formatMoney', 'more'] });
  });
});
