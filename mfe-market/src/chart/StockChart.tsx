import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HighchartsReactRefObject } from 'highcharts-react-official';
import { Spinner, currentUiLanguage, showToast, type Candle, type KlinePeriod } from '@app/shared';
import { NS } from '../i18n';
import { CandlePreview } from './CandlePreview';
import { TOOLBAR_BUTTONS, VISIBLE_CANDLES, initialMin, stockChartOptions, volumePoints } from './chart-options';
import { applyPrice, previewWindow, toSeries, type Ohlc } from './live-candle';
import { afterPaintWhenIdle, loadChartTools, loadHighcharts, type LoadedHighcharts } from './load-highcharts';
import { keepSavedChart, readSavedChart } from './saved-chart';
import './chart.css';
// The eight toolbar icons of the stand-in strip, inline (data URLs: no request before the page's paint).
import indicatorsIcon from 'highcharts/gfx/stock-icons/indicators.svg?inline';
import labelIcon from 'highcharts/gfx/stock-icons/label.svg?inline';
import segmentIcon from 'highcharts/gfx/stock-icons/segment.svg?inline';
import measureIcon from 'highcharts/gfx/stock-icons/measure-xy.svg?inline';
import fullscreenIcon from 'highcharts/gfx/stock-icons/fullscreen.svg?inline';
import saveIcon from 'highcharts/gfx/stock-icons/save-chart.svg?inline';
import zoomIcon from 'highcharts/gfx/stock-icons/zoom-x.svg?inline';
import typeIcon from 'highcharts/gfx/stock-icons/series-ohlc.svg?inline';

/** The slice of the Highcharts chart API this component drives. */
interface ChartPoint {
  x: number;
  update(v: Ohlc, redraw?: boolean, animation?: boolean): void;
}
interface ChartSeries {
  data: ChartPoint[];
  setData(data: unknown[], redraw?: boolean, animation?: boolean, updatePoints?: boolean): void;
  addPoint(p: unknown, redraw?: boolean, shift?: boolean, animation?: boolean): void;
}
interface ChartLike {
  get(id: string): unknown;
  xAxis: Array<{ setExtremes(min?: number, max?: number, redraw?: boolean, animation?: boolean): void }>;
  redraw(animation?: boolean): void;
}

/** The chart's box (absolutely placed over the reserved height); constant, so the wrapper's memo holds. */
const CONTAINER_PROPS = { className: 'kline-chart__host', 'data-testid': 'kline-chart-host' };

/** The icon each toolbar button shows (Highcharts' own, from the remote's icons folder). */
const TOOL_ICONS: Record<(typeof TOOLBAR_BUTTONS)[number], string> = {
  indicators: indicatorsIcon,
  simpleShapes: labelIcon,
  lines: segmentIcon,
  measure: measureIcon,
  fullScreen: fullscreenIcon,
  saveChart: saveIcon,
  zoomChange: zoomIcon,
  typeChange: typeIcon,
};

/**
 * Names what Highcharts leaves unnamed (its accessibility module is not loaded): the chart's SVG,
 * the toolbar's submenu arrows; separators lose a label they may not carry (axe).
 */
function labelChartDom(host: HTMLElement | null | undefined, chartLabel: string, moreLabel: string) {
  if (!host) return;
  host.querySelector('svg.highcharts-root')?.setAttribute('aria-label', chartLabel);
  host
    .closest('.kline-chart')
    ?.querySelectorAll('.highcharts-separator > span[aria-label]')
    .forEach((el) => el.removeAttribute('aria-label'));
  host
    .closest('.kline-chart')
    ?.querySelectorAll('button.highcharts-submenu-item-arrow')
    .forEach((el) => {
      const title = el.parentElement?.querySelector('.highcharts-menu-item-btn')?.getAttribute('title') ?? '';
      el.setAttribute('aria-label', `${title} ${moreLabel}`.trim());
      // The whole button opens the choices (openChoicesFromButton): the arrow is only drawn.
      el.setAttribute('aria-hidden', 'true');
      el.setAttribute('tabindex', '-1');
      el.parentElement?.querySelector(':scope > .highcharts-menu-item-btn')?.setAttribute('aria-haspopup', 'true');
    });
}

/** The open choices sheet's arrow (the toggle Highcharts listens to), if a sheet is open. */
function openChoicesArrow(kline: Element): HTMLElement | null {
  return kline.querySelector<HTMLElement>('.highcharts-stocktools-toolbar > li.highcharts-current > .highcharts-submenu-item-arrow');
}

/**
 * Names what Highcharts' forms leave unnamed (they are rebuilt on every opening): the close button,
 * and each field after the label drawn above it.
 */
function labelForm(form: HTMLElement, closeLabel: string) {
  form.querySelector('.highcharts-popup-close')?.setAttribute('aria-label', closeLabel);
  form.querySelectorAll<HTMLElement>('input, select').forEach((field) => {
    if (field.getAttribute('aria-label') || (field.id && form.querySelector(`label[for="${CSS.escape(field.id)}"]`))) return;
    let prev = field.previousElementSibling;
    while (prev && prev.tagName !== 'LABEL') prev = prev.previousElementSibling;
    const text = prev?.textContent?.trim() || field.getAttribute('placeholder') || field.getAttribute('name') || '';
    if (text) field.setAttribute('aria-label', text);
  });
}

/** The open indicators or annotation form (not the small edit bar of a drawn shape), if any. */
function openForm(kline: Element): HTMLElement | null {
  const form = kline.querySelector<HTMLElement>('.highcharts-popup:not(.highcharts-annotation-toolbar)');
  return form && form.style.display === 'block' ? form : null;
}

/**
 * a tool with choices (shapes, lines, measure, zoom, chart type) opens them from its whole
 * 44 px button, not from the 10 px arrow Highcharts draws beside it: a tap on such a button is
 * passed to its arrow, which toggles the choices sheet. A tap elsewhere closes an open sheet.
 */
function openChoicesFromButton(kline: Element | null | undefined) {
  const toolbar = kline?.querySelector<HTMLElement>('.highcharts-stocktools-toolbar');
  if (!kline || !toolbar || toolbar.dataset.choices === 'button') return;
  toolbar.dataset.choices = 'button';
  toolbar.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element).closest('.highcharts-menu-item-btn');
      const item = button?.parentElement;
      if (!button || !item || item.parentElement !== toolbar) return;
      const arrow = item.querySelector<HTMLElement>(':scope > .highcharts-submenu-item-arrow');
      if (!arrow) return;
      e.stopPropagation();
      e.preventDefault();
      arrow.click();
    },
    true,
  );
}

export interface StockChartProps {
  code: string;
  name: string;
  decimals: number;
  period: KlinePeriod;
  candles: Candle[] | undefined;
  /** The live price (socket, or the polled snapshot for logged-out visitors). */
  price: string;
  /** When that price was quoted (ms), null when only the snapshot is known. */
  priceTs: number | null;
  /**
   * True while the page's own text (price block, figures, news) has not painted yet: the chart's
   * library is not even fetched until then, so neither its download nor its evaluation sits on
   * that paint's path. Never holds the chart back more than DEFER_MAX_MS.
   */
  defer?: boolean;
}

/** The longest the chart waits for the page's text before it loads anyway. */
const DEFER_MAX_MS = 4000;

/**
 * Highcharts Stock candlesticks with volume and the stock-tools toolbar, drawn through the official
 * React wrapper (`constructorType: 'stockChart'`). Until the customer first touches, hovers,
 * scrolls or focuses the chart (or one of its tools), the same candles are drawn by CandlePreview
 * and Highcharts is not loaded at all; a product with a saved chart layout gets
 * Highcharts at once, after the page's text has painted. The library is its own chunk;
 * the chart is created once per product and language (the wrapper is keyed by both and never
 * re-applies options), new candles replace the data in place (indicators and drawings stay), and
 * the live price moves the last candle through the chart ref — no options object per tick.
 */
export function StockChart({ code, name, decimals, period, candles, price, priceTs, defer = false }: StockChartProps) {
  const { t, i18n } = useTranslation(NS);
  const wrapper = useRef<HighchartsReactRefObject>(null);
  const data = useRef<Ohlc[]>([]);
  const [lib, setLib] = useState<LoadedHighcharts | null>(null);
  // Why Highcharts is wanted: a saved layout to restore (after the page's text), or the customer's
  // first touch of the chart (at once); null while the preview is enough.
  const [wanted, setWanted] = useState<'saved' | 'touch' | null>(() => (readSavedChart(code) ? 'saved' : null));
  const want = () => setWanted('touch');
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The toolbar's extras load on its first use, or at once for a product with a saved chart.
  const [tools, setTools] = useState<'off' | 'loading' | 'on'>(() => (readSavedChart(code) ? 'loading' : 'off'));
  const pendingTool = useRef<number | null>(null);
  const series = useMemo(() => (candles ? toSeries(candles) : null), [candles]);
  const ready = series !== null;
  const lang = i18n.language ? currentUiLanguage() : 'en';
  const chartOf = () => (wrapper.current?.chart ?? null) as unknown as ChartLike | null;
  const root = useRef<HTMLDivElement>(null);

  // An open sheet (a tool's choices, the indicators form) closes on a tap outside it and its
  // tool, and on Escape: they are not modal, the page around them stays usable.
  useEffect(() => {
    if (tools !== 'on') return undefined;
    const close = (e: Event) => {
      const kline = root.current;
      if (!kline) return;
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
      const inside = (el: Element | null | undefined) => !(e instanceof KeyboardEvent) && Boolean(el?.contains(e.target as Node));
      const arrow = openChoicesArrow(kline);
      if (arrow && !inside(arrow.parentElement)) arrow.click();
      const form = openForm(kline);
      if (form && !inside(form) && !inside(kline.querySelector('.highcharts-stocktools-toolbar'))) {
        form.querySelector<HTMLElement>('.highcharts-popup-close')?.click();
      }
    };
    // A click in the chart may have opened or rebuilt a form: name its parts once drawn.
    const label = () =>
      requestAnimationFrame(() => {
        const form = root.current && openForm(root.current);
        if (form) labelForm(form, t('chart.close'));
      });
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    root.current?.addEventListener('click', label);
    const kline = root.current;
    label();
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
      kline?.removeEventListener('click', label);
    };
  }, [tools, t]);

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    setFailed(false);
    // A saved layout: the page's own content (price block, figures, tabs, news) paints first, the
    // library is fetched once that paint is on screen and the browser is idle (the page's text may
    // hold it back, DEFER_MAX_MS at most). Either way the chart is created in a later task than the
    // library's evaluation (a paint and an idle period between them): no single task holds both.
    const load = () =>
      loadHighcharts().then(
        (l) =>
          afterPaintWhenIdle(() => {
            if (active) setLib(l);
          }, 500),
        () => {
          if (active) setFailed(true);
        },
      );
    // A touch loads at once: the customer is waiting for the chart.
    const timer =
      wanted === 'touch'
        ? (load(), 0)
        : window.setTimeout(
            () =>
              afterPaintWhenIdle(() => {
                if (active) load();
              }, 1000),
            defer ? DEFER_MAX_MS : 0,
          );
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [attempt, defer, wanted]);

  useEffect(() => {
    if (tools !== 'loading') return undefined;
    let active = true;
    loadChartTools().then(
      () => {
        if (active) setTools('on');
      },
      () => {
        if (!active) return;
        setTools('off');
        showToast(t('chart.failed'));
      },
    );
    return () => {
      active = false;
    };
  }, [tools, t]);

  const openTool = (index: number) => {
    pendingTool.current = index;
    want();
    if (tools === 'off') setTools('loading');
  };
  // The preview's SVG comes one paint after the page's text: the price block, figures and news are
  // on screen first (they were held back by the preview's render and layout), and the
  // chart's box is reserved, so nothing moves when it fills.
  const [previewPainted, setPreviewPainted] = useState(false);
  useEffect(() => {
    let active = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (active) setPreviewPainted(true);
      }),
    );
    return () => {
      active = false;
    };
  }, []);
  const preview = useMemo(
    () => (series && previewPainted ? previewWindow(series, Number(price), priceTs ?? Date.now(), period, VISIBLE_CANDLES) : null),
    [series, previewPainted, price, priceTs, period],
  );
  const titles = TOOLBAR_BUTTONS.map((b) => t(`chart.tools.${b}`));

  // The chart's options, per product and language; the data effect below fills the chart, so a
  // period switch keeps it — and the user's indicators and drawings.
  // The chart is created with the candles it has (one render, not an empty chart then a fill and
  // a zoom: three), so it waits for the first candles.
  const seeded = useRef(false);
  if (series) seeded.current = true;
  const createdWith = useRef<typeof series>(null);
  const waitForTools = tools === 'loading' && createdWith.current === null;
  const options = useMemo(() => {
    // A tool tapped on the preview: the chart waits for the tools (one creation, not two).
    if (!lib || !seeded.current || waitForTools) return null;
    const H = lib.Highcharts;
    lib.applyLanguage(H, lang); // Highcharts' `lang` is global: set before the chart is created
    const defaults = H.getOptions() as { navigation?: { bindings?: { saveChart?: { init?: (this: unknown, b: HTMLElement) => void } } } };
    createdWith.current = series;
    if (series) data.current = series.ohlc.map((p) => [...p] as Ohlc);
    return stockChartOptions({
      name,
      decimals,
      ohlc: series ? series.ohlc.map((p) => [...p] as Ohlc) : [],
      volume: series?.volume ?? [],
      min: series ? initialMin(series.ohlc) : undefined,
      iconsURL: lib.iconsURL,
      saved: readSavedChart(code),
      volumeLabel: t('chart.volume'),
      defaultSaveInit: defaults.navigation?.bindings?.saveChart?.init,
      onSave: () => {
        if (keepSavedChart(code)) showToast(t('chart.saved'));
      },
    });
    // name/decimals/t are fixed for a product and language
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lib, lang, code, tools === 'on', seeded.current, waitForTools]);

  // New candles (first load, period switch, refetch) or a new chart: replace the data in place.
  useEffect(() => {
    const c = chartOf();
    if (!c || !series || createdWith.current === series) return;
    data.current = series.ohlc.map((p) => [...p] as Ohlc);
    (c.get('price') as ChartSeries | undefined)?.setData(
      data.current.map((p) => [...p]),
      false,
      false,
      false,
    );
    (c.get('volume') as ChartSeries | undefined)?.setData(volumePoints(series.ohlc, series.volume), false, false, false);
    c.redraw(false);
    c.xAxis[0]?.setExtremes(initialMin(series.ohlc), undefined, true, false);
  }, [series, options]);

  // The live price moves the last candle (or opens the next one).
  useEffect(() => {
    const c = chartOf();
    const ohlc = data.current;
    if (!c || ohlc.length === 0) return;
    const change = applyPrice(ohlc[ohlc.length - 1], Number(price), priceTs ?? Date.now(), period);
    if (!change) return;
    const priceSeries = c.get('price') as ChartSeries | undefined;
    const volumeSeries = c.get('volume') as ChartSeries | undefined;
    if (!priceSeries) return;
    if (change.kind === 'add') {
      ohlc.push(change.point);
      priceSeries.addPoint([...change.point], false, false, false);
      volumeSeries?.addPoint({ x: change.point[0], y: 0 }, false, false, false);
      c.redraw(false);
      return;
    }
    ohlc[ohlc.length - 1] = change.point;
    const point = priceSeries.data.find((p) => p && p.x === change.point[0]);
    if (point) point.update([...change.point], true, false);
    else
      priceSeries.setData(
        ohlc.map((p) => [...p]),
        true,
        false,
        true,
      );
  }, [price, priceTs, period]);

  return (
    <div
      ref={root}
      className="kline-chart"
      data-testid="kline-chart"
      data-period={period}
      data-ready={Boolean(lib && ready)}
      data-preview={Boolean(preview && !(lib && options))}
      onPointerDown={want}
      onWheel={want}
      onFocus={want}
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') want();
      }}
    >
      {preview && !(lib && options) && (
        <CandlePreview
          ohlc={preview.ohlc}
          volume={preview.volume}
          decimals={decimals}
          period={period}
          label={`${name} — ${t('chart.title')}. ${t('chart.preview')}`}
        />
      )}
      {lib && options && (
        <lib.HighchartsReact
          key={`${code}/${lang}/${tools === 'on' ? 'tools' : 'plain'}`}
          ref={wrapper}
          highcharts={lib.Highcharts}
          constructorType="stockChart"
          options={options as never}
          allowChartUpdate={false}
          containerProps={CONTAINER_PROPS}
          callback={(chart: { container?: HTMLElement }) => {
            const host = chart.container?.parentElement;
            // Highcharts draws the toolbar right after this callback: name it on the next frame.
            requestAnimationFrame(() => {
              labelChartDom(host, `${name} — ${t('chart.title')}`, t('chart.more'));
              openChoicesFromButton(host?.closest('.kline-chart'));
              const index = tools === 'on' ? pendingTool.current : null;
              if (tools === 'on') pendingTool.current = null;
              if (index !== null) {
                host
                  ?.closest('.kline-chart')
                  ?.querySelectorAll<HTMLElement>('.highcharts-stocktools-toolbar > li > .highcharts-menu-item-btn')
                  [index]?.click();
              }
            });
          }}
        />
      )}
      {tools !== 'on' && (
        <ul className="kline-tools" data-testid="kline-tools-stub" aria-busy={tools === 'loading'}>
          {TOOLBAR_BUTTONS.map((b, i) => (
            <li key={b}>
              <button
                type="button"
                className="kline-tools__btn"
                title={titles[i]}
                aria-label={titles[i]}
                onClick={() => openTool(i)}
                style={{ backgroundImage: `url("${TOOL_ICONS[b]}")` }}
              />
            </li>
          ))}
        </ul>
      )}
      {!failed && !preview && (
        <div className="kline-chart__overlay">
          <Spinner label={t('chart.loading')} />
        </div>
      )}
      {!failed && preview && wanted && !(lib && options) && (
        <div className="kline-chart__badge" data-testid="kline-upgrading">
          <Spinner label={t('chart.loading')} />
        </div>
      )}
      {failed && (
        <div className="kline-chart__overlay">
          <p>{t('chart.failed')}</p>
          <button type="button" className="app-btn app-btn--ghost" onClick={() => setAttempt((n) => n + 1)}>
            {t('action.retry', { ns: 'common' })}
          </button>
        </div>
      )}
    </div>
  );
}
