// The figures check: a number formatted by hand in front-end code is refused, a line that says why
// it writes a number its own way is not, and only the front-end packages' code is read.
//   node --test scripts/checks/
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { checkRepository, findRawFormats } from './figures.mjs';

describe('findRawFormats', () => {
  it('refuses toFixed, toLocaleString and a second Intl.NumberFormat', () => {
    const text = [
      '<dd>{formatUsdt(w.available)}</dd>',
      '<dd>{(shares / 10).toFixed(1)}%</dd>',
      '<td>{bid.volume.toLocaleString()}</td>',
      "const f = new Intl.NumberFormat('en');",
    ].join('\n');
    assert.deepEqual(
      findRawFormats(text).map((h) => h.line),
      [2, 3, 4],
    );
  });

  it('lets a line through that says why it writes a number its own way, and comments', () => {
    const text = [
      'const x = (i * step).toFixed(1); // outside the figure format: SVG coordinates',
      '// `toFixed` writes no grouping',
      ' * new Intl.NumberFormat(locale) loads data',
      'const y = v.toFixed(2); // outside the figure format:',
    ].join('\n');
    assert.deepEqual(
      findRawFormats(text).map((h) => h.line),
      [4],
    );
  });
});

describe('checkRepository', () => {
  it('reads the front-end packages, not their tests, the shared formatter, the chart or other packages', (t) => {
    const root = mkdtempSync(path.join(tmpdir(), 'figures-'));
    t.after(() => rmSync(root, { recursive: true, force: true }));
    const put = (file, text) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    const raw = 'export const a = (n: number) => n.toFixed(2);\n';
    put('mfe-wallet/src/common/BalanceCard.tsx', raw);
    put('shell/src/app/Total.ts', raw);
    put('mfe-wallet/src/common/BalanceCard.test.tsx', raw);
    put('shared/src/format/figures.ts', raw);
    put('mfe-market/src/chart/CandlePreview.tsx', raw);
    put('server/src/wallet/amounts.ts', raw);
    put('e2e/tests/wallet.test.ts', raw);
    execFileSync('git', ['init', '-q'], { cwd: root });

    const { problems } = checkRepository(root);
    assert.deepEqual(problems, [
      'mfe-wallet/src/common/BalanceCard.tsx:1: export const a = (n: number) => n.toFixed(2);',
      'shell/src/app/Total.ts:1: export const a = (n: number) => n.toFixed(2);',
    ]);
  });
});
