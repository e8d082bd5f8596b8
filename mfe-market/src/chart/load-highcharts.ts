// Highcharts is fetched only when a chart is shown (detail and spot pages), never on Home or the
// list; the stock-tools extras only when the toolbar is first used. A failed download is
// forgotten, so showing the chart (or using the toolbar) again retries.
import type { UiLanguage } from '@app/shared';
import { loadHighchartsCore } from './load-highcharts-core';

/** The next idle period after the next frame (at most 500 ms later). */
function whenIdle(fn: () => void) {
  requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => fn(), { timeout: 500 });
    else window.setTimeout(fn, 0);
  });
}

export type HighchartsStatic = typeof import('highcharts/esm/highstock.js').default;

export interface LoadedHighcharts {
  Highcharts: HighchartsStatic;
  iconsURL: string;
  /** Sets Highcharts' global texts (and indicator names) for the interface language. */
  applyLanguage: (H: HighchartsStatic, lang: UiLanguage) => void;
  /** The stock tools' button titles of a language, for the stand-in strip drawn before the tools load. */
  toolTitles: (lang: UiLanguage) => Record<string, string>;
}

let loading: Promise<LoadedHighcharts> | null = null;
let loadingTools: Promise<void> | null = null;

export function loadHighcharts(): Promise<LoadedHighcharts> {
  if (!loading) {
    // Highcharts' core is evaluated in a task of its own, then the stock module, the price
    // indicator and the language packs in a later one, after a paint and an idle period: two
    // shorter tasks instead of one long one (issue 16: input is never blocked for the whole).
    loading = loadHighchartsCore()
      .then(() => new Promise<void>((resolve) => { whenIdle(resolve); }))
      .then(() => import(/* webpackChunkName: "highstock" */ './highcharts-bundle'))
      .then((m) => ({
      Highcharts: m.default,
      iconsURL: m.STOCK_ICONS_URL,
      applyLanguage: m.applyChartLanguage,
      toolTitles: (lang) => (m.CHART_LANG_PACKS[lang] as { stockTools?: { gui?: Record<string, string> } }).stockTools?.gui ?? {},
    }));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** The stock-tools toolbar, its indicators, drawings and chart types (after loadHighcharts). */
export function loadChartTools(): Promise<void> {
  if (!loadingTools) {
    loadingTools = loadHighcharts()
      .then(() => import(/* webpackChunkName: "highstock-tools" */ './highcharts-tools'))
      .then(() => undefined);
    loadingTools.catch(() => {
      loadingTools = null;
    });
  }
  return loadingTools;
}
