// Barlow's two faces per weight (barlow.css, cut by scripts/subset-fonts.mjs): the CSS announces
// exactly the code points each file was cut for, the faces never overlap, and the figures' face
// covers what prices, codes and compact volumes are written with.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const css = readFileSync(path.join(__dirname, 'barlow.css'), 'utf8');
const ranges = JSON.parse(readFileSync(path.join(__dirname, 'fonts', 'barlow-ranges.json'), 'utf8')) as Record<
  string,
  Array<[number, number]>
>;

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (pairs: Array<[number, number]>) =>
  pairs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');

/** Each @font-face block: its file name and its unicode-range. */
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
  file: /url\(\.\/fonts\/([^)]+)\)/.exec(body)![1],
  weight: /font-weight:\s*(\d+)/.exec(body)![1],
  range: /unicode-range:\s*([^;]+);/.exec(body)![1].trim(),
}));

const inRanges = (pairs: Array<[number, number]>, c: number) => pairs.some(([a, b]) => c >= a && c <= b);

describe('Barlow faces', () => {
  it('declares a figures and a letters face for each weight, each with the range its file was cut for', () => {
    expect(faces.map((f) => f.file).sort()).toEqual([
      'barlow-figures-500.woff2',
      'barlow-figures-600.woff2',
      'barlow-letters-500.woff2',
      'barlow-letters-600.woff2',
    ]);
    for (const face of faces) {
      const name = /^barlow-(\w+)-\d+\.woff2$/.exec(face.file)![1];
      expect(face.range).toBe(unicodeRange(ranges[name]));
      expect(face.file).toContain(face.weight);
      expect(statSync(path.join(__dirname, 'fonts', face.file)).size).toBeGreaterThan(1000);
    }
  });

  it('never lets the two faces claim the same character', () => {
    for (const [a, b] of ranges.figures) for (let c = a; c <= b; c += 1) expect(inRanges(ranges.letters, c)).toBe(false);
  });

  it('draws prices, signs, codes and compact volumes from the preloaded figures face alone', () => {
    const text = '0123456789 +-−.,%:/()[] AAPL BRK.A 1.2K 3.4M 5.6B USDT';
    for (const ch of text) expect([ch, inRanges(ranges.figures, ch.codePointAt(0)!)]).toEqual([ch, true]);
  });
});
