// Highcharts is fetched only when a chart is shown (detail and spot pages), never on Home or the
// list. A failed download is forgotten, so showing the chart again retries.
export type HighchartsStatic = typeof import('highcharts/esm/highstock.js').default;

export interface LoadedHighcharts {
  Highcharts: HighchartsStatic;
  iconsURL: string;
}

let loading: Promise<LoadedHighcharts> | null = null;

export function loadHighcharts(): Promise<LoadedHighcharts> {
  if (!loading) {
    loading = import(/* webpackChunkName: "highstock" */ './highcharts-bundle').then((m) => ({ Highcharts: m.default, iconsURL: m.STOCK_ICONS_URL }));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
