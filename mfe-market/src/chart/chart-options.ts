// Options of the detail page's stock chart: candlesticks with volume, and the stock-tools toolbar
// of docs/product.md §2 exactly — indicators, shapes, lines, measure, fullscreen, save chart, zoom, chart type.
import { upDownColors } from '@app/shared';
import type { Ohlc, Vol } from './live-candle';

/** The toolbar buttons, in the order docs/product.md §2 lists them. */
export const TOOLBAR_BUTTONS = [
  'indicators',
  'simpleShapes',
  'lines',
  'measure',
  'fullScreen',
  'saveChart',
  'zoomChange',
  'typeChange',
] as const;

/** Height of the strip of chart tools above the plot on a phone (chart.css `--kline-tools-h`): 44 px targets. */
export const TOOLS_STRIP_PX = 48;
/** The root font size of a 390 px phone (index.html: 5vw): there a "phone pixel" is one CSS pixel. */
const PHONE_REM_PX = 19.5;

/**
 * The strip's height on this screen, as chart.css draws it (48 × --kline-u): 48 px on a phone, more
 * on a wide screen, where the app's column and its rem are larger (never less than 48).
 */
export function toolsStripPx(): number {
  const rem = typeof document === 'undefined' ? NaN : parseFloat(getComputedStyle(document.documentElement).fontSize);
  return TOOLS_STRIP_PX * (rem > PHONE_REM_PX ? rem / PHONE_REM_PX : 1);
}
/** Candles in view when a chart opens (the rest is a swipe away). */
export const VISIBLE_CANDLES = 60;

/**
 * The chart's look, shared with CandlePreview (drawn before Highcharts in the same box): fonts,
 * colours, and the price and volume panes as percentages of the plot's height.
 */
export const CHART_STYLE = {
  font: "'Barlow', 'Helvetica Neue', Arial, sans-serif",
  label: '#8a92a3',
  grid: '#f0f2f6',
  lastPrice: '#2454d6',
  pricePanePct: 74,
  volumeTopPct: 76,
} as const;

/** What "save chart" keeps per product (Highcharts' own format: annotations, indicators, axes). */
export interface SavedChart {
  annotations?: object[];
  indicators?: Array<Record<string, unknown>>;
  yAxes?: object[];
}

/** Volume bars in the colour of their candle (the device's red-up / green-up convention). */
export function volumePoints(ohlc: readonly Ohlc[], volume: readonly Vol[], colors = upDownColors()) {
  return volume.map(([t, v], i) => ({ x: t, y: v, color: (ohlc[i]?.[4] ?? 0) >= (ohlc[i]?.[1] ?? 0) ? colors.up.fill : colors.down.fill }));
}

/** Initial view: the latest VISIBLE_CANDLES candles (panning back to older ones still works). */
export function initialMin(ohlc: readonly Ohlc[]): number | undefined {
  return ohlc.length > VISIBLE_CANDLES ? ohlc[ohlc.length - VISIBLE_CANDLES][0] : undefined;
}

export interface ChartOptionsInput {
  name: string;
  decimals: number;
  ohlc: Ohlc[];
  volume: Vol[];
  /** The x-axis' start when the chart opens (initialMin), so it is drawn once, already zoomed. */
  min?: number;
  iconsURL: string;
  saved: SavedChart | null;
  /** Called by the toolbar's "save chart" after Highcharts stored the layout. */
  onSave: () => void;
  /** Highcharts' own saveChart binding, run first. */
  defaultSaveInit?: (this: unknown, button: HTMLElement) => void;
  volumeLabel: string;
}

export function stockChartOptions(input: ChartOptionsInput): Record<string, unknown> {
  const { ohlc, volume, saved } = input;
  const { up, down } = upDownColors();
  const savedAxes = saved?.yAxes && saved.yAxes.length >= 2 ? saved.yAxes : null;
  return {
    chart: {
      animation: false,
      // The top keeps the tools strip's height free (chart.css --kline-tools-h: 48 px on a phone).
      spacing: [8 + toolsStripPx(), 6, 4, 4],
      panning: { enabled: true, type: 'x' },
      zooming: { pinchType: 'x', mouseWheel: { enabled: false } },
      // Text follows the page's rem scale (phone and desktop alike); labels are 0.8em of it.
      style: { fontFamily: CHART_STYLE.font, fontSize: '0.6rem' },
    },
    time: { timezone: 'Etc/GMT+5' }, // docs/product.md §7: times are shown in UTC−5
    accessibility: { enabled: false },
    credits: { enabled: false },
    rangeSelector: { enabled: false },
    navigator: { enabled: false },
    scrollbar: { enabled: false },
    stockTools: {
      gui: { enabled: true, buttons: [...TOOLBAR_BUTTONS], iconsURL: input.iconsURL, toolbarClassName: 'highcharts-stocktools-toolbar' },
    },
    navigation: {
      iconsURL: input.iconsURL,
      bindings: {
        saveChart: {
          className: 'highcharts-save-chart',
          init(this: unknown, button: HTMLElement) {
            input.defaultSaveInit?.call(this, button);
            input.onSave();
          },
        },
      },
    },
    tooltip: {
      split: false,
      shared: true,
      valueDecimals: input.decimals,
      backgroundColor: 'rgba(255,255,255,.95)',
      borderColor: '#e3e7ef',
      shadow: false,
    },
    plotOptions: {
      // Only the candles in view (and their neighbours) are drawn: 300 candles and 300 volume
      // bars are 600 SVG paths at creation, the 60 in view 120 (the chart's first task).
      series: { dataGrouping: { enabled: false }, animation: false, cropThreshold: VISIBLE_CANDLES },
      candlestick: { color: down.vivid, lineColor: down.vivid, upColor: up.vivid, upLineColor: up.vivid },
    },
    xAxis: {
      min: input.min,
      labels: { style: { color: CHART_STYLE.label } },
      lineColor: '#e3e7ef',
      tickColor: '#e3e7ef',
      crosshair: { color: '#c2c7d2', dashStyle: 'Dash' },
    },
    yAxis: savedAxes ?? [
      {
        id: 'price-axis',
        height: `${CHART_STYLE.pricePanePct}%`,
        labels: { align: 'left', x: 2, style: { color: CHART_STYLE.label } },
        gridLineColor: CHART_STYLE.grid,
        resize: { enabled: true },
        crosshair: { dashStyle: 'Dash', color: '#c2c7d2' },
      },
      {
        id: 'volume-axis',
        top: `${CHART_STYLE.volumeTopPct}%`,
        height: `${100 - CHART_STYLE.volumeTopPct}%`,
        offset: 0,
        labels: { enabled: false },
        gridLineWidth: 0,
      },
    ],
    series: [
      {
        type: 'candlestick',
        id: 'price',
        name: input.name,
        data: ohlc,
        lastPrice: { enabled: true, color: CHART_STYLE.lastPrice, label: { enabled: true, backgroundColor: CHART_STYLE.lastPrice } },
      },
      { type: 'column', id: 'volume', name: input.volumeLabel, data: volumePoints(ohlc, volume), yAxis: 1, borderWidth: 0 },
      ...(saved?.indicators ?? []),
    ],
    annotations: saved?.annotations ?? [],
  };
}
