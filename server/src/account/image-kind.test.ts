import { sniffImage } from './image-kind';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImage', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['WebP (lossy)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]), 'image/webp'],
    ['WebP (lossless)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8L', [0, 0, 0, 0]), 'image/webp'],
  ])('recognises %s by its bytes', (_name, data, mime) => {
    expect(sniffImage(data)).toBe(mime);
  });

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['an SVG (scripts could run in it)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', [0, 0, 0, 0])],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, data) => {
    expect(sniffImage(data)).toBeNull();
  });
});
