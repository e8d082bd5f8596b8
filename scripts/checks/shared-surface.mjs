#!/usr/bin/env node
// @app/shared's version follows its runtime exports: shared/surface.json (the committed list of
// the value exports of each entry the federation shares) must match the source, its version must
// be shared/package.json's, and a change since the committed list must carry its bump (a new
// export: a new minor version; a removed one: a new major). Otherwise a remote built against a
// newer @app/shared could not be told from one that runs on the live shell's (scripts/shared-surface.mjs,
// docs/releasing.md).
//   node scripts/checks/shared-surface.mjs     exit 1 with what differs and the command that fixes it
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE, ROOT, SNAPSHOT, checkSurface } from '../shared-surface.mjs';

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]) : ROOT;
  let problems;
  try {
    problems = checkSurface({ root });
  } catch (err) {
    problems = [`could not read the exports of ${PACKAGE}: ${err.message}`];
  }
  if (problems.length) {
    console.error(`shared surface: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(`shared surface: ${SNAPSHOT} matches the runtime exports of ${PACKAGE} and its version`);
}
