// The page benchmarks still run: bench:ticks, bench:positions and bench:interactions in their smoke
// mode (e2e/lib/bench-smoke.ts: exit 0 and every figure printed; no timing is checked). Each
// starts its own provider and Chromium, like a journey file.
import { test } from 'node:test';
import { smokeRun } from '../lib/bench-smoke';

test('bench:ticks runs: the Market list under 2,000 ticks/s', async () => {
  await smokeRun({
    script: 'e2e/bench/ticks.ts',
    title: /Tick throughput — Market list, 500 rows .* CPU \d+× slower/,
    bench: 'ticks',
    rows: [{ label: /windowed/, figures: ['updatesPerSecond', 'fps', 'longestTaskMs', 'tasksOver50', 'scriptMsPerSecond'] }],
  });
});

test('bench:positions runs: the Position tab with 10 live holdings', async () => {
  const figures = ['fps', 'longestTaskMs', 'tasksOver50', 'scriptMsPerSecond', 'rowsMoved'];
  await smokeRun({
    script: 'e2e/bench/positions.ts',
    title: /Position tab — 10 holdings .* CPU \d+× slower/,
    bench: 'positions',
    rows: [
      { label: /provider push rate/, figures },
      { label: /stress/, figures },
    ],
  });
});

test('bench:interactions runs: buy, close-out, transfer and recharge taps', async () => {
  const taps = ['feedbackP50', 'feedbackP95', 'inpP50', 'inpP95'];
  const done = [...taps, 'doneP50', 'doneP95'];
  await smokeRun({
    script: 'e2e/bench/interactions.ts',
    title: /Interaction latency of the money flows .* CPU \d+× slower/,
    bench: 'interactions',
    rows: [
      { label: /buy: review/, figures: taps },
      { label: /buy: confirm/, figures: done },
      { label: /close-out: open/, figures: taps },
      { label: /close-out: submit/, figures: done },
      { label: /transfer/, figures: done },
      { label: /recharge/, figures: done },
    ],
  });
});
