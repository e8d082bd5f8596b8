// Plain Highcharts (no stock module) for the depth chart: fetched only when the spot page shows it.
export type HighchartsCore = typeof import('highcharts/esm/highcharts.js').default;

let loading: Promise<HighchartsCore> | null = null;

export function loadHighchartsCore(): Promise<HighchartsCore> {
  if (!loading) {
    loading = import(/* webpackChunkName: "highcharts-core" */ 'highcharts/esm/highcharts.js').then((m) => m.default);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
