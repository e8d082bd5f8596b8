// The walls between the packages hold: files that cross them, planted for a moment inside the
// packages, fail `oxlint` with the wall's rule name; and nothing in the tree opts out of the walls
// (no disable comment naming them or naming no rule, no ignore file, no file left unlinted, no
// override switching them off). Runs with `node --test scripts/checks/` (part of `npm run lint`).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OXLINT = path.join(ROOT, 'node_modules', '.bin', 'oxlint');
const WALL = 'walls(package-boundaries)';
const CYCLE = 'import(no-cycle)';
const WALL_RULES = ['walls/package-boundaries', 'import/no-cycle'];

const runOxlint = (args) => spawnSync(OXLINT, ['-f', 'unix', ...args], { cwd: ROOT, encoding: 'utf8' });

// One folder per run inside each package that is planted in, removed after the tests.
const tag = `walls-probe-${process.pid}`;
const planted = {
  'mfe-wallet/src/WALLS/by-name.ts': "import { marketApi } from 'mfe-market/src/api';\nexport const a = marketApi;\n",
  'mfe-wallet/src/WALLS/by-path.ts': "import { marketApi } from '../../../mfe-market/src/api';\nexport const a = marketApi;\n",
  'mfe-wallet/src/WALLS/into-shell.ts': "export type Store = typeof import('../../../shell/src/store/create-store');\n",
  'mfe-wallet/src/WALLS/mocks-a-remote.ts': "jest.mock('../../../mfe-trade/src/api');\nexport {};\n",
  'shared/src/WALLS/imports-shell.ts':
    "export { createAppStore } from 'shell/src/store/create-store';\nexport * from '../../../shell/src/socket/quote-socket';\n",
  'server/src/WALLS/imports-a-remote.ts':
    "import { tradeApi } from '../../../mfe-trade/src/api';\nimport 'mfe-account/src/api';\nexport const a = tradeApi;\n",
  'mfe-wallet/src/WALLS/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b();\n",
  'mfe-wallet/src/WALLS/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a();\n",
  'mfe-wallet/src/WALLS/inside.ts':
    "import { api } from '@app/shared';\nimport { walletApi } from '../api';\nexport const a = [api, walletApi];\n",
};
const files = Object.fromEntries(Object.entries(planted).map(([p, text]) => [p.replace('WALLS', tag), text]));
const dirs = [...new Set(Object.keys(files).map((p) => path.join(ROOT, path.dirname(p))))];

/** Problems oxlint reports for each planted file: `{ [file]: ['walls(package-boundaries)', …] }`. */
let reported;
let exitCode;

describe('a planted file that crosses a wall fails the lint', () => {
  before(() => {
    try {
      for (const [p, text] of Object.entries(files)) {
        mkdirSync(path.join(ROOT, path.dirname(p)), { recursive: true });
        writeFileSync(path.join(ROOT, p), text);
      }
      const result = runOxlint(Object.keys(files));
      exitCode = result.status;
      reported = {};
      for (const line of result.stdout.split('\n')) {
        const m = /^(.+?):\d+:\d+: .*\[(?:Error|Warning)\/([^\]]+)\]$/.exec(line);
        if (m) (reported[m[1]] ??= []).push(m[2]);
      }
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
  after(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const problems = (p) => reported[p.replace('WALLS', tag)] ?? [];

  test('oxlint exits non-zero', () => {
    assert.notEqual(exitCode, 0);
  });
  test('a remote importing another remote by package name', () => {
    assert.deepEqual(problems('mfe-wallet/src/WALLS/by-name.ts'), [WALL]);
  });
  test('a remote importing another remote by relative path', () => {
    assert.deepEqual(problems('mfe-wallet/src/WALLS/by-path.ts'), [WALL]);
  });
  test('a remote naming the shell in a type (typeof import)', () => {
    assert.deepEqual(problems('mfe-wallet/src/WALLS/into-shell.ts'), [WALL]);
  });
  test('a remote mocking another remote (jest.mock)', () => {
    assert.deepEqual(problems('mfe-wallet/src/WALLS/mocks-a-remote.ts'), [WALL]);
  });
  test('shared importing the shell (by name and by path)', () => {
    assert.deepEqual(problems('shared/src/WALLS/imports-shell.ts'), [WALL, WALL]);
  });
  test('the server importing a remote (by path and by name)', () => {
    assert.deepEqual(problems('server/src/WALLS/imports-a-remote.ts'), [WALL, WALL]);
  });
  test('an import cycle', () => {
    assert.ok(problems('mfe-wallet/src/WALLS/cycle-a.ts').includes(CYCLE));
    assert.ok(problems('mfe-wallet/src/WALLS/cycle-b.ts').includes(CYCLE));
  });
  test('its own package and @app/shared are fine', () => {
    assert.deepEqual(problems('mfe-wallet/src/WALLS/inside.ts'), []);
  });
  test('the planted files are gone', () => {
    for (const p of Object.keys(files)) assert.equal(existsSync(path.join(ROOT, p)), false, p);
  });
});

describe('nothing opts out of the walls', () => {
  /** The repository's files as git sees them (tracked and new, less what .gitignore ignores). */
  const sourceFiles = () =>
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((p) => /\.(c|m)?[jt]sx?$/.test(p) && existsSync(path.join(ROOT, p)));

  test('no disable comment names a wall rule, and none names no rule at all', () => {
    const directive = /(?:eslint|oxlint)-disable(?:-next-line|-line)?\b([^\n*]*)/g;
    const offending = [];
    for (const file of sourceFiles()) {
      if (file === 'scripts/checks/walls.test.mjs') continue; // this file spells the patterns out
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(directive)) {
        const rules = m[1].split('--')[0].trim();
        if (rules === '' || WALL_RULES.some((r) => rules.includes(r)) || rules.includes('walls/')) {
          offending.push(`${file}: ${m[0].trim()}`);
        }
      }
    }
    assert.deepEqual(offending, []);
  });

  test('no ignore file, and the config ignores nothing and switches no wall off', () => {
    for (const name of ['.oxlintignore', '.eslintignore']) assert.equal(existsSync(path.join(ROOT, name)), false, name);
    const config = readFileSync(path.join(ROOT, '.oxlintrc.json'), 'utf8');
    assert.doesNotMatch(config, /"ignorePatterns"/);
    // A wall rule is configured once, at the top; no override mentions it.
    for (const rule of WALL_RULES) {
      assert.equal(config.split(`"${rule}"`).length - 1, 1, rule);
      assert.match(config, new RegExp(`"${rule}": "error"`), rule);
    }
    assert.doesNotMatch(config, /"respectEslintDisableDirectives"/);
  });

  test('every JavaScript and TypeScript file of the repository is linted', () => {
    const linted = new Set(runOxlint(['--debug=files']).stdout.split('\n').filter(Boolean));
    const missing = sourceFiles().filter((p) => !linted.has(p));
    assert.deepEqual(missing, []);
  });
});
