// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4× CPU slowdown) against the
// started app, for Home and Market. Prints performance score, LCP, CLS and the other metrics.
//
//   CHROME_PATH=/usr/bin/chromium npm run bench:lighthouse      (BENCH_RUNS=3 takes the median)
import * as chromeLauncher from 'chrome-launcher';
import { startAppServer } from '../lib/app-server';
import { table } from './lib';
import { PATH } from '@app/shared/paths';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES: Array<[string, string]> = [['Home', PATH.home], ['Market', PATH.market]];

interface Figures { score: number; lcp: number; cls: number; fcp: number; tbt: number; si: number; tti: number }

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version as string;
  const server = await startAppServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const rows = [];
    for (const [name, path] of PAGES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await lighthouse(`${server.baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        if (!result) throw new Error('lighthouse returned nothing');
        const a = result.lhr.audits;
        const num = (id: string) => Number(a[id]?.numericValue ?? Number.NaN);
        runs.push({
          score: result.lhr.categories.performance.score ?? 0,
          lcp: num('largest-contentful-paint'), cls: num('cumulative-layout-shift'), fcp: num('first-contentful-paint'),
          tbt: num('total-blocking-time'), si: num('speed-index'), tti: num('interactive'),
        });
        if (process.env.BENCH_VERBOSE && i === 0) {
          const lcpEl = (a['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
          console.log(`${name}: LCP element ${lcpEl ?? '?'}`);
        }
      }
      const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
      rows.push({
        page: name, runs: RUNS, performance: m('score').toFixed(2), 'LCP s': (m('lcp') / 1000).toFixed(2), CLS: m('cls').toFixed(3),
        'FCP s': (m('fcp') / 1000).toFixed(2), 'TBT ms': m('tbt').toFixed(0), 'SI s': (m('si') / 1000).toFixed(2), 'TTI s': (m('tti') / 1000).toFixed(2),
        'all scores': runs.map((r) => r.score.toFixed(2)).join(' '),
      });
    }
    console.log(`\nLighthouse ${version} mobile preset (median of ${RUNS})  —  targets: performance ≥ 0.90, LCP ≤ 2.5 s, CLS ≤ 0.05\n`);
    table(rows);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
