#!/usr/bin/env node
// Builds the six front-end packages (two at a time: this machine has 2 cores) and publishes them
// into RELEASE_DIR at their current versions. A local build replaces the same version in place;
// a real release bumps the version and uses `npm run release -- publish <remote>`.
import { REMOTES, run } from './lib.mjs';
import { publish, publishShell } from './release.mjs';

const packages = ['shell', ...REMOTES.map((r) => `mfe-${r}`)];
const only = process.argv.slice(2);
const selected = only.length ? packages.filter((p) => only.includes(p)) : packages;

async function buildAll(list, parallel = 2) {
  const queue = [...list];
  const workers = Array.from({ length: parallel }, async () => {
    while (queue.length) {
      const pkg = queue.shift();
      const started = Date.now();
      await run('npx', ['webpack', '--mode', 'production', '--config', `${pkg}/webpack.config.js`]);
      console.log(`built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  await Promise.all(workers);
}

try {
  await buildAll(selected);
  for (const pkg of selected) {
    if (pkg === 'shell') await publishShell();
    else publish(pkg.replace(/^mfe-/, ''), { replace: true });
  }
} catch (err) {
  console.error(`build failed: ${err.message}`);
  process.exit(1);
}
