// One colour meaning per direction for the whole app: "up" is a rise, a bid, Buy and
// bullish; "down" is a fall, an ask, Sell and bearish. Which of red and green means up is the
// device's choice (Asian brokers: red up; Western brokers: green up); the default is the product's
// red up. CSS reads the pair as custom properties (ui.css: --app-up, --app-down and their vivid
// and tint variants) switched by `data-updown` on <html>; charts read `upDownColors()`.
import { useSyncExternalStore } from 'react';

export type UpDownConvention = 'red-up' | 'green-up';
export const UP_DOWN_CONVENTIONS: readonly UpDownConvention[] = ['red-up', 'green-up'];
/** docs/product.md §2/§3: values "coloured red or green", red for a rise (the Chinese-market habit). */
export const DEFAULT_UP_DOWN: UpDownConvention = 'red-up';
/** Per device, like the language (docs/product.md §3 lists what the device stores). */
export const UP_DOWN_STORAGE_KEY = 'upDownColors';

const RED = { text: '#c8282b', vivid: '#e5383b', fill: 'rgba(229,56,59,.55)', tint: 'rgba(229,56,59,.12)' };
const GREEN = { text: '#0b7a3a', vivid: '#14a44d', fill: 'rgba(20,164,77,.55)', tint: 'rgba(20,164,77,.12)' };

export interface DirectionColor {
  /** Text on white (AA contrast). */
  text: string;
  /** Lines, candles and filled buttons. */
  vivid: string;
  /** Volume bars. */
  fill: string;
  /** Backgrounds (depth bars, tinted cards). */
  tint: string;
}

function isConvention(v: unknown): v is UpDownConvention {
  return v === 'red-up' || v === 'green-up';
}

export function readUpDownConvention(): UpDownConvention {
  try {
    const v = globalThis.localStorage?.getItem(UP_DOWN_STORAGE_KEY);
    return isConvention(v) ? v : DEFAULT_UP_DOWN;
  } catch {
    return DEFAULT_UP_DOWN;
  }
}

/** The colours of up and down under a convention (default: this device's). */
export function upDownColors(convention: UpDownConvention = readUpDownConvention()): { up: DirectionColor; down: DirectionColor } {
  return convention === 'green-up' ? { up: GREEN, down: RED } : { up: RED, down: GREEN };
}

/** Puts the convention on <html> (`data-updown`), which switches the CSS variables. */
export function applyUpDownConvention(convention: UpDownConvention = readUpDownConvention()): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.updown = convention;
}

const listeners = new Set<() => void>();

/** Stores the device's choice, applies it at once and tells every subscriber. */
export function setUpDownConvention(convention: UpDownConvention): void {
  try {
    globalThis.localStorage?.setItem(UP_DOWN_STORAGE_KEY, convention);
  } catch {
    /* storage full or blocked: the choice still applies to this visit */
  }
  current = convention;
  applyUpDownConvention(convention);
  listeners.forEach((l) => l());
}

let current: UpDownConvention | null = null;
const snapshot = () => (current ??= readUpDownConvention());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The device's convention, re-rendering when it changes. */
export function useUpDownConvention(): UpDownConvention {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

// The attribute is set as soon as the UI layer is evaluated (the shell's start-up), before a
// coloured figure is drawn; the variables' defaults are red up, so nothing flashes either way.
applyUpDownConvention();
