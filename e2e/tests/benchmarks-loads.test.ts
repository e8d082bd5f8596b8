// The load benchmarks still run: bench:bytes, bench:lighthouse and the provider's `npm run bench
// -w server`, in their smoke mode (e2e/lib/bench-smoke.ts: exit 0 and every figure printed; no
// timing or size is checked here — the byte budgets are e2e/budgets.mjs's).
import { test } from 'node:test';
import { smokeRun } from '../lib/bench-smoke';

test('bench:bytes runs: Home, a remote first load, a reload', async () => {
  await smokeRun({
    script: 'e2e/bench/bytes.ts',
    title: /JavaScript on Home \(first visit, logged out\)/,
    bench: 'bytes',
    rows: [
      { label: /^Home$/, figures: ['shellGzipKB', 'firstScreenGzipKB', 'wholeHomeGzipKB', 'highchartsKB'] },
      { label: /Market tab/, figures: ['files', 'wireKB', 'gzipKB'] },
      { label: /reload/, figures: ['reloadKB', 'reloadScriptsFromNetwork'] },
    ],
  });
});

test('bench:lighthouse runs: one run of the Position tab', async () => {
  await smokeRun({
    script: 'e2e/bench/lighthouse.ts',
    title: /Lighthouse [\d.]+ mobile preset/,
    bench: 'lighthouse',
    rows: [{ label: /Position/, figures: ['score', 'lcpMs', 'cls', 'tbtMs'] }],
    env: { CHROME_PATH: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
});

test("the provider's bench runs: product list, user info, buy", async () => {
  const figures = ['reqPerSec', 'p50Ms', 'p99Ms', 'errors'];
  await smokeRun({
    script: 'server/bench/bench.ts',
    title: /connections, \d+ requests each \(smoke run\)/,
    bench: 'server',
    rows: [
      { label: /productList/, figures },
      { label: /userInfo/, figures },
      { label: /lever\/buy/, figures },
    ],
  });
});
