// Figures as the customer reads them: one format per interface language wherever money, quantities
// and prices are shown (docs/languages.md#figures). The browser's own Intl.NumberFormat writes the
// language's grouping and decimal marks, so no locale data ships; one formatter per language and
// number of decimals, made on first use. A decimal string is formatted exactly (Intl reads it as a
// decimal, never as a binary float). An editable amount keeps what the customer types: only a
// displayed figure comes here.
import { currentUiLanguage } from '../i18n/i18n';
import { formatFigureIn } from './figures-in';
import { MONEY_DECIMALS } from './money';

/**
 * "14451.01" → "14,451.01" in the interface language, with `decimals` fraction digits (rounded
 * half away from zero), or as many as the decimal string has. "--" when there is no value; a text
 * that is no number ("--") is shown as it is. The rule is formatFigureIn's (./figures-in).
 */
export function formatFigure(value: string | number | null | undefined, decimals?: number): string {
  return formatFigureIn(currentUiLanguage(), value, decimals);
}

/** An amount of USDT (a decimal string as the provider sends it, or a number): always two decimals. */
export const formatUsdt = (value: string | number | null | undefined): string => formatFigure(value, MONEY_DECIMALS);
