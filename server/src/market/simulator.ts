// The market simulator: every interval each product whose exchange is trading takes a seeded
// random-walk step in whole ticks (with a gentle pull back towards the previous close so a
// long-running demo stays plausible); the session's open, high, low, volume and turnover are
// tracked, one-minute candles are recorded, and listeners are told once per step. One timer
// serves the whole server; the per-step work is O(products).
//
// Trading days: a product's day rolls over at its first step on a new trading day of its
// exchange (the previous close becomes the last price; with MARKET_HOURS=real the open gaps a
// little away from it, as an opening auction does). With MARKET_HOURS=always every exchange trades
// around the clock and days roll over at local midnight.
import type { Candle, KlinePeriod, Product, QuoteTick } from '@app/shared/contracts';
import { DEFAULT_MARKET_HOURS, KLINE_LIMITS, type MarketHoursMode } from '@app/shared/constants';
import type { Language } from '../i18n/language';
import { CandleRing, type UnitCandle } from './candle-ring';
import { ExchangeCalendar, MINUTE_MS } from './calendar';
import type { ListedProduct } from './catalogue';
import { EXCHANGES } from './exchanges';
import { buildKline } from './klines';
import { hashString, mixSeed, mulberry32, normal, type Random } from './random';
import { formatChangePct, formatTicks, parseTicks, divideRounded } from './ticks';

// Module constants rather than `Math.x` lookups on the global object (faster inside Jest's sandbox).
const { abs, floor, max, round } = Math;

/** Standard deviation of the opening gap, as a share of the daily volatility (MARKET_HOURS=real). */
const OPENING_GAP = 0.3;
/** Closed days kept from the live simulation (about 20 years of trading days). */
const MAX_LIVE_DAYS = 5000;
/** Sub-steps of the walk that fills the part of the day already gone when the server starts. */
const WARM_UP_STEPS = 24;

/** Live figures of one product's trading day, prices in integer units. */
export interface SessionStats {
  prevClose: number;
  open: number;
  high: number;
  low: number;
  price: number;
  /** Shares traded this day. */
  volume: number;
  /** Traded value in units × shares (price units times shares). */
  turnover: bigint;
  /** Local midnight of this trading day. */
  dayStart: number;
}

export interface ProductState {
  readonly listing: ListedProduct;
  readonly index: number;
  readonly calendar: ExchangeCalendar;
  /** Per-product seed of everything generated (history, order book). */
  readonly seed: number;
  session: SessionStats;
  /** The close before the oldest live day: the anchor of daily history. */
  daysAnchorClose: number;
  /** Closed live days, oldest first. */
  days: UnitCandle[];
  /** Closed live one-minute candles. */
  readonly minutes: CandleRing;
  /** The current one-minute candle (the newest; it moves with every step). */
  minute: UnitCandle;
  quote: QuoteTick;
  quoteJson: string;
  /** Change against the previous close in hundredths of a percent, for sorting. */
  changeBp: number;
  readonly stepVolatility: number;
  readonly pullBack: number;
  /** Expected lots per step. */
  readonly lotsPerStep: number;
}

/**
 * One product after a step: code, prevClose, open, high, low, price, volume, turnover (decimal
 * string: a bigint), dayStart, the live minute candle (t, o, h, l, c, v), the quote's ts.
 */
export type MarketStepRow = [
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** What one instance's step publishes to the others. */
export interface MarketStep {
  /** The step count (MarketSimulator.version) after the step. */
  seq: number;
  rows: MarketStepRow[];
  /** Products listed after start (IPOs), so every instance prices them. */
  late: ListedProduct[];
}

/** Whether an exchange trades and which trading day it is in, cached per minute (sessions start on a minute). */
interface ExchangeClock {
  calendar: ExchangeCalendar;
  minute: number;
  open: boolean;
  tradingDay: number;
}

export interface SimulatorOptions {
  catalogue: readonly ListedProduct[];
  seed: number;
  intervalMs: number;
  now?: () => number;
  /** MARKET_HOURS; default always. */
  hours?: MarketHoursMode;
}

export class MarketSimulator {
  readonly hours: MarketHoursMode;
  readonly intervalMs: number;
  private readonly random: Random;
  private readonly states = new Map<string, ProductState>();
  private readonly ordered: ProductState[] = [];
  /** Products listed after start (a new issue that reached its listing date): priced and stepped, not on the board's lists. */
  private readonly lateListed: ProductState[] = [];
  private readonly exchanges = new Map<string, ExchangeClock>();
  private readonly listeners = new Set<() => void>();
  private clock: () => number;
  private timer: NodeJS.Timeout | undefined;
  private stepCount = 0;

  constructor(private readonly options: SimulatorOptions) {
    this.hours = options.hours ?? DEFAULT_MARKET_HOURS;
    this.intervalMs = options.intervalMs;
    this.random = mulberry32(options.seed);
    this.clock = options.now ?? Date.now;
    for (const exchange of EXCHANGES) {
      this.exchanges.set(exchange.code, { calendar: new ExchangeCalendar(exchange, this.hours), minute: NaN, open: false, tradingDay: 0 });
    }
    const ts = this.clock();
    for (const listing of options.catalogue) {
      const state = this.initialState(listing, ts);
      this.states.set(listing.code, state);
      this.ordered.push(state);
    }
  }

  /** The clock the market runs on (ms). */
  now(): number {
    return this.clock();
  }

  /** Replaces the clock: tests move time with it instead of sleeping. */
  setClock(now: () => number): void {
    this.clock = now;
  }

  /** Increases with every step: caches of formatted data key on it. */
  get version(): number {
    return this.stepCount;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.step(), this.options.intervalMs);
    // The HTTP server keeps the process alive; the market alone must not.
    this.timer.unref();
  }

  stop(): void {
    this.pause();
    this.listeners.clear();
  }

  /** Stops stepping but keeps the listeners (an instance that stops being the cluster's market). */
  pause(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Whether this simulator's own timer is stepping the market. */
  get running(): boolean {
    return this.timer !== undefined;
  }

  /**
   * The state after the last step, for the other instances of a cluster: every
   * product's session figures, its live one-minute candle and its quote's time, plus the
   * products listed after start. Another simulator that applies it (applyStep) answers the same
   * quotes, lists and candles, and continues the walk from exactly these prices if it takes over.
   */
  exportStep(): MarketStep {
    const rows: MarketStepRow[] = [];
    for (const state of this.lateListed.length === 0 ? this.ordered : [...this.ordered, ...this.lateListed]) {
      const s = state.session;
      const m = state.minute;
      rows.push([
        state.listing.code,
        s.prevClose,
        s.open,
        s.high,
        s.low,
        s.price,
        s.volume,
        s.turnover.toString(),
        s.dayStart,
        m.t,
        m.o,
        m.h,
        m.l,
        m.c,
        m.v,
        state.quote.ts,
      ]);
    }
    return { seq: this.stepCount, rows, late: this.lateListed.map((state) => state.listing) };
  }

  /** Takes over another instance's step (exportStep): prices, candles, quotes and the step count. Listeners are not told (they belong to the stepping instance). */
  applyStep(step: MarketStep): void {
    for (const listing of step.late) this.addListing(listing);
    for (const row of step.rows) {
      const state = this.states.get(row[0]);
      if (!state) continue;
      const [, prevClose, open, high, low, price, volume, turnover, dayStart, mt, mo, mh, ml, mc, mv, quoteTs] = row;
      const s = state.session;
      if (dayStart > s.dayStart) {
        state.days.push({ t: s.dayStart, o: s.open, h: s.high, l: s.low, c: s.price, v: s.volume });
        if (state.days.length > MAX_LIVE_DAYS) state.daysAnchorClose = state.days.shift()!.c;
      }
      if (mt > state.minute.t) state.minutes.push(state.minute);
      state.minute = { t: mt, o: mo, h: mh, l: ml, c: mc, v: mv };
      Object.assign(s, { prevClose, open, high, low, price, volume, turnover: BigInt(turnover), dayStart });
      if (state.quote.ts !== quoteTs || state.quote.price !== formatTicks(price, state.listing.decimals)) this.refreshQuote(state, quoteTs);
    }
    this.stepCount = step.seq;
  }

  /** Moves every trading product one step and notifies listeners. Public so tests can drive time. */
  step(): void {
    const now = this.clock();
    this.stepCount++;
    for (const state of this.lateListed.length === 0 ? this.ordered : [...this.ordered, ...this.lateListed]) {
      const exchange = this.exchangeAt(state.listing.exchange, now);
      if (!exchange.open) continue;
      const session = state.session;
      let changed = false;
      // Only forwards: a clock moved back (tests) keeps the current day.
      if (exchange.tradingDay > session.dayStart) {
        this.rollDay(state, exchange.tradingDay);
        changed = true;
      }
      this.rollMinute(state, now);
      const before = session.price;
      const { high, low } = session;
      const shares = this.move(state);
      const minute = state.minute;
      minute.c = session.price;
      if (session.price > minute.h) minute.h = session.price;
      if (session.price < minute.l) minute.l = session.price;
      minute.v += shares;
      if (changed || session.price !== before || session.high !== high || session.low !== low) this.refreshQuote(state, now);
    }
    for (const listener of this.listeners) listener();
  }

  /** Called after every step; returns the unsubscribe function. */
  onTick(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Every product in catalogue order. */
  listings(): ListedProduct[] {
    return this.ordered.map((s) => s.listing);
  }

  /** The listed product behind a code (its decimals, tick, lot, exchange, …), or undefined. */
  listing(code: string): ListedProduct | undefined {
    return this.states.get(code)?.listing;
  }

  quote(code: string): QuoteTick | undefined {
    return this.states.get(code)?.quote;
  }

  /** The quote already serialised (one JSON.stringify per change, shared by every socket). */
  quoteJson(code: string): string | undefined {
    return this.states.get(code)?.quoteJson;
  }

  /**
   * Starts pricing a product listed after start (an IPO on its listing day), from its previous
   * close. It answers quote/listing/isOpen like any other product; it stays off the board's lists
   * (allStates). No-op when the code is known, except that a newer listing of a code listed after
   * start (a later `listedAt`: the demo cycle's next ORBT) replaces the older one, so the new issue
   * trades from its own first-day close with its own candles, not from where the old walk went.
   * Catalogue products are never replaced.
   */
  addListing(listing: ListedProduct): void {
    const known = this.states.get(listing.code);
    if (known && !(known.index === -1 && (listing.listedAt ?? 0) > (known.listing.listedAt ?? 0))) return;
    const state = { ...this.initialState(listing, this.clock()), index: -1 };
    this.states.set(listing.code, state);
    if (known) this.lateListed[this.lateListed.indexOf(known)] = state;
    else this.lateListed.push(state);
  }

  /** Whether the product's exchange is in a trading session now (always true with MARKET_HOURS=always). False for an unknown code. */
  isOpen(code: string): boolean {
    const state = this.states.get(code);
    return state ? this.exchangeAt(state.listing.exchange, this.clock()).open : false;
  }

  /** Whether an exchange (by code) is in a trading session now. */
  isExchangeOpen(exchange: string): boolean {
    return this.exchanges.has(exchange) ? this.exchangeAt(exchange, this.clock()).open : false;
  }

  /** A copy of today's figures of a product (prices in integer units). */
  session(code: string): SessionStats | undefined {
    const state = this.states.get(code);
    return state && { ...state.session };
  }

  /** Internal state for the market's own modules (klines, depth, lists). */
  stateOf(code: string): ProductState | undefined {
    return this.states.get(code);
  }

  /** All states in catalogue order, for the market's own modules. */
  allStates(): readonly ProductState[] {
    return this.ordered;
  }

  /** Candles of a product, oldest first, the newest being the live one; undefined for an unknown code. */
  kline(code: string, period: KlinePeriod, limit: number, before = Infinity): Candle[] | undefined {
    const state = this.states.get(code);
    if (!state) return undefined;
    const { decimals } = state.listing;
    return buildKline(state, period, limit, before).map((c) => ({
      t: c.t,
      o: formatTicks(c.o, decimals),
      h: formatTicks(c.h, decimals),
      l: formatTicks(c.l, decimals),
      c: formatTicks(c.c, decimals),
      v: c.v,
    }));
  }

  /** Products in catalogue order, named in the request's language. */
  products(lang: Language, country?: string): Product[] {
    const out: Product[] = [];
    for (const state of this.ordered) {
      if (country !== undefined && state.listing.country !== country) continue;
      out.push(productOf(state, lang));
    }
    return out;
  }

  private exchangeAt(code: string, now: number): ExchangeClock {
    const exchange = this.exchanges.get(code)!;
    const minute = Math.floor(now / MINUTE_MS);
    if (exchange.minute !== minute) {
      exchange.minute = minute;
      exchange.open = exchange.calendar.isOpen(now);
      exchange.tradingDay = exchange.calendar.tradingDayAt(now);
    }
    return exchange;
  }

  private initialState(listing: ListedProduct, ts: number): ProductState {
    const calendar = this.exchanges.get(listing.exchange)?.calendar;
    if (!calendar) throw new Error(`${listing.code}: no calendar for ${listing.exchange}`);
    const tick = listing.tickUnits;
    const sigma = listing.dailyVolatility;
    const prevClose = parseTicks(listing.previousClose, listing.decimals);
    // Open away from the previous close, so the list does not start at 0.00 % everywhere, then
    // walk through the part of the trading day already gone, for a plausible high, low and volume.
    const open = onTick(prevClose * (1 + 0.5 * sigma * normal(this.random)), tick);
    const elapsed = calendar.elapsedShare(ts);
    let price = open;
    let high = open;
    let low = open;
    const subSigma = sigma * Math.sqrt(elapsed / WARM_UP_STEPS);
    for (let i = 0; i < WARM_UP_STEPS; i++) {
      price = onTick(price * (1 + subSigma * normal(this.random)), tick);
      high = Math.max(high, price);
      low = Math.min(low, price);
    }
    const volume = Math.round((listing.averageDailyVolume * elapsed * (0.7 + 0.6 * this.random())) / listing.lotSize) * listing.lotSize;
    const turnover = BigInt(Math.round((open + price) / 2)) * BigInt(volume);
    const session: SessionStats = { prevClose, open, high, low, price, volume, turnover, dayStart: calendar.tradingDayAt(ts) };
    const stepShare = this.intervalMs / calendar.tradingMsPerDay;
    const state: ProductState = {
      listing,
      index: this.ordered.length,
      calendar,
      seed: mixSeed(this.options.seed, hashString(listing.code)),
      session,
      daysAnchorClose: prevClose,
      days: [],
      minutes: new CandleRing(KLINE_LIMITS.recordedMinutes),
      minute: { t: calendar.bucketAtOrBefore(MINUTE_MS, ts), o: price, h: price, l: price, c: price, v: 0 },
      quote: undefined as unknown as QuoteTick,
      quoteJson: '',
      changeBp: 0,
      stepVolatility: sigma * Math.sqrt(stepShare),
      pullBack: stepShare,
      lotsPerStep: (listing.averageDailyVolume * stepShare) / listing.lotSize,
    };
    this.refreshQuote(state, ts);
    return state;
  }

  private rollDay(state: ProductState, tradingDay: number): void {
    const s = state.session;
    state.days.push({ t: s.dayStart, o: s.open, h: s.high, l: s.low, c: s.price, v: s.volume });
    if (state.days.length > MAX_LIVE_DAYS) state.daysAnchorClose = state.days.shift()!.c;
    s.prevClose = s.price;
    if (this.hours === 'real') {
      s.price = onTick(s.price * (1 + OPENING_GAP * state.listing.dailyVolatility * normal(this.random)), state.listing.tickUnits);
    }
    s.open = s.high = s.low = s.price;
    s.volume = 0;
    s.turnover = 0n;
    s.dayStart = tradingDay;
  }

  private rollMinute(state: ProductState, now: number): void {
    const t = now - (now % MINUTE_MS);
    if (t <= state.minute.t) return;
    state.minutes.push(state.minute);
    const price = state.session.price;
    state.minute = { t, o: price, h: price, l: price, c: price, v: 0 };
  }

  /** One random-walk step in whole ticks; returns the shares traded. */
  private move(state: ProductState): number {
    const s = state.session;
    const tick = state.listing.tickUnits;
    const z = normal(this.random);
    const expected = -state.pullBack * (s.price - s.prevClose);
    const move = expected + s.price * state.stepVolatility * z;
    // Random rounding keeps the expected move right even when it is a fraction of a tick.
    const ticks = floor(move / tick + this.random());
    s.price = max(tick, s.price + ticks * tick);
    if (s.price > s.high) s.high = s.price;
    if (s.price < s.low) s.low = s.price;
    // Busier when the price moves more: the factor averages 1 (E|z| = 0.8).
    const lots = floor(state.lotsPerStep * (0.3 + 0.875 * abs(z)) + this.random());
    const shares = lots * state.listing.lotSize;
    s.volume += shares;
    s.turnover += BigInt(s.price * shares);
    return shares;
  }

  private refreshQuote(state: ProductState, ts: number): void {
    const { decimals } = state.listing;
    const s = state.session;
    const change = s.price - s.prevClose;
    state.changeBp = divideRounded(change * 10_000, s.prevClose);
    state.quote = {
      code: state.listing.code,
      price: formatTicks(s.price, decimals),
      change: formatTicks(change, decimals),
      changePct: formatChangePct(change, s.prevClose),
      high: formatTicks(s.high, decimals),
      low: formatTicks(s.low, decimals),
      ts,
    };
    state.quoteJson = JSON.stringify(state.quote);
  }
}

function onTick(value: number, tick: number): number {
  return max(tick, round(value / tick) * tick);
}

export function productOf(state: ProductState, lang: Language): Product {
  const { code, type, name, suffix, country, exchange } = state.listing;
  const { price, change, changePct, high, low } = state.quote;
  return { code, type, name: name[lang], suffix, country, exchange, price, change, changePct, high, low };
}
