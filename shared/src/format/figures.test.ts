import { UI_LANGUAGES } from '../i18n/languages';
import { initI18n, setUiLanguage } from '../i18n/i18n';
import { formatFigure, formatUsdt } from './figures';

beforeAll(() => initI18n('en'));
afterEach(() => setUiLanguage('en'));

describe('formatUsdt', () => {
  it.each(UI_LANGUAGES)('writes %s with its grouping and two decimals', async (language) => {
    await setUiLanguage(language);
    // Every interface language groups by thousands with a comma and marks decimals with a point (CLDR).
    expect(formatUsdt('14451.01')).toBe('14,451.01');
    expect(formatUsdt('1234567')).toBe('1,234,567.00');
    expect(formatUsdt('0.5')).toBe('0.50');
    expect(formatUsdt(-2500.5)).toBe('-2,500.50');
  });

  it('formats a decimal string exactly, beyond what a float can hold', () => {
    expect(formatUsdt('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
    expect(formatUsdt('0.105')).toBe('0.11');
    expect(formatUsdt('-0.105')).toBe('-0.11');
  });

  it('never writes a negative zero', () => {
    expect(formatUsdt('-0.00')).toBe('0.00');
    expect(formatUsdt('-0.001')).toBe('0.00');
  });

  it('shows -- when there is no value and a text that is no number as it is', () => {
    expect(formatUsdt(null)).toBe('--');
    expect(formatUsdt(undefined)).toBe('--');
    expect(formatUsdt('')).toBe('--');
    expect(formatUsdt('--')).toBe('--');
    expect(formatUsdt(Number.NaN)).toBe('--');
  });
});

describe('formatFigure', () => {
  it('keeps the decimals a price string has when none are asked', () => {
    expect(formatFigure('39012.5')).toBe('39,012.5');
    expect(formatFigure('182.3500')).toBe('182.3500');
    expect(formatFigure('12345')).toBe('12,345');
  });

  it('writes a quantity as a whole number, grouped', () => {
    expect(formatFigure(1200, 0)).toBe('1,200');
    expect(formatFigure('15000', 0)).toBe('15,000');
  });

  it('rounds a price to the decimals its product shows', () => {
    expect(formatFigure(0.30000000000000004, 4)).toBe('0.3000');
    expect(formatFigure('1234.5678', 2)).toBe('1,234.57');
  });
});
