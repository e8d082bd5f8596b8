// The rule of a displayed figure in a language given by the caller: what formatFigure
// (./figures) writes in the interface language, for a page that has its own language and must not
// bundle the customer app's i18n (the staff console). No i18n is imported here.
import { MONEY_DECIMALS } from './money';

const formats: Record<string, Intl.NumberFormat> = {};

/**
 * "14451.01" → "14,451.01" in `language`, with `decimals` fraction digits (rounded half away from
 * zero), or as many as the decimal string has. "--" when there is no value; a text that is no
 * number ("--") is shown as it is.
 */
export function formatFigureIn(language: string, value: string | number | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || value === '' || Number.isNaN(+value)) return value ? String(value) : '--';
  const digits = decimals ?? (String(value).split('.')[1] ?? '').length;
  return (formats[language + digits] ??= new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  })).format(value as `${number}`);
}

/** An amount of USDT in `language`: always two decimals. */
export const formatUsdtIn = (language: string, value: string | number | null | undefined): string =>
  formatFigureIn(language, value, MONEY_DECIMALS);
