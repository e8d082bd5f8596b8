import { currentUiLanguage, direction } from '@app/shared';

const LOCALE = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW', ja: 'ja-JP' } as const;
const compactFormats = new Map<string, Intl.NumberFormat>();

/** 12345678 → "12.35M" (en) / "1234.57万" (zh, ja): volumes and turnover in the reader's units. */
export function formatCompact(value: number | string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '--';
  const locale = LOCALE[currentUiLanguage()];
  let fmt = compactFormats.get(locale);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 });
    compactFormats.set(locale, fmt);
  }
  return fmt.format(n);
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
