// The preview draws in whatever box it is given: a box too small for its margins (a page being
// laid out, hidden or resized) draws nothing rather than SVG with negative sizes, which the browser
// reports as console errors (one per volume bar).
import { render } from '@testing-library/react';
import { CandlePreview } from './CandlePreview';
import type { Ohlc, Vol } from './live-candle';

const MIN = 60_000;
const ohlc = Array.from({ length: 60 }, (_, i): Ohlc => [i * 5 * MIN, 10, 12, 9, 11 + (i % 3)]);
const volume = Array.from({ length: 60 }, (_, i): Vol => [i * 5 * MIN, 100 + i]);

function drawnIn(width: number, height: number) {
  const box = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width, height } as DOMRect);
  try {
    const { container } = render(<CandlePreview ohlc={ohlc} volume={volume} decimals={2} period="5m" label="chart" />);
    return [...container.querySelectorAll('rect')].map((r) => ({
      width: Number(r.getAttribute('width')),
      height: Number(r.getAttribute('height')),
    }));
  } finally {
    box.mockRestore();
  }
}

it('draws the candles and their volume in a phone-sized box', () => {
  const rects = drawnIn(390, 399);
  expect(rects.length).toBe(60 + 60 + 1);
  expect(rects.every((r) => r.width > 0 && r.height >= 0)).toBe(true);
});

it.each([
  [390, 0],
  [390, 40],
  [390, 76],
  [0, 0],
  [20, 399],
])('a %i × %i box gets no rectangle of negative size', (width, height) => {
  const rects = drawnIn(width, height);
  expect(rects.filter((r) => r.width < 0 || r.height < 0)).toEqual([]);
});
