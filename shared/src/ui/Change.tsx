import { direction, formatPercent } from '../format/number';
import './ui.css';

const CLASS = { 1: 'up', [-1]: 'down', 0: 'flat' } as const;

/** A price or percent coloured by direction (the device's red-up / green-up convention, ui.css), with its sign. */
export function Change({ value, percent, children }: { value: string; percent?: boolean; children?: string }) {
  const cls = CLASS[direction(value)];
  return <span className={`num ${cls}`}>{children ?? (percent ? formatPercent(value) : value)}</span>;
}
