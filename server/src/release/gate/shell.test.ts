// What the gate reads from the live shell's files: its singletons' versions (recorded at its
// release, else from its share table), its @app/shared exports (its build's shared-surface.json,
// else the export table in its scripts) and the id of its build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanShellProvides, scanShellSurface, shellBuild, shellProvides, shellSharedSurface } from './shell';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-shell-'));
  made.push(d);
  return d;
};
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
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

it('reads the singletons from the share table, or from the record of the shell release', () => {
  const dir = tmp();
  write(path.join(dir, 'shell', 'main.js'), shellScript());
  expect(scanShellProvides(path.join(dir, 'shell'))).toEqual({ '@app/shared': '1.2.0', react: '18.3.1' });
  expect(shellProvides(dir)).toEqual({ '@app/shared': '1.2.0', react: '18.3.1' });
  write(path.join(dir, 'shell-shared.json'), JSON.stringify({ provides: { react: '18.2.0' } }));
  expect(shellProvides(dir)).toEqual({ react: '18.2.0' });
});

it('reads the @app/shared exports from the export table in its scripts when its build recorded none', () => {
  for (const arrow of [false, true]) {
    const dir = tmp();
    write(path.join(dir, 'main.abc.js'), shellScript({ arrow }));
    expect(scanShellSurface(dir)).toEqual({ version: '1.2.0', entries: { '.': ['PATH', 'formatMoney'] }, scanned: true });
  }
  const none = tmp();
  write(path.join(none, 'main.js'), 'x={react:[{version:"18.3.1",get:()=>2}]}');
  expect(scanShellSurface(none)).toBeNull();
});

it('the recorded shared-surface.json wins over the scripts', () => {
  const dir = tmp();
  write(path.join(dir, 'shell', 'main.js'), shellScript());
  write(
    path.join(dir, 'shell', 'shared-surface.json'),
    JSON.stringify({ package: '@app/shared', version: '1.3.0', entries: { '.': ['a'] } }),
  );
  expect(shellSharedSurface(dir)).toEqual({ package: '@app/shared', version: '1.3.0', entries: { '.': ['a'] } });
});

it("a shell build's id follows its index.html", () => {
  const dir = tmp();
  expect(shellBuild(dir)).toBeNull();
  write(path.join(dir, 'shell', 'index.html'), '<script src="/main.1.js"></script>');
  const first = shellBuild(dir);
  expect(first).toMatch(/^[0-9a-f]{16}$/);
  write(path.join(dir, 'shell', 'index.html'), '<script src="/main.2.js"></script>');
  expect(shellBuild(dir)).not.toBe(first);
});

it("agrees with the shell build's own record, when a shell is built here", () => {
  const built = [path.join(ROOT, 'shell', 'dist'), path.join(ROOT, 'releases', 'shell')].find((d) =>
    fs.existsSync(path.join(d, 'shared-surface.json')),
  );
  if (!built) return; // not built in this checkout: the scripts' reading is covered above
  const recorded = JSON.parse(fs.readFileSync(path.join(built, 'shared-surface.json'), 'utf8'));
  const scanned = scanShellSurface(built)!;
  expect(scanned.version).toBe(recorded.version);
  expect(scanned.entries['.']).toEqual(recorded.entries['.']);
  expect(scanShellProvides(built)).toMatchObject({
    react: expect.any(String),
    'react-dom': expect.any(String),
    '@app/shared': expect.any(String),
  });
});
