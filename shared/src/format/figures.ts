// Figures as the customer reads them: one format per interface language wherever money, quantities
// and prices are shown (docs/languages.md#figures). The browser's own Intl.NumberFormat writes the
// language's grouping and decimal marks, so no locale data ships; one formatter per language and
// number of decimals, made on first use. A decimal string is formatted exactly (Intl reads it as a
// decimal, never as a binary float). An editable amount keeps what the customer types: only a
// displayed figure comes here.
import { currentUiLanguage } from '../i18n/i18n';
import { MONEY_DECIMALS } from './money';

const formats: Record<string, Intl.NumberFormat> = {};

/**
 * "14451.01" → "14,451.01" in the interface language, with `decimals` fraction digits (rounded
 * half away from zero), or as many as the decimal string has. "--" when there is no value; a text
 * that is no number ("--") is shown as it is.
 */
export function formatFigure(value: string | number | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || value === '' || Number.isNaN(+value)) return value ? String(value) : '--';
  const lang = currentUiLanguage();
  const digits = decimals ?? (String(value).split('.')[1] ?? '').length;
  return (formats[lang + digits] ??= new Intl.NumberFormat(lang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  })).format(value as `${number}`);
}

/** An amount of USDT (a decimal string as the provider sends it, or a number): always two decimals. */
export const formatUsdt = (value: string | number | null | undefined): string => formatFigure(value, MONEY_DECIMALS);
