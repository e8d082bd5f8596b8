import { useId } from 'react';

/** A small line-and-area chart of closes (plain SVG: Home never loads a chart library). */
export function Sparkline({
  values,
  up,
  width = 300,
  height = 60,
}: {
  values: readonly number[];
  up: boolean;
  width?: number;
  height?: number;
}) {
  const id = useId();
  if (values.length < 2) return <svg className="sparkline" viewBox={`0 0 ${width} ${height}`} aria-hidden="true" />;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  const pts = values.map((v, i) => `${(i * step).toFixed(1)},${(height - 4 - ((v - min) / span) * (height - 8)).toFixed(1)}`); // outside the figure format: SVG coordinates
  // CSS variables (ui.css): the device's red-up / green-up convention; style, not attributes, reads them.
  const color = up ? 'var(--app-up-vivid)' : 'var(--app-down-vivid)';
  return (
    <svg className="sparkline" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: color, stopOpacity: 0.22 }} />
          <stop offset="1" style={{ stopColor: color, stopOpacity: 0 }} />
        </linearGradient>
      </defs>
      <path d={`M0,${height} L${pts.join(' L')} L${width},${height} Z`} fill={`url(#${id})`} />
      <polyline points={pts.join(' ')} fill="none" style={{ stroke: color }} strokeWidth="1.6" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
