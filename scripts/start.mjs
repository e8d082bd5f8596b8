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
  // The demo's staff listener (docs/back-office.md); a provider started any other way has none
  // until STAFF_PORT is set, so test servers and cluster instances never compete for it.
  process.env.STAFF_PORT ??= '8090';
  await run('npx', ['tsx', 'server/src/main.ts'], { cwd: ROOT });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
