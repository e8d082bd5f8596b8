import { direction, formatFigure } from '@app/shared';

/** "1234.20" → "+1,234.20" (the interface language's number format); negative and zero without a plus. */
export function signed(value: string): string {
  const bare = value.replace(/^\+/, '');
  return `${direction(bare) > 0 ? '+' : ''}${formatFigure(bare)}`;
}

/** CSS tone of a change: 'up' (red), 'down' (green) or 'flat'. */
export function toneOf(change: string): 'up' | 'down' | 'flat' {
  const d = direction(change);
  return d > 0 ? 'up' : d < 0 ? 'down' : 'flat';
}
