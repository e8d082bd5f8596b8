// The chart menu of the detail page: period tabs with "more", each period's candles fetched and
// put into the chart, the live price moving the last candle. jsdom cannot lay out SVG, so only
// Highcharts itself is faked (at the loader); store, RTK Query and i18n are the real ones.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '@app/shared/testing';
import type { Candle, KlineRequest } from '@app/shared';
import { KlinePanel } from './KlinePanel';

interface FakePoint {
  x: number;
  update: jest.Mock;
}
interface FakeSeries {
  data: FakePoint[];
  setData: jest.Mock;
  addPoint: jest.Mock;
}
interface FakeChart {
  host: HTMLElement;
  options: Record<string, any>;
  series: Record<string, FakeSeries>;
  xAxis: Array<{ setExtremes: jest.Mock }>;
  redraw: jest.Mock;
  destroy: jest.Mock;
  get(id: string): FakeSeries;
}

const mockCharts: FakeChart[] = [];
const toPoints = (rows: Array<number[] | { x: number }>) => rows.map((r) => ({ x: Array.isArray(r) ? r[0] : r.x, update: jest.fn() }));
/** A series as Highcharts makes it: the points it was created with, replaced by setData. */
function mockSeries(initial: Array<number[] | { x: number }> = []): FakeSeries {
  const s: FakeSeries = {
    data: toPoints(initial),
    setData: jest.fn((rows: Array<number[] | { x: number }>) => {
      s.data = toPoints(rows);
    }),
    addPoint: jest.fn(),
  };
  return s;
}
const mockLoads: string[] = [];
jest.mock('./load-highcharts', () => ({
  afterPaintWhenIdle: jest.requireActual('./load-highcharts').afterPaintWhenIdle,
  loadChartTools: () => mockLoads.push('tools') && Promise.resolve(),
  loadHighcharts: () =>
    mockLoads.push('highcharts') &&
    Promise.resolve({
      iconsURL: '/remotes/market/1.0.0/assets/stock-icons/',
      HighchartsReact: jest.requireActual('highcharts-react-official').default,
      applyLanguage: jest.requireActual('./highcharts-lang').applyChartLanguage,
      Highcharts: {
        getOptions: () => ({ lang: { loading: 'Loading...' }, navigation: { bindings: { saveChart: { init: () => undefined } } } }),
        setOptions: jest.fn(),
        merge: (a: object, b: object) => ({ ...a, ...b }),
        stockChart: (host: HTMLElement, options: Record<string, any>) => {
          const chart: FakeChart = {
            host,
            options,
            series: {
              price: mockSeries(options.series.find((x: { id: string }) => x.id === 'price').data),
              volume: mockSeries(options.series.find((x: { id: string }) => x.id === 'volume').data),
            },
            xAxis: [{ setExtremes: jest.fn() }],
            redraw: jest.fn(),
            destroy: jest.fn(),
            get(id: string) {
              return this.series[id];
            },
          };
          mockCharts.push(chart);
          return chart;
        },
      },
    }),
}));

const MIN = 60_000;
function candles(period: string, n = 3): Candle[] {
  const base = { '5m': 100, '15m': 200, '1w': 300 }[period] ?? 400;
  return Array.from({ length: n }, (_, i) => ({
    t: (10 + i) * MIN,
    o: `${base}`,
    h: `${base + 2}`,
    l: `${base - 1}`,
    c: `${base + 1}`,
    v: 1000 + i,
  }));
}

function klineProvider() {
  const edge = fakeTransport({ 'product/kline': (body) => ({ code: body.code, period: body.period, candles: candles(body.period) }) });
  return {
    transport: edge.transport,
    get requests() {
      return edge.callsTo('product/kline').map((c) => c.body as unknown as KlineRequest);
    },
  };
}

const closesIn = (s: FakeSeries) => (s.setData.mock.calls.at(-1)![0] as number[][]).map((p) => p[4]);
const panel = (price = '101') => <KlinePanel code="AAPL" name="Apple" decimals={2} price={price} priceTs={12 * MIN + 1000} />;

beforeEach(() => {
  mockCharts.length = 0;
  mockLoads.length = 0;
});
afterEach(() => jest.restoreAllMocks());

/** The customer touches the chart: Highcharts is loaded and created in place of the preview. */
async function touchChart() {
  await waitFor(() => expect(screen.getByTestId('kline-chart').dataset.preview).toBe('true'));
  fireEvent.pointerDown(screen.getByTestId('kline-chart'));
  await waitFor(() => expect(screen.getByTestId('kline-chart').dataset.ready).toBe('true'));
}

describe('KlinePanel', () => {
  it('draws the candles as a light preview and loads no chart code until the chart is touched', async () => {
    // The chart's box on a phone (jsdom lays nothing out).
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 390, height: 399 } as DOMRect);
    const provider = klineProvider();
    const { rerender } = renderWithProviders(panel('101'), { transport: provider.transport });
    await waitFor(() => expect(screen.getByTestId('kline-preview').dataset.candles).toBe('3'));
    // The same eight tools, named in the interface language, before any chart code.
    expect(
      screen
        .getAllByRole('button')
        .filter((b) => b.classList.contains('kline-tools__btn'))
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Indicators', 'Simple shapes', 'Lines', 'Measure', 'Fullscreen', 'Save chart', 'Zoom', 'Chart type']);
    // The live price moves the preview's last candle too.
    rerender(panel('104.5'));
    await waitFor(() => expect(screen.getByTestId('kline-preview-last').textContent).toBe('104.50'));
    await new Promise((r) => setTimeout(r, 50));
    expect(mockLoads).toEqual([]);
    expect(mockCharts).toHaveLength(0);

    fireEvent.pointerDown(screen.getByTestId('kline-chart'));
    await waitFor(() => expect(screen.getByTestId('kline-chart').dataset.ready).toBe('true'));
    expect(mockLoads).toEqual(['highcharts']);
    expect(mockCharts).toHaveLength(1);
    expect(screen.queryByTestId('kline-preview')).toBeNull();
  });

  it('a tool tapped on the preview loads the chart and its tools', async () => {
    const provider = klineProvider();
    renderWithProviders(panel(), { transport: provider.transport });
    await waitFor(() => expect(screen.getByTestId('kline-chart').dataset.preview).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Indicators' }));
    await waitFor(() => expect(screen.getByTestId('kline-chart').dataset.ready).toBe('true'));
    expect(mockLoads).toEqual(expect.arrayContaining(['highcharts', 'tools']));
    expect(mockCharts.at(-1)!.host).toBe(screen.getByTestId('kline-chart-host'));
  });

  it('draws the default period with the docs/product.md §2 toolbar and bundled icons', async () => {
    const provider = klineProvider();
    renderWithProviders(panel(), { transport: provider.transport });
    await touchChart();
    expect(provider.requests).toEqual([{ code: 'AAPL', period: '5m', limit: 300 }]);
    expect(mockCharts).toHaveLength(1);
    // Drawn by the official wrapper (HighchartsReact, constructorType 'stockChart') into its container.
    expect(mockCharts[0].host).toBe(screen.getByTestId('kline-chart-host'));
    const { options } = mockCharts[0];
    expect(options.stockTools.gui.buttons).toEqual([
      'indicators',
      'simpleShapes',
      'lines',
      'measure',
      'fullScreen',
      'saveChart',
      'zoomChange',
      'typeChange',
    ]);
    expect(options.stockTools.gui.iconsURL).toBe('/remotes/market/1.0.0/assets/stock-icons/');
    expect(options.navigation.iconsURL).toBe('/remotes/market/1.0.0/assets/stock-icons/');
    // Created with its candles (one render), not filled afterwards.
    expect((options.series[0].data as number[][]).map((p) => p[4])).toEqual([101, 101, 101]);
    expect(mockCharts[0].series.price.setData).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: '5m' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switching the period fetches that period and replaces the data in the same chart', async () => {
    const provider = klineProvider();
    renderWithProviders(panel(), { transport: provider.transport });
    await touchChart();
    fireEvent.click(screen.getByRole('tab', { name: '15m' }));
    await waitFor(() => expect(closesIn(mockCharts[0].series.price)).toEqual([201, 201, 201]));
    expect(provider.requests.map((r) => r.period)).toEqual(['5m', '15m']);
    expect(screen.getByTestId('kline-chart').dataset.period).toBe('15m');
    expect(screen.getByRole('tab', { name: '15m' }).getAttribute('aria-selected')).toBe('true');
    expect(mockCharts).toHaveLength(1); // indicators and drawings survive a period switch

    // Back to 5m: served from the cache, no new request.
    fireEvent.click(screen.getByRole('tab', { name: '5m' }));
    await waitFor(() => expect(closesIn(mockCharts[0].series.price)).toEqual([101, 101, 101]));
    expect(provider.requests.map((r) => r.period)).toEqual(['5m', '15m']);
  });

  it('"more" reveals the rarer periods; choosing one names it on the toggle', async () => {
    const provider = klineProvider();
    renderWithProviders(panel(), { transport: provider.transport });
    await touchChart();
    expect(screen.queryByRole('tab', { name: 'Week' })).toBeNull();
    fireEvent.click(screen.getByTestId('kline-more'));
    expect(screen.getByTestId('kline-more').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Week' }));
    await waitFor(() => expect(closesIn(mockCharts[0].series.price)).toEqual([301, 301, 301]));
    expect(provider.requests.at(-1)).toEqual({ code: 'AAPL', period: '1w', limit: 300 });
    expect(screen.getByTestId('kline-more').textContent).toContain('Week');
    expect(screen.queryByRole('tab', { name: 'Month' })).toBeNull(); // closed again
  });

  it('the chart is destroyed with the page', async () => {
    const provider = klineProvider();
    const { unmount } = renderWithProviders(panel(), { transport: provider.transport });
    await touchChart();
    unmount();
    expect(mockCharts[0].destroy).toHaveBeenCalledTimes(1);
  });

  it('the live price moves the last candle through the chart, without new options', async () => {
    const provider = klineProvider();
    const { rerender } = renderWithProviders(panel('101'), { transport: provider.transport });
    await touchChart();
    await waitFor(() => expect(mockCharts[0]?.series.price.data).toHaveLength(3));
    rerender(panel('104.5'));
    const last = mockCharts[0].series.price.data[2];
    await waitFor(() => expect(last.update).toHaveBeenCalledWith([12 * MIN, 100, 104.5, 99, 104.5], true, false));
    expect(mockCharts).toHaveLength(1);
  });
});
