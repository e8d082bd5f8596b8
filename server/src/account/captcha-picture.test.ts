import { CAPTCHA } from '@app/shared/constants';
import { captchaDataUrl, drawCaptcha, GLYPHS, randomAnswer } from './captcha-picture';

describe('captcha picture', () => {
  it('has a glyph for every character of the alphabet, all inside the 6 × 10 grid', () => {
    for (const char of CAPTCHA.alphabet) {
      const glyph = GLYPHS[char];
      expect([char, glyph?.length ?? 0]).not.toEqual([char, 0]);
      for (const stroke of glyph) {
        expect(stroke.length).toBeGreaterThanOrEqual(2);
        for (const [x, y] of stroke) {
          expect(x >= 0 && x <= 6 && y >= 0 && y <= 10).toBe(true);
        }
      }
    }
  });

  it('draws random answers from the alphabet', () => {
    const answers = new Set(Array.from({ length: 50 }, randomAnswer));
    expect(answers.size).toBeGreaterThan(45);
    for (const answer of answers) expect(answer).toMatch(new RegExp(`^[${CAPTCHA.alphabet}]{${CAPTCHA.length}}$`));
  });

  it('draws one stroke path per character plus noise, differently every time', () => {
    const a = drawCaptcha('ACEF');
    const b = drawCaptcha('ACEF');
    expect(a).not.toBe(b);
    expect(a.match(/stroke-linecap="round"/g)).toHaveLength(4);
    expect(a.match(/<circle/g)!.length).toBeGreaterThanOrEqual(20);
    expect(a).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
    expect(a).not.toMatch(/<text|font-family|href=|NaN|undefined/);
  });

  it('is a base64 SVG data URL', () => {
    const url = captchaDataUrl('<svg/>');
    expect(url).toBe(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`);
  });

  it('refuses a character it cannot draw', () => {
    expect(() => drawCaptcha('A0')).toThrow();
  });
});
