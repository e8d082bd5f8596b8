// Time filters of docs/product.md §7. Every time is shown in UTC−5 (a fixed offset: the product rules name no DST).
const OFFSET_MS = -5 * 60 * 60 * 1000;

export type DateSeparator = '-' | '/';

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

interface Parts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

function partsInUtcMinus5(ms: number): Parts {
  const t = new Date(ms + OFFSET_MS);
  return {
    y: t.getUTCFullYear(),
    mo: t.getUTCMonth() + 1,
    d: t.getUTCDate(),
    h: t.getUTCHours(),
    mi: t.getUTCMinutes(),
    s: t.getUTCSeconds(),
  };
}

const dateOf = (p: Parts, sep: DateSeparator) => `${pad(p.mo)}${sep}${pad(p.d)}${sep}${p.y}`;
const timeOf = (p: Parts) => `${pad(p.h)}:${pad(p.mi)}:${pad(p.s)}`;

function isTime(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

/**
 * Milliseconds → `MM-DD-YYYY HH:MM:SS` in UTC−5; only `HH:MM:SS` when that date is today in UTC−5.
 * `now` is injectable for tests. Null or invalid input prints `--`.
 */
export function formatMs(ms: number | null | undefined, sep: DateSeparator = '-', now: number = Date.now()): string {
  if (!isTime(ms)) return '--';
  const p = partsInUtcMinus5(ms);
  const today = partsInUtcMinus5(now);
  if (p.y === today.y && p.mo === today.mo && p.d === today.d) return timeOf(p);
  return `${dateOf(p, sep)} ${timeOf(p)}`;
}

/** Seconds → full `MM-DD-YYYY HH:MM:SS` (or `/`) in UTC−5. Null or invalid input prints `--`. */
export function formatSeconds(sec: number | null | undefined, sep: DateSeparator = '-'): string {
  if (!isTime(sec)) return '--';
  const p = partsInUtcMinus5(sec * 1000);
  return `${dateOf(p, sep)} ${timeOf(p)}`;
}

/** `--` for null/undefined/empty, otherwise the value as text. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '--' : String(value);
}
