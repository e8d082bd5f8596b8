#!/usr/bin/env node
// `npm start`: installs dependencies when they are missing, builds when no build exists, then
// starts the provider server (embedded database and demo data) serving the whole app.
import { ROOT, dependenciesInstalled, isBuilt, run } from './lib.mjs';

try {
  if (!dependenciesInstalled()) {
    console.log('Installing dependencies (first start)…');
    await run('npm', ['install', '--no-audit', '--no-fund']);
  }
  if (!isBuilt() || process.argv.includes('--build')) {
    console.log('Building the shell and the five remotes…');
    await run('node', ['scripts/build.mjs']);
  }
  await run('npx', ['tsx', 'server/src/main.ts'], { cwd: ROOT });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
