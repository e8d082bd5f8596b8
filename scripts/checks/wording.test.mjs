// The wording check: history references are flagged, the product's own words are not, and a
// repository is scanned file by file (text only, package-lock.json left out).
//   node --test scripts/checks/
// The planted lines are put together at run time (`planted`), so this file passes the check it tests.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkRepository, findHistoryReferences, historyReference } from './wording.mjs';

const planted = (...words) => words.join(' ');

describe('historyReference', () => {
  const history = [
    ['a comment citing a work item', `  const x = 1; // ${planted('(issue', '14)')}`],
    ['a test name citing a session', `it('keeps the lock, ${planted('session', '6')}', async () => {`],
    ['a section of the old specification', `// Rule of ${planted('SPEC', '§5')}: ten orders at most.`],
    ['the old specification file', `See ${['SPEC', 'md'].join('.')} for the rules.`],
    ['a finding, capitalised, with its work item', `// ${planted('Issue', '14, finding', '3:')} control characters`],
    ['a possessive', `// ${planted('Issue', "15's")} rough edges`],
    ['two sessions at once', `(README, ${planted('sessions', '7 and 8')})`],
    ['a hyphenated session', `the ${planted('session')}-${6} build`],
    ['a numbered issue with a hash', `fixed in ${planted('issue', '#16')}`],
    ['a review round', `${planted('round', '2')} of the review`],
  ];
  for (const [what, line] of history) {
    it(`flags ${what}`, () => assert.notEqual(historyReference(line), null, line));
  }

  const product = [
    'The IPO issue opens its window at 09:30.',
    'Shown at the issue price until the listing.',
    'Subscribe to the oversubscribed demo issue.',
    'The always-open demo clock says "Demo session".',
    'Session expiry logs the customer out after 14 days.',
    'an earlier issue of the same code',
    'every session of the user ends',
    'Amounts round to 2 decimals.',
    'docs/product.md §5: at most 10 open orders.',
    'reissue 3 codes',
  ];
  for (const line of product) {
    it(`lets the product's words through: ${line}`, () => assert.equal(historyReference(line), null));
  }
});

describe('findHistoryReferences', () => {
  it('numbers the lines from 1 and keeps their text', () => {
    const text = [
      '// Fine.',
      `// ${planted('(issue', '14)')}`,
      'const a = 1;',
      `test('${planted('session', '6')}: works', () => {});`,
    ].join('\n');
    assert.deepEqual(
      findHistoryReferences(text).map((h) => [h.line, h.text]),
      [
        [2, `// ${planted('(issue', '14)')}`],
        [4, `test('${planted('session', '6')}: works', () => {});`],
      ],
    );
  });
});

describe('checkRepository', () => {
  const git = (cwd, ...args) => execFileSync('git', args, { cwd, stdio: 'pipe' });

  it('reads every listed text file, tracked or new, and leaves out package-lock.json, binaries and ignored files', (t) => {
    const root = mkdtempSync(path.join(tmpdir(), 'wording-'));
    t.after(() => rmSync(root, { recursive: true, force: true }));
    git(root, 'init', '-q');
    writeFileSync(path.join(root, '.gitignore'), 'ignored.txt\n');
    writeFileSync(path.join(root, 'clean.ts'), '// The IPO issue at its issue price.\n');
    writeFileSync(path.join(root, 'tracked.md'), `# Notes\n\n${planted('Session', '8')}: styles inline.\n`);
    writeFileSync(path.join(root, 'package-lock.json'), `{ "name": "${planted('issue', '14')}" }\n`);
    writeFileSync(path.join(root, 'font.woff2'), Buffer.from(`wOF2${planted('issue', '14')}`));
    writeFileSync(path.join(root, 'blob.bin'), Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(planted('issue', '14'))]));
    writeFileSync(path.join(root, 'ignored.txt'), planted('issue', '14'));
    git(root, 'add', '.gitignore', 'clean.ts', 'tracked.md', 'package-lock.json', 'font.woff2', 'blob.bin');
    writeFileSync(path.join(root, 'new.test.ts'), `it('${planted('(issue', '16)')} keeps it', () => {});\n`);

    const { hits, scanned } = checkRepository(root);
    assert.deepEqual(
      hits.map((h) => `${h.file}:${h.line}`),
      ['new.test.ts:1', 'tracked.md:3'],
    );
    assert.equal(scanned, 4); // .gitignore, clean.ts, new.test.ts, tracked.md
  });

  it('exits 1 printing path:line: text for each hit, 0 with a one-line summary otherwise', (t) => {
    // The command itself, copied into a repository of its own (it finds the root from its place).
    const root = mkdtempSync(path.join(tmpdir(), 'wording-cli-'));
    t.after(() => rmSync(root, { recursive: true, force: true }));
    git(root, 'init', '-q');
    mkdirSync(path.join(root, 'scripts', 'checks'), { recursive: true });
    const script = path.join(root, 'scripts', 'checks', 'wording.mjs');
    copyFileSync(fileURLToPath(new URL('./wording.mjs', import.meta.url)), script);
    writeFileSync(path.join(root, 'app.ts'), '// Shown at the issue price during the demo session.\n');
    const run = () => spawnSync(process.execPath, [script], { cwd: tmpdir(), encoding: 'utf8' });

    const clean = run();
    assert.equal(clean.status, 0, clean.stdout + clean.stderr);
    assert.match(clean.stdout, /^wording: 2 files speak of the product, none of a work item\n$/);

    writeFileSync(path.join(root, 'app.test.ts'), `// Fine.\ntest('${planted('(issue', '14)')} holds', () => {});\n`);
    const dirty = run();
    assert.equal(dirty.status, 1);
    assert.equal(dirty.stdout, `app.test.ts:2: test('${planted('(issue', '14)')} holds', () => {});\n`);
  });
});
