#!/usr/bin/env node
// Barlow, the numeral font (docs/product.md §1), cut in two per weight so a page that shows only figures
// downloads a few KB instead of the whole Latin face (the two 22 KB faces were fetched
// after the first render, the last requests before every page's largest paint):
//   barlow-figures-<weight>.woff2  digits, signs, punctuation and capitals (FIGURES below: prices,
//                                  product codes, K/M/B of compact volumes, USDT), preloaded by index.html
//   barlow-letters-<weight>.woff2  the rest of the Latin face (lower case, accents: addresses),
//                                  fetched only when a page draws such a letter in Barlow
// The output is committed (shell/src/styles/fonts/); run this again only when the source font or
// the ranges change:  node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const OUT = path.join(ROOT, 'shell/src/styles/fonts');
const SOURCE = (weight) => path.join(ROOT, `node_modules/@fontsource/barlow/files/barlow-latin-${weight}-normal.woff2`);

/** The code points of each face: [first, last] pairs, also read by barlow.test.ts against barlow.css. */
const RANGES = JSON.parse(readFileSync(path.join(OUT, 'barlow-ranges.json'), 'utf8'));

/**
 * Only the layout features the app uses (tabular figures for prices that tick in place, kerning,
 * the ligatures and marks of running text): the fraction, numerator and proportional-figure sets
 * would add their own glyphs. No hinting instructions: phones ignore them, and a desktop draws
 * the outlines smoothly without (the figures face 10.6 → 5.9 KB).
 */
const OPTIONS = { targetFormat: 'woff2', noHinting: true, keepFeatures: ['kern', 'tnum', 'ccmp', 'locl', 'liga', 'calt', 'mark', 'mkmk'] };

const text = (ranges) => ranges.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i))).join('');

for (const weight of [500, 600]) {
  const source = readFileSync(SOURCE(weight));
  for (const [name, ranges] of Object.entries(RANGES)) {
    const out = await subsetFont(source, text(ranges), OPTIONS);
    writeFileSync(path.join(OUT, `barlow-${name}-${weight}.woff2`), out);
    console.log(`barlow-${name}-${weight}.woff2  ${out.length} bytes`);
  }
}
