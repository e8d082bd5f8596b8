import { direction } from '@app/shared';

/** "1.20" → "+1.20"; negative and zero as given. */
export function signed(value: string): string {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && !value.startsWith('+') ? `+${value}` : value;
}

/** CSS tone of a change: 'up' (red), 'down' (green) or 'flat'. */
export function toneOf(change: string): 'up' | 'down' | 'flat' {
  const d = direction(change);
  return d > 0 ? 'up' : d < 0 ? 'down' : 'flat';
}
