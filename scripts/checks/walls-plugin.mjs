// The walls between the workspace packages, as one lint rule for oxlint (a JS plugin, loaded by
// .oxlintrc.json): `walls/package-boundaries`.
//
// A file inside a package may import only its own package and `@app/shared` (which itself imports
// no app package). So a remote never imports another remote or the shell, `shared` imports no app
// package, the server imports no front-end code, and a test file imports only its own package and
// `@app/shared` (its `@app/shared/testing` entries included). Files outside every package (the
// root's scripts/, test-support/, types/, jest.config.js, webpack.common.js) are root tooling: a
// package may not import them either, except a package's own build config (`<package>/*.config.js`).
//
// Every way a file names another module is checked: import / export … from, import(), the type
// `typeof import('…')`, require(), and jest.mock / requireActual / requireMock / doMock / unmock /
// createMockFromModule. A relative path is resolved against the file, so `../../mfe-market/src/x`
// is mfe-market however deep the file sits; a bare name is matched against the workspace names.
// The packages are read from the root package.json's workspaces, so a new remote is walled in as
// soon as it is added there. A remote is a package whose folder starts with `mfe-`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** dir → package name, and package name → dir, from the root package.json's workspaces. */
function readWorkspaces() {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const byDir = new Map();
  for (const dir of root.workspaces) {
    const { name } = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    byDir.set(dir, name);
  }
  return byDir;
}

const WORKSPACES = readWorkspaces();
const DIR_OF_NAME = new Map([...WORKSPACES].map(([dir, name]) => [name, dir]));
const SHARED = 'shared';

const kindOf = (dir) => (dir === SHARED ? 'shared' : dir.startsWith('mfe-') ? 'remote' : dir);

/** The package folder (or null: root tooling) of a repo-relative path. */
function packageOfPath(relative) {
  const first = relative.split('/')[0];
  return WORKSPACES.has(first) ? first : null;
}

/**
 * What a module specifier points at: `{ dir }` for a workspace package, `{ root: path }` for a
 * file outside every package, or null for an npm package / Node built-in (not this rule's business).
 */
function targetOf(specifier, fromFile) {
  const spec = specifier.split('?')[0];
  if (spec.startsWith('.') || path.isAbsolute(spec)) {
    const resolved = path.resolve(path.dirname(fromFile), spec);
    const relative = path.relative(ROOT, resolved).split(path.sep).join('/');
    if (relative.startsWith('..')) return { outside: resolved };
    const dir = packageOfPath(relative);
    return dir ? { dir } : { root: relative };
  }
  for (const [name, dir] of DIR_OF_NAME) {
    if (spec === name || spec.startsWith(`${name}/`)) return { dir };
  }
  return null;
}

function why(fromDir, toDir) {
  const from = kindOf(fromDir);
  const to = kindOf(toDir);
  if (from === 'shared') return '@app/shared imports no app package';
  if (from === 'remote' && to === 'remote') return 'a remote never imports another remote';
  if (from === 'remote' && to === 'shell') return 'a remote never imports the shell';
  if (from === 'server' && (to === 'remote' || to === 'shell')) return 'the server imports no front-end code';
  return 'a package imports only itself and @app/shared (what two packages need goes to @app/shared, a test helper to @app/shared/testing)';
}

const BUILD_CONFIG = /^[^/]+\/[^/]+\.config\.(c|m)?js$/;

/** The message for a crossing, or null when the import stays inside the walls. */
export function crossing(fromFile, specifier) {
  const relativeFrom = path.relative(ROOT, fromFile).split(path.sep).join('/');
  const fromDir = packageOfPath(relativeFrom);
  if (!fromDir) return null; // root tooling may import anything
  const target = targetOf(specifier, fromFile);
  if (!target) return null;
  if (target.outside) return `'${specifier}' leaves the repository`;
  if (target.root !== undefined) {
    if (BUILD_CONFIG.test(relativeFrom)) return null;
    return `'${specifier}' is root tooling (${target.root}), not part of ${WORKSPACES.get(fromDir)}: a package imports only itself and @app/shared`;
  }
  if (target.dir === fromDir || target.dir === SHARED) return null;
  return `${WORKSPACES.get(fromDir)} → ${WORKSPACES.get(target.dir)} ('${specifier}'): ${why(fromDir, target.dir)}`;
}

const JEST_MODULE_CALLS = new Set([
  'mock',
  'doMock',
  'unmock',
  'dontMock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
  'setMock',
]);

const stringValue = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : null);

const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A package imports only itself and @app/shared (docs/linting.md, "The walls")' },
    // No options: nothing can be allowed through a wall from the config.
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const check = (node, specifier) => {
      if (specifier === null) return;
      const message = crossing(file, specifier);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source, stringValue(node.source)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, stringValue(node.source)),
      ExportAllDeclaration: (node) => check(node.source, stringValue(node.source)),
      ImportExpression: (node) => check(node.source, stringValue(node.source)),
      // `typeof import('…')`: oxc calls the string `source`, typescript-estree `argument.literal`.
      TSImportType: (node) => {
        const literal = node.source ?? node.argument?.literal ?? node.argument;
        check(literal, stringValue(literal));
      },
      TSExternalModuleReference: (node) => check(node.expression, stringValue(node.expression)),
      CallExpression: (node) => {
        const callee = node.callee;
        const first = node.arguments[0];
        if (callee.type === 'Identifier' && callee.name === 'require') check(first, stringValue(first));
        else if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          JEST_MODULE_CALLS.has(callee.property.name)
        )
          check(first, stringValue(first));
        else if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'require' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'resolve'
        )
          check(first, stringValue(first));
      },
    };
  },
};

export default {
  meta: { name: 'walls' },
  rules: { 'package-boundaries': packageBoundaries },
};
