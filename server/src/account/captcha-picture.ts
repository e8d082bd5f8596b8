// Draws a picture captcha as SVG with our own stroke "font" (no font file, nothing from the
// network): each character is a few polylines on a 6 × 10 grid, jittered point by point, then
// rotated, scaled and offset on its own; noise lines and dots go under and over the text.
import { randomInt } from 'node:crypto';
import { CAPTCHA } from '@app/shared/constants';

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

/** Strokes of every character of CAPTCHA.alphabet; x 0–6 left to right, y 0–10 top to bottom. */
export const GLYPHS: Record<string, Glyph> = {
  A: [
    [
      [0, 10],
      [3, 0],
      [6, 10],
    ],
    [
      [1.1, 6.5],
      [4.9, 6.5],
    ],
  ],
  C: [
    [
      [6, 1.5],
      [4.5, 0],
      [1.5, 0],
      [0, 2],
      [0, 8],
      [1.5, 10],
      [4.5, 10],
      [6, 8.5],
    ],
  ],
  E: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
      [6, 10],
    ],
    [
      [0, 5],
      [4.5, 5],
    ],
  ],
  F: [
    [
      [6, 0],
      [0, 0],
      [0, 10],
    ],
    [
      [0, 5],
      [4.5, 5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [6, 10],
    ],
    [
      [0, 5],
      [6, 5],
    ],
  ],
  J: [
    [
      [6, 0],
      [6, 8],
      [4.5, 10],
      [1.5, 10],
      [0, 8],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 10],
    ],
    [
      [6, 0],
      [0, 6.5],
    ],
    [
      [2.2, 4.3],
      [6, 10],
    ],
  ],
  M: [
    [
      [0, 10],
      [0, 0],
      [3, 6],
      [6, 0],
      [6, 10],
    ],
  ],
  N: [
    [
      [0, 10],
      [0, 0],
      [6, 10],
      [6, 0],
    ],
  ],
  P: [
    [
      [0, 10],
      [0, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [0, 5],
    ],
  ],
  R: [
    [
      [0, 10],
      [0, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [0, 5],
    ],
    [
      [3, 5],
      [6, 10],
    ],
  ],
  T: [
    [
      [0, 0],
      [6, 0],
    ],
    [
      [3, 0],
      [3, 10],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 8],
      [1.5, 10],
      [4.5, 10],
      [6, 8],
      [6, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [3, 10],
      [6, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1.5, 10],
      [3, 4],
      [4.5, 10],
      [6, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [6, 10],
    ],
    [
      [6, 0],
      [0, 10],
    ],
  ],
  Y: [
    [
      [0, 0],
      [3, 5],
      [6, 0],
    ],
    [
      [3, 5],
      [3, 10],
    ],
  ],
  '3': [
    [
      [0, 1],
      [1.5, 0],
      [4.5, 0],
      [6, 1.5],
      [6, 3.5],
      [4.5, 5],
      [2, 5],
    ],
    [
      [4.5, 5],
      [6, 6.5],
      [6, 8.5],
      [4.5, 10],
      [1.5, 10],
      [0, 9],
    ],
  ],
  '4': [
    [
      [4.5, 10],
      [4.5, 0],
      [0, 7],
      [6, 7],
    ],
  ],
  '6': [
    [
      [5.5, 0.5],
      [4, 0],
      [2, 0],
      [0, 2.5],
      [0, 8],
      [1.5, 10],
      [4.5, 10],
      [6, 8.5],
      [6, 6.5],
      [4.5, 5],
      [1.5, 5],
      [0, 6.5],
    ],
  ],
  '7': [
    [
      [0, 0],
      [6, 0],
      [2, 10],
    ],
  ],
};

/** A uniform random number in [min, max) from the crypto generator (answers must not be predictable). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const round = (n: number) => Math.round(n * 10) / 10;

export function randomAnswer(): string {
  let answer = '';
  for (let i = 0; i < CAPTCHA.length; i++) answer += CAPTCHA.alphabet[randomInt(CAPTCHA.alphabet.length)];
  return answer;
}

function randomColor(light: boolean): string {
  const [lo, hi] = light ? [150, 220] : [20, 110];
  return `rgb(${randomInt(lo, hi)},${randomInt(lo, hi)},${randomInt(lo, hi)})`;
}

function glyphPath(glyph: Glyph): string {
  return glyph
    .map((stroke) =>
      stroke.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x + between(-0.35, 0.35))} ${round(y + between(-0.35, 0.35))}`).join(''),
    )
    .join('');
}

function noiseLine(width: number, height: number, light: boolean): string {
  const x1 = round(between(0, width * 0.3));
  const x2 = round(between(width * 0.7, width));
  const y1 = round(between(0, height));
  const y2 = round(between(0, height));
  const cy = round(between(-height * 0.3, height * 1.3));
  return `<path d="M${x1} ${y1}Q${round((x1 + x2) / 2)} ${cy} ${x2} ${y2}" stroke="${randomColor(light)}" stroke-width="${round(between(0.8, 1.8))}" fill="none"/>`;
}

/** The SVG document of a captcha showing `answer`. */
export function drawCaptcha(answer: string): string {
  const { width, height } = CAPTCHA;
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="rgb(${randomInt(236, 250)},${randomInt(238, 250)},${randomInt(240, 252)})"/>`,
  ];
  for (let i = 0; i < 4; i++) parts.push(noiseLine(width, height, true));
  for (let i = 0; i < 30; i++) {
    parts.push(
      `<circle cx="${round(between(0, width))}" cy="${round(between(0, height))}" r="${round(between(0.6, 1.6))}" fill="${randomColor(randomInt(2) === 0)}"/>`,
    );
  }
  // A margin keeps rotated characters inside the picture.
  const margin = 10;
  const slot = (width - 2 * margin) / answer.length;
  [...answer].forEach((char, i) => {
    const glyph = GLYPHS[char];
    if (!glyph) throw new Error(`no glyph for ${char}`);
    const scale = between(2.2, 2.7);
    const x = margin + slot * (i + 0.5) + between(-2.5, 2.5);
    const y = height / 2 + between(-3, 3);
    const rotate = between(-25, 25);
    // The glyph's centre (3, 5) lands on (x, y) before rotating.
    const transform = `translate(${round(x)} ${round(y)}) rotate(${round(rotate)}) scale(${round(scale * 100) / 100}) translate(-3 -5)`;
    parts.push(
      `<path d="${glyphPath(glyph)}" transform="${transform}" stroke="${randomColor(false)}" stroke-width="${round(between(0.55, 0.8) * 10) / 10}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  parts.push(noiseLine(width, height, false));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export function captchaDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
