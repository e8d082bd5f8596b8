// "Save chart" (stock tools) keeps the layout — indicators, drawings, panes — per product, and the
// chart restores it the next time that product is opened.
import type { SavedChart } from './chart-options';

/** Where Highcharts' saveChart binding writes. */
export const HIGHCHARTS_SAVE_KEY = 'highcharts-chart';
export const savedChartKey = (code: string) => `marketChart:${code}`;

export function readSavedChart(code: string, storage: Storage = localStorage): SavedChart | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(savedChartKey(code)) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as SavedChart) : null;
  } catch {
    return null;
  }
}

/** Copies what Highcharts just saved into this product's slot. */
export function keepSavedChart(code: string, storage: Storage = localStorage): boolean {
  try {
    const raw = storage.getItem(HIGHCHARTS_SAVE_KEY);
    if (!raw) return false;
    storage.setItem(savedChartKey(code), raw);
    return true;
  } catch {
    return false;
  }
}
