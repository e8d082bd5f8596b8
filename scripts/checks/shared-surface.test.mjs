// The shared-surface check as `npm run lint` runs it: it passes on a tree whose shared/surface.json
// is current, fails with the fix when an export changed without a version bump, and `--write`
// makes it pass again with the bump the change needs.
//   node --test scripts/checks/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = mkdtempSync(path.join(tmpdir(), 'shared-surface-check-'));
after(() => rmSync(root, { recursive: true, force: true }));

const write = (rel, text) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), typeof text === 'string' ? text : `${JSON.stringify(text, null, 2)}\n`);
};
const run = (script, ...args) => {
  const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', script), '--root', root, ...args], { encoding: 'utf8' });
  return { code: res.status, out: `${res.stdout}${res.stderr}` };
};

it('fails on an export added without a version bump, with the command that fixes it; passes after it', () => {
  write('package.json', { name: 'fixture', private: true, workspaces: ['shared', 'mfe-wallet'] });
  write('webpack.common.js', "module.exports = { SINGLETONS: ['@app/shared'] };\n");
  write('shared/package.json', { name: '@app/shared', version: '1.0.0', exports: { '.': './src/index.ts' } });
  write('mfe-wallet/package.json', { name: 'mfe-wallet', version: '1.0.0', dependencies: { '@app/shared': '^1.0.0' } });
  write('shared/src/index.ts', 'export const formatMoney = () => "";\nexport type Money = string;\n');

  const missing = run('checks/shared-surface.mjs');
  assert.equal(missing.code, 1, missing.out);
  assert.match(missing.out, /shared\/surface\.json is missing: run `node scripts\/shared-surface\.mjs --write`/);
  assert.equal(run('shared-surface.mjs', '--write').code, 0);
  const ok = run('checks/shared-surface.mjs');
  assert.equal(ok.code, 0, ok.out);
  assert.match(ok.out, /matches the runtime exports of @app\/shared/);

  write('shared/src/index.ts', 'export const formatMoney = () => "";\nexport type Money = string;\nexport const newHelper = () => 1;\n');
  const stale = run('checks/shared-surface.mjs');
  assert.equal(stale.code, 1, stale.out);
  assert.match(
    stale.out,
    /the runtime exports of @app\/shared changed \(added @app\/shared: newHelper\) but shared\/surface\.json still lists those of 1\.0\.0/,
  );
  assert.match(stale.out, /makes @app\/shared 1\.1\.0/);

  const wrote = run('shared-surface.mjs', '--write');
  assert.match(wrote.out, /@app\/shared 1\.1\.0.*minor change.*added @app\/shared: newHelper/);
  assert.equal(JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')).version, '1.1.0');
  assert.equal(run('checks/shared-surface.mjs').code, 0);

  write('shared/src/index.ts', 'export const newHelper = () => 1;\n');
  assert.match(
    run('checks/shared-surface.mjs').out,
    /removed @app\/shared: formatMoney.*a removed one a new major.*makes @app\/shared 2\.0\.0/,
  );
  assert.match(run('shared-surface.mjs', '--write').out, /mfe-wallet\/package\.json dependencies "@app\/shared": \^1\.0\.0 → \^2\.0\.0/);
  assert.equal(run('checks/shared-surface.mjs').code, 0);
});
