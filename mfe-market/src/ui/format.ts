import { currentUiLanguage, direction } from '@app/shared';
import { compactNumber } from './compact-number';

const LOCALE = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' } as const;

/** 12345678 → "12.35M" (en) / "1234.57万" (zh, ja): volumes and turnover in the reader's units. */
export function formatCompact(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '--';
  const language = currentUiLanguage();
  // By hand (compact-number.ts: Intl's compact data costs a long task on the page's first paint);
  // Intl only for the huge values the hand-written units stop at.
  return compactNumber(n, language) ?? new Intl.NumberFormat(LOCALE[language], { notation: 'compact', maximumFractionDigits: 2 }).format(n);
}

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
