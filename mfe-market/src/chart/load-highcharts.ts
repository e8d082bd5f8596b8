// Highcharts is fetched only when a chart is shown (detail and spot pages), never on Home or the
// list; the stock-tools extras only when the toolbar is first used. A failed download is
// forgotten, so showing the chart (or using the toolbar) again retries.
import type { UiLanguage } from '@app/shared';

/**
 * Runs `fn` in the browser's first idle period after the next paint (at most `timeout` ms after
 * it; without requestIdleCallback, in a task after it).
 */
export function afterPaintWhenIdle(fn: () => void, timeout: number): void {
  const w = window;
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (w.requestIdleCallback) w.requestIdleCallback(fn, { timeout });
      else fn();
    }),
  );
}

export type HighchartsStatic = typeof import('highcharts/esm/highstock.js').default;

export interface LoadedHighcharts {
  Highcharts: HighchartsStatic;
  /** highcharts-react-official's component, loaded with the library. */
  HighchartsReact: typeof import('highcharts-react-official').default;
  iconsURL: string;
  /** Sets Highcharts' global texts (and indicator names) for the interface language. */
  applyLanguage: (H: HighchartsStatic, lang: UiLanguage) => void;
}

let loading: Promise<LoadedHighcharts> | null = null;
let loadingTools: Promise<void> | null = null;

export function loadHighcharts(): Promise<LoadedHighcharts> {
  if (!loading) {
    loading = import(/* webpackChunkName: "highstock" */ './highcharts-bundle').then((m) => ({
      Highcharts: m.default,
      HighchartsReact: m.HighchartsReact,
      iconsURL: m.STOCK_ICONS_URL,
      applyLanguage: m.applyChartLanguage,
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
