import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import HighchartsReact, { type HighchartsReactRefObject } from 'highcharts-react-official';
import { Spinner, currentUiLanguage, upDownColors } from '@app/shared';
import { loadHighchartsCore, type HighchartsCore } from '../chart/load-highcharts-core';
import { NS } from '../i18n';
import type { CumulativeDepth } from './depth';

interface SeriesLike {
  setData(data: unknown[], redraw?: boolean, animation?: boolean, updatePoints?: boolean): void;
}
interface ChartLike {
  get(id: string): unknown;
  xAxis: Array<{ removePlotLine(id: string): void; addPlotLine(o: object): void }>;
  redraw(animation?: boolean): void;
}

const CONTAINER_PROPS = { className: 'depth-chart__host' };

/**
 * Depth chart (docs/product.md §2): cumulative bids and asks as step areas around the mid price, drawn
 * through the official React wrapper; each new book replaces the data through the chart ref.
 */
export function DepthChart({ depth, decimals }: { depth: CumulativeDepth; decimals: number }) {
  const { t, i18n } = useTranslation(NS);
  const wrapper = useRef<HighchartsReactRefObject>(null);
  const [H, setH] = useState<HighchartsCore | null>(null);
  const [failed, setFailed] = useState(false);
  const lang = i18n.language ? currentUiLanguage() : 'en';

  useEffect(() => {
    let active = true;
    loadHighchartsCore().then(
      (h) => {
        if (active) setH(() => h);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  // Options per language and precision (the wrapper is keyed by both); data is applied below.
  // Bids are Buy's side and wear the "up" colour, asks Sell's "down" colour.
  const options = useMemo(
    () => ({
      chart: {
        type: 'area',
        animation: false,
        spacing: [10, 6, 6, 6],
        style: { fontFamily: "'Barlow', 'Helvetica Neue', Arial, sans-serif", fontSize: '0.6rem' },
      },
      title: { text: undefined },
      credits: { enabled: false },
      accessibility: { enabled: false },
      // A depth chart has nothing to draw on: no stock-tools toolbar even once the detail page's
      // tools module has registered itself on the shared Highcharts namespace.
      stockTools: { gui: { enabled: false } },
      navigation: { bindingsClassName: 'depth-chart__no-bindings' },
      legend: { enabled: true, align: 'center', verticalAlign: 'top', itemStyle: { fontSize: '0.9em', fontWeight: '500' } },
      xAxis: {
        type: 'linear',
        lineColor: '#e3e7ef',
        tickColor: '#e3e7ef',
        labels: { format: `{value:.${decimals}f}`, style: { color: '#8a92a3' } },
        crosshair: true,
      },
      yAxis: { title: { text: undefined }, opposite: true, gridLineColor: '#f0f2f6', labels: { style: { color: '#8a92a3' } } },
      tooltip: {
        headerFormat: `<span>${t('depth.price')}: {point.key}</span><br/>`,
        pointFormat: `${t('depth.total')}: <b>{point.y:,.0f}</b>`,
        valueDecimals: 0,
        xDateFormat: undefined,
      },
      plotOptions: {
        area: { animation: false, lineWidth: 1.5, marker: { enabled: false }, fillOpacity: 0.18 },
        series: { states: { inactive: { opacity: 1 } } },
      },
      series: [
        { type: 'area', id: 'bids', name: t('depth.bids'), data: [], color: upDownColors().up.vivid, step: 'right' },
        { type: 'area', id: 'asks', name: t('depth.asks'), data: [], color: upDownColors().down.vivid, step: 'left' },
      ],
    }),
    // The options follow the interface language (`lang`), not `t`'s identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, decimals],
  );

  useEffect(() => {
    const c = (wrapper.current?.chart ?? null) as unknown as ChartLike | null;
    if (!c) return;
    (c.get('bids') as SeriesLike | undefined)?.setData(depth.bids, false, false, false);
    (c.get('asks') as SeriesLike | undefined)?.setData(depth.asks, false, false, false);
    const axis = c.xAxis[0];
    axis?.removePlotLine('mid');
    if (depth.mid !== null) axis?.addPlotLine({ id: 'mid', value: depth.mid, color: '#c2c7d2', dashStyle: 'Dash', width: 1, zIndex: 3 });
    c.redraw(false);
  }, [depth, H, options]);

  return (
    <div className="depth-chart" data-testid="depth-chart">
      {H && (
        <HighchartsReact
          key={`${lang}/${decimals}`}
          ref={wrapper}
          highcharts={H}
          options={options as never}
          allowChartUpdate={false}
          containerProps={CONTAINER_PROPS}
          callback={(chart: { container?: HTMLElement }) => {
            // Highcharts sets an empty label after this callback (its accessibility module is not loaded).
            const label = t('depth.chart');
            requestAnimationFrame(() => chart.container?.querySelector('svg')?.setAttribute('aria-label', label));
          }}
        />
      )}
      {!H && !failed && (
        <div className="depth-chart__overlay">
          <Spinner label={t('chart.loading')} />
        </div>
      )}
      {failed && <div className="depth-chart__overlay">{t('chart.failed')}</div>}
    </div>
  );
}
