// The detail page's chart before Highcharts: the candles in view, their volume, the
// price scale and the last price, drawn as plain SVG by React from the same candles, in the same
// box, colours and layout as the Highcharts chart that replaces it. Highcharts Stock is about
// 130 KB of code and one 500–800 ms task (at a phone's CPU) to create a chart; it is created on the
// customer's first touch, hover, wheel or focus on the chart (or a tool), not during the page's
// first load, where that task blocked every tap on the page (Lighthouse TBT ~1 s).
import { useLayoutEffect, useRef, useState } from 'react';
import { upDownColors, useUpDownConvention } from '@app/shared';
import type { KlinePeriod } from '@app/shared';
import { PERIOD_MS } from '../common/constants';
import { CHART_STYLE, toolsStripPx } from './chart-options';
import type { Ohlc, Vol } from './live-candle';

/** Highcharts' own layout of this chart (chart-options.ts), so the swap does not move a pixel. */
const spacing = () => ({ top: 8 + toolsStripPx(), right: 6, bottom: 4, left: 4 });
const X_LABELS_PX = 16;
const PRICE_PANE = CHART_STYLE.pricePanePct / 100;
const VOLUME_TOP = CHART_STYLE.volumeTopPct / 100;

/** Axis times in UTC−5 (docs/product.md §7), in figures only (no month names: the same in every language). */
const UTC_MINUS_5_MS = 5 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');
export function axisTime(t: number, intraday: boolean): string {
  const d = new Date(t - UTC_MINUS_5_MS);
  return intraday ? `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` : `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}

/** About four round price levels inside [min, max] (1, 2, 2.5 or 5 × a power of ten apart). */
export function priceTicks(min: number, max: number, count = 4): number[] {
  const span = max - min;
  if (!(span > 0)) return [min];
  const magnitude = 10 ** Math.floor(Math.log10(span / count));
  const levels = (step: number) => {
    const out: number[] = [];
    for (let i = Math.ceil(min / step - 1e-9); i * step <= max + step * 1e-9; i += 1) out.push(Number((i * step).toPrecision(12)));
    return out;
  };
  // The round step whose levels come closest to `count` (the larger step on a tie).
  let best: number[] = [];
  for (const m of [10, 5, 2.5, 2, 1, 0.5]) {
    const candidate = levels(m * magnitude);
    if (best.length === 0 || Math.abs(candidate.length - count) < Math.abs(best.length - count)) best = candidate;
  }
  return best;
}

export interface CandlePreviewProps {
  /** The candles in view (the latest VISIBLE_CANDLES), oldest first, the live price applied. */
  ohlc: readonly Ohlc[];
  volume: readonly Vol[];
  decimals: number;
  period: KlinePeriod;
  label: string;
}

export function CandlePreview({ ohlc, volume, decimals, period, label }: CandlePreviewProps) {
  const box = useRef<SVGSVGElement>(null);
  // The box and the label size (Highcharts' 0.8em of the chart's 0.6rem), read when the box is
  // measured, not on every render: the live price re-renders the preview on each tick.
  const [size, setSize] = useState<{ w: number; h: number; fontPx: number } | null>(null);
  const convention = useUpDownConvention();
  const { up, down } = upDownColors(convention);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const measure = () => {
      const r = el.getBoundingClientRect();
      const fontPx = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) * 0.6 * 0.8 || 9;
      setSize((s) => (s && s.w === r.width && s.h === r.height && s.fontPx === fontPx ? s : { w: r.width, h: r.height, fontPx }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const SPACING = spacing();
  let body: Array<JSX.Element | null> = [];
  // A box with no room inside its margins (measured while the page is laid out, hidden or resized)
  // draws nothing until it has some: negative sizes are invalid SVG, a console error per bar.
  if (size && ohlc.length > 0 && size.h > SPACING.top + SPACING.bottom + X_LABELS_PX && size.w > SPACING.left + SPACING.right) {
    const { fontPx } = size;
    const last = ohlc[ohlc.length - 1][4];
    let lo = Infinity;
    let hi = -Infinity;
    for (const [, , h, l] of ohlc) {
      lo = Math.min(lo, l);
      hi = Math.max(hi, h);
    }
    if (hi === lo) {
      hi += 1;
      lo -= 1;
    }
    const ticks = priceTicks(lo, hi);
    const labelW = Math.max(...[...ticks, last].map((v) => v.toFixed(decimals).length)) * fontPx * 0.6 + 8;
    const left = SPACING.left;
    const right = size.w - SPACING.right - labelW;
    const top = SPACING.top;
    const plotH = size.h - SPACING.top - SPACING.bottom - X_LABELS_PX;
    const priceH = plotH * PRICE_PANE;
    const volTop = top + plotH * VOLUME_TOP;
    const volH = plotH * (1 - VOLUME_TOP);
    const pad = (hi - lo) * 0.04;
    const y = (v: number) => top + ((hi + pad - v) / (hi - lo + 2 * pad)) * priceH;
    const slot = (right - left) / ohlc.length;
    const bodyW = Math.max(1, slot * 0.7);
    const x = (i: number) => left + slot * (i + 0.5);
    let maxVol = 0;
    for (const [, v] of volume) maxVol = Math.max(maxVol, v);
    const intraday = PERIOD_MS[period] < PERIOD_MS['1d'];
    const xLabelEvery = Math.max(1, Math.ceil(ohlc.length / 4));
    body = [
      ...ticks.map((v) => (
        <g key={`t${v}`}>
          <line x1={left} x2={right} y1={y(v)} y2={y(v)} stroke={CHART_STYLE.grid} />
          <text x={right + 4} y={y(v) + fontPx * 0.35} fill={CHART_STYLE.label} fontSize={fontPx}>
            {v.toFixed(decimals)}
          </text>
        </g>
      )),
      ...ohlc.map(([t, o, h, l, c], i) => {
        const color = c >= o ? up.vivid : down.vivid;
        const yTop = y(Math.max(o, c));
        return (
          <g key={t} stroke={color}>
            <line x1={x(i)} x2={x(i)} y1={y(h)} y2={y(l)} />
            <rect x={x(i) - bodyW / 2} y={yTop} width={bodyW} height={Math.max(1, y(Math.min(o, c)) - yTop)} fill={color} />
          </g>
        );
      }),
      ...volume.map(([t, v], i) => {
        const candle = ohlc[i];
        const hgt = maxVol > 0 ? Math.max(0, (v / maxVol) * volH) : 0;
        return (
          <rect
            key={`v${t}`}
            x={x(i) - bodyW / 2}
            y={volTop + volH - hgt}
            width={bodyW}
            height={hgt}
            fill={candle && candle[4] >= candle[1] ? up.fill : down.fill}
          />
        );
      }),
      ...ohlc.map(([t], i) =>
        i % xLabelEvery === xLabelEvery - 1 ? (
          <text key={`x${t}`} x={x(i)} y={size.h - SPACING.bottom - 3} fill={CHART_STYLE.label} fontSize={fontPx} textAnchor="middle">
            {axisTime(t, intraday)}
          </text>
        ) : null,
      ),
      <g key="last" data-testid="kline-preview-last">
        <line x1={left} x2={right} y1={y(last)} y2={y(last)} stroke={CHART_STYLE.lastPrice} strokeDasharray="4 3" />
        <rect x={right + 1} y={y(last) - fontPx * 0.8} width={labelW - 2} height={fontPx * 1.6} rx={2} fill={CHART_STYLE.lastPrice} />
        <text x={right + 4} y={y(last) + fontPx * 0.35} fill="#fff" fontSize={fontPx}>
          {last.toFixed(decimals)}
        </text>
      </g>,
    ];
  }

  return (
    <svg
      ref={box}
      className="kline-preview"
      data-testid="kline-preview"
      data-candles={ohlc.length}
      role="img"
      aria-label={label}
      width="100%"
      height="100%"
      shapeRendering="crispEdges"
      fontFamily={CHART_STYLE.font}
    >
      {body}
    </svg>
  );
}
