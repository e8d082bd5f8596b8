// A clock that re-renders its component every `periodMs` (countdowns).
import { useEffect, useState } from 'react';

export function useNow(periodMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), periodMs);
    return () => clearInterval(id);
  }, [periodMs]);
  return now;
}

/** "1d 02:03:04" / "02:03:04" until `end`, or null once passed. */
export function remainingText(end: number, now: number, dayLabel: (n: number) => string): string | null {
  const ms = end - now;
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86400);
  const hms = [Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? `${dayLabel(days)} ${hms}` : hms;
}
