// The gate's check of the @app/shared exports a remote imports against those the live shell's
// copy provides, end to end: the release command run for real against a provider on a temporary
// release directory (the gate's browser checks off: RELEASE_GATE_PROBE=0, RELEASE_GATE_RENDER=0),
// with records written by scripts/shared-surface.mjs as the builds write them. The verdicts and
// the reading of a shell's scripts are tested beside the gate (server/src/release/gate/).
// With RELEASE_TEST_BUILD=1 it also builds mfe-wallet with webpack and gates that build.
//   node --test scripts/release/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { computeSurface, importsRecord } from '../shared-surface.mjs';
import { startProvider } from './provider-for-tests.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const made = [];
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const tmp = (prefix) => {
  const d = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(d);
  return d;
};
const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof text === 'string' ? text : `${JSON.stringify(text, null, 2)}\n`);
};

/** A minified shell entry as webpack 5 writes it: the share table and the module table of @app/shared. */
const shellScript = ({ version = '1.2.0', names = ['PATH', 'formatMoney'], arrow = false } = {}) => {
  const table = names.map((n, i) => `${n}:()=>v${i}`).join(',');
  const factory = arrow ? `1327:(e,t,r)=>{r.r(t),r.d(t,{${table}});` : `1327(e,t,r){r.r(t),r.d(t,{${table}});`;
  return (
    `(()=>{var e={42(e,t,r){r.d(t,{other:()=>1})},${factory}${names.map((_, i) => `let v${i}=${i};`).join('')}}};` +
    `_.federation.initOptions.shared={"@app/shared":[{version:"${version}",get:()=>()=>_(1327),scope:["default"]}],react:[{version:"18.3.1",get:()=>()=>_(7)}]};})();`
  );
};

describe('the release command refuses a remote that needs an export the live shell lacks', () => {
  const releaseDir = tmp('release-shared-');
  const run = (env, ...args) => {
    const res = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...provider.env, ...env },
    });
    return { code: res.status, out: `${res.stdout}${res.stderr}` };
  };
  const release = (...args) => run({}, ...args);
  const routes = [{ path: '/pages/mine/recharge', auth: true }];
  const manifest = (version, range = '^1.0.0') => ({
    name: 'wallet',
    metaData: { buildInfo: { buildVersion: version } },
    shared: [
      { name: 'react', requiredVersion: '18.3.1', singleton: true },
      { name: '@app/shared', requiredVersion: range, singleton: true },
    ],
    exposes: [{ path: './routes' }],
  });

  /** @app/shared at a version, as a tree; with `newHelper` from 1.3.0 on. */
  const sharedTree = (version) => {
    const root = tmp(`shared-${version}-`);
    write(path.join(root, 'package.json'), { name: 'fixture', private: true, workspaces: ['shared'] });
    write(path.join(root, 'webpack.common.js'), "module.exports = { SINGLETONS: ['react', '@app/shared'] };\n");
    write(path.join(root, 'shared', 'package.json'), { name: '@app/shared', version, exports: { '.': './src/index.ts' } });
    const helper = semver.gte(version, '1.3.0') ? 'export const newHelper = () => 1;\n' : '';
    write(
      path.join(root, 'shared', 'src', 'index.ts'),
      `export const PATH = {};\nexport function formatMoney() {}\nexport interface User {}\n${helper}`,
    );
    return root;
  };
  /** The live shell: its share table says `version`; its build's surface is that tree's (or none: a shell from before). */
  const liveShell = (version, { recorded = true, table = true } = {}) => {
    const dir = path.join(releaseDir, 'shell');
    rmSync(dir, { recursive: true, force: true });
    const surface = computeSurface({ root: sharedTree(version) });
    write(path.join(dir, 'index.html'), '<!doctype html>');
    write(
      path.join(dir, 'main.js'),
      table
        ? shellScript({ version, names: surface.entries['.'] })
        : `x={"@app/shared":[{version:"${version}",get:()=>1}],react:[{version:"18.3.1",get:()=>2}]}`,
    );
    if (recorded) write(path.join(dir, 'shared-surface.json'), { package: '@app/shared', ...surface });
  };
  /** mfe-wallet at `version`, built against @app/shared `against`: its code uses `uses`. */
  const candidate = (version, { against = '1.3.0', uses = ['PATH', 'newHelper'], range, record = true } = {}) => {
    const dist = tmp(`wallet-${version}-`);
    write(path.join(dist, 'mf-manifest.json'), manifest(version, range));
    write(path.join(dist, 'routes.json'), routes);
    write(path.join(dist, 'remoteEntry.js'), `/* wallet ${version} */`);
    if (record) {
      const root = sharedTree(against);
      const source = path.join(root, 'mfe-wallet', 'src', 'page.ts');
      write(
        source,
        `import { ${uses.join(', ')}, type User } from '@app/shared';\nlet u: User;\nexport const page = [${uses.join(', ')}];\n`,
      );
      write(path.join(dist, 'shared-imports.json'), importsRecord([source], { root }));
    }
    return dist;
  };

  // wallet 1.3.0 is live, on a shell whose @app/shared is 1.2.0.
  write(path.join(releaseDir, 'remotes', 'wallet', '1.3.0', 'mf-manifest.json'), manifest('1.3.0'));
  write(path.join(releaseDir, 'remotes', 'wallet', '1.3.0', 'routes.json'), routes);
  write(path.join(releaseDir, 'remotes.json'), { wallet: { version: '1.3.0', entry: '/remotes/wallet/1.3.0/remoteEntry.js', routes } });
  // The provider whose registry the command changes through its API (it imports that remotes.json).
  let provider;
  before(() => {
    provider = startProvider(releaseDir, { RELEASE_GATE_PROBE: '0', RELEASE_GATE_RENDER: '0' });
  });
  after(() => provider?.stop());

  it('a build that needs newHelper, on a shell whose @app/shared lacks it: refused (uploaded, not live); after the shell is released: published', () => {
    liveShell('1.2.0');
    const refused = release('publish', 'wallet', '--dist', candidate('1.4.0'));
    assert.equal(refused.code, 1, refused.out);
    assert.match(
      refused.out,
      /shared export newHelper of '@app\/shared': mfe-wallet 1\.4\.0 needs it, the live shell provides @app\/shared 1\.2\.0 which lacks it \(release the shell first\)/,
    );
    assert.doesNotMatch(refused.out, /shared export PATH/);
    assert.deepEqual(readdirSync(path.join(releaseDir, 'remotes', 'wallet')).sort(), ['1.3.0', '1.4.0'], 'uploaded, no staging left');
    assert.equal(provider.registry().wallet.version, '1.3.0', 'not live');

    // The same build with its singleton range out of the shell's reach: both checks speak.
    const both = release('publish', 'wallet', '--dist', candidate('1.4.1', { range: '^2.0.0' }));
    assert.equal(both.code, 1);
    assert.match(both.out, /shared singleton @app\/shared: wallet 1\.4\.1 requires \^2\.0\.0 but the live shell provides 1\.2\.0/);
    assert.match(both.out, /shared export newHelper of '@app\/shared': mfe-wallet 1\.4\.1 needs it/);

    // A build that uses only what 1.2.0 has passes on it.
    const modest = release('publish', 'wallet', '--dist', candidate('1.4.2', { uses: ['PATH', 'formatMoney'] }));
    assert.equal(modest.code, 0, modest.out);
    assert.match(modest.out, /gate passed for wallet 1\.4\.2/);

    liveShell('1.3.0');
    const published = release('publish', 'wallet', '--dist', candidate('1.4.0'));
    assert.equal(published.code, 0, published.out);
    assert.match(published.out, /live: 1\.4\.2 → 1\.4\.0/);
  });

  it('a shell published before builds recorded their surface: its exports are read from its scripts', () => {
    liveShell('1.2.0', { recorded: false });
    const refused = release('publish', 'wallet', '--dist', candidate('1.5.0'));
    assert.equal(refused.code, 1, refused.out);
    assert.match(refused.out, /the live shell has no shared-surface\.json .* exports were read from its scripts/);
    assert.match(
      refused.out,
      /shared export newHelper of '@app\/shared': mfe-wallet 1\.5\.0 needs it, the live shell provides @app\/shared 1\.2\.0 which lacks it/,
    );

    // … and when they cannot be read either, nothing can be checked: refused, with what to do.
    liveShell('1.2.0', { recorded: false, table: false });
    const blind = release('publish', 'wallet', '--dist', candidate('1.5.1', { uses: ['PATH'] }));
    assert.equal(blind.code, 1, blind.out);
    assert.match(
      blind.out,
      /mfe-wallet 1\.5\.1 imports 1 of them, but the live shell has no shared-surface\.json and no export table of @app\/shared could be read from its scripts.*node scripts\/build\.mjs shell/,
    );
  });

  it('a build from before builds recorded their imports passes with a note (every version hosted today is one)', () => {
    liveShell('1.2.0');
    const old = release('publish', 'wallet', '--dist', candidate('1.6.0', { record: false }));
    assert.equal(old.code, 0, old.out);
    assert.match(old.out, /@app\/shared exports not checked for wallet 1\.6\.0: its build has no shared-imports\.json/);
  });

  it('gates a real webpack build of mfe-wallet (RELEASE_TEST_BUILD=1, or an mfe-wallet/dist that has shared-imports.json)', (t) => {
    let dist = path.join(ROOT, 'mfe-wallet', 'dist');
    if (process.env.RELEASE_TEST_BUILD === '1') {
      dist = tmp('wallet-build-');
      const res = spawnSync('npx', ['webpack', '--mode', 'production', '--config', 'mfe-wallet/webpack.config.js', '--output-path', dist], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      assert.equal(res.status, 0, `${res.stdout}${res.stderr}`);
    }
    if (!existsSync(path.join(dist, 'shared-imports.json')))
      return t.skip('no build of mfe-wallet with shared-imports.json: RELEASE_TEST_BUILD=1 makes one');
    const needs = JSON.parse(readFileSync(path.join(dist, 'shared-imports.json'), 'utf8'));
    assert.ok(needs.entries['.'].includes('registerTranslations'), 'every remote registers its translations through @app/shared');
    const version = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion;
    /** A copy of the build at another version (its manifest says so, as a build at that version would). */
    const copyAt = (v) => {
      const copy = tmp('wallet-dist-');
      cpSync(dist, copy, { recursive: true });
      const m = JSON.parse(readFileSync(path.join(copy, 'mf-manifest.json'), 'utf8'));
      m.metaData.buildInfo.buildVersion = v;
      writeFileSync(path.join(copy, 'mf-manifest.json'), JSON.stringify(m));
      rmSync(path.join(copy, 'mf-manifest.json.br'), { force: true });
      rmSync(path.join(copy, 'mf-manifest.json.gz'), { force: true });
      return copy;
    };

    // The live shell: this tree's @app/shared without registerTranslations, at the version the
    // build was made against; the singletons at the versions the build found.
    const surface = computeSurface();
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    const dir = path.join(releaseDir, 'shell');
    rmSync(dir, { recursive: true, force: true });
    write(path.join(dir, 'index.html'), '<!doctype html>');
    write(path.join(releaseDir, 'shell-shared.json'), {
      at: new Date().toISOString(),
      provides: Object.fromEntries(manifest.shared.map((s) => [s.name, s.version])),
    });
    write(path.join(dir, 'shared-surface.json'), {
      package: '@app/shared',
      version: surface.version,
      entries: { '.': surface.entries['.'].filter((n) => n !== 'registerTranslations') },
    });
    const refused = release('publish', 'wallet', '--dist', copyAt(`${version}-lacking`));
    assert.equal(refused.code, 1, refused.out);
    assert.match(
      refused.out,
      new RegExp(
        `shared export registerTranslations of '@app/shared': mfe-wallet ${version}-lacking needs it, the live shell provides @app/shared ${surface.version.replace(/\./g, '\\.')} which lacks it`,
      ),
    );

    write(path.join(dir, 'shared-surface.json'), { package: '@app/shared', ...surface });
    const passed = release('publish', 'wallet', '--dist', copyAt(`${version}-full`));
    assert.equal(passed.code, 0, passed.out);
  });
});
