// The market simulator: every interval each product's price takes a seeded random-walk step
// (with a gentle pull back towards the previous close so a long-running demo stays plausible),
// session high/low are tracked, and listeners are told once per step. One timer serves the
// whole server.
import type { Product, QuoteTick } from '@app/shared/contracts';
import type { Language } from '../i18n/language';
import type { ListedProduct } from './catalogue';
import { mulberry32, normal, type Random } from './random';
import { formatChangePct, formatTicks, parseTicks } from './ticks';

/** Length of a trading day the daily volatility refers to (US regular session). */
const TRADING_DAY_MS = 6.5 * 60 * 60 * 1000;

interface ProductState {
  listing: ListedProduct;
  previousClose: number;
  price: number;
  high: number;
  low: number;
  /** Standard deviation of one step's return. */
  stepVolatility: number;
}

export interface SimulatorOptions {
  catalogue: readonly ListedProduct[];
  seed: number;
  intervalMs: number;
  now?: () => number;
}

export class MarketSimulator {
  private readonly random: Random;
  private readonly states = new Map<string, ProductState>();
  /** Latest tick per code, built once per step and shared by every socket. */
  private readonly quotes = new Map<string, QuoteTick>();
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  /** Fraction of the distance to the previous close recovered per step: one trading day's time scale. */
  private readonly pullBack: number;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SimulatorOptions) {
    this.random = mulberry32(options.seed);
    this.now = options.now ?? Date.now;
    this.pullBack = options.intervalMs / TRADING_DAY_MS;
    const ts = this.now();
    for (const listing of options.catalogue) {
      const previousClose = parseTicks(listing.previousClose, listing.decimals);
      // Open away from the previous close, so the list does not start at 0.00 % everywhere.
      const open = Math.max(1, Math.round(previousClose * (1 + 0.5 * listing.dailyVolatility * normal(this.random))));
      const stepVolatility = listing.dailyVolatility * Math.sqrt(options.intervalMs / TRADING_DAY_MS);
      const state: ProductState = { listing, previousClose, price: open, high: open, low: open, stepVolatility };
      this.states.set(listing.code, state);
      this.quotes.set(listing.code, quoteOf(state, ts));
    }
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.step(), this.options.intervalMs);
    // The HTTP server keeps the process alive; the market alone must not.
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.listeners.clear();
  }

  /** Moves every price one step and notifies listeners. Public so tests can drive time. */
  step(): void {
    const ts = this.now();
    for (const state of this.states.values()) {
      const expected = -this.pullBack * (state.price - state.previousClose);
      const move = expected + state.price * state.stepVolatility * normal(this.random);
      // Random rounding keeps the expected move right even when it is a fraction of a tick.
      const ticks = Math.floor(move + this.random());
      state.price = Math.max(1, state.price + ticks);
      state.high = Math.max(state.high, state.price);
      state.low = Math.min(state.low, state.price);
      this.quotes.set(state.listing.code, quoteOf(state, ts));
    }
    for (const listener of this.listeners) listener();
  }

  /** Called after every step; returns the unsubscribe function. */
  onTick(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The listed product behind a code (its decimals, exchange, …), or undefined. */
  listing(code: string): ListedProduct | undefined {
    return this.states.get(code)?.listing;
  }

  quote(code: string): QuoteTick | undefined {
    return this.quotes.get(code);
  }

  /** Products in catalogue order, named in the request's language. */
  products(lang: Language, country?: string): Product[] {
    const out: Product[] = [];
    for (const { listing } of this.states.values()) {
      if (country !== undefined && listing.country !== country) continue;
      const { code, type, name, suffix, exchange } = listing;
      const { price, change, changePct, high, low } = this.quotes.get(code)!;
      out.push({ code, type, name: name[lang], suffix, country: listing.country, exchange, price, change, changePct, high, low });
    }
    return out;
  }
}

function quoteOf(state: ProductState, ts: number): QuoteTick {
  const { decimals } = state.listing;
  const change = state.price - state.previousClose;
  return {
    code: state.listing.code,
    price: formatTicks(state.price, decimals),
    change: formatTicks(change, decimals),
    changePct: formatChangePct(change, state.previousClose),
    high: formatTicks(state.high, decimals),
    low: formatTicks(state.low, decimals),
    ts,
  };
}
