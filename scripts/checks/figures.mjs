#!/usr/bin/env node
// One number format per interface language (docs/languages.md#figures): the front end shows money,
// quantities and prices through @app/shared's formatFigure / formatUsdt only. `toFixed` writes no
// grouping ("14451.01" beside Mine's "14,451.01"), `toLocaleString` follows the browser's locale
// rather than the interface language, and a second `Intl.NumberFormat` is a second format. This
// check refuses them in the front-end packages' code, tests and the shared formatter aside. A line
// with a reason to write a number its own way (an SVG coordinate no one reads, a rounded strike, the
// compact volumes, the chart's axis) says so with a trailing `// outside the figure format: <why>`.
//   node scripts/checks/figures.mjs     exit 1 with `path:line: text` per hit, 0 with a summary
// Node built-ins only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { listedFiles } from './wording.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Front-end source: the shell's, every remote's and @app/shared's, TypeScript only. */
const FRONT_END = /^(?:shell|shared|mfe-[a-z]+)\/src\/.+\.tsx?$/;
/**
 * Tests, the one formatter itself (figures.ts, its rule in figures-in.ts), and the Detail chart: its SVG preview writes the price scale as
 * the Highcharts axis that replaces it does (docs/chart.md), so the two stay the same picture.
 */
const EXEMPT = /\.test\.tsx?$|^shared\/src\/format\/figures(?:-in)?\.ts$|^shared\/src\/testing\/|^mfe-market\/src\/chart\//;
export const RAW_FORMAT = /\.toFixed\(|\.toLocaleString\(|\bIntl\.NumberFormat\b/;
export const MARKER = /\/\/ outside the figure format: \S/;
const COMMENT = /^\s*(?:\/\/|\/?\*)/;

/** Every line of `text` that formats a number by itself, numbered from 1. */
export function findRawFormats(text) {
  const hits = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (RAW_FORMAT.test(line) && !MARKER.test(line) && !COMMENT.test(line)) hits.push({ line: i + 1, text: line.trim() });
  });
  return hits;
}

/** The hits of every front-end file of `root`, as `path:line: text`. */
export function checkRepository(root = ROOT) {
  const problems = [];
  let files = 0;
  for (const file of listedFiles(root)) {
    if (!FRONT_END.test(file) || EXEMPT.test(file)) continue;
    files += 1;
    for (const hit of findRawFormats(readFileSync(path.join(root, file), 'utf8'))) problems.push(`${file}:${hit.line}: ${hit.text}`);
  }
  return { files, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files, problems } = checkRepository();
  if (problems.length) {
    console.error(
      `figures: ${problems.length} number${problems.length === 1 ? '' : 's'} formatted outside @app/shared's formatFigure / formatUsdt:`,
    );
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`figures: ${files} front-end files show numbers through @app/shared's formatter`);
}
