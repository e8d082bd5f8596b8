// European option values and greeks (Black–Scholes–Merton, no dividends). The option chain shows
// theoretical prices from the live underlying price; the provider has no option market.

/** Standard normal cumulative distribution (Zelen & Severo 26.2.17, |error| < 7.5e-8). */
export function normCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const p = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x >= 0 ? 1 - p : p;
}

export function normPdf(x: number): number {
  return 0.3989422804014327 * Math.exp((-x * x) / 2);
}

export interface OptionInput {
  spot: number;
  strike: number;
  /** Time to expiry in years. */
  years: number;
  /** Annualised volatility, e.g. 0.25. */
  vol: number;
  /** Continuously compounded risk-free rate, e.g. 0.04. */
  rate: number;
}

export interface OptionValue {
  call: number;
  put: number;
  callDelta: number;
  putDelta: number;
  gamma: number;
  /** Per calendar day. */
  callTheta: number;
  putTheta: number;
  /** Per 1 volatility point (0.01). */
  vega: number;
}

export function blackScholes({ spot, strike, years, vol, rate }: OptionInput): OptionValue {
  if (years <= 0 || vol <= 0) {
    const call = Math.max(0, spot - strike);
    const put = Math.max(0, strike - spot);
    return { call, put, callDelta: spot > strike ? 1 : 0, putDelta: spot < strike ? -1 : 0, gamma: 0, callTheta: 0, putTheta: 0, vega: 0 };
  }
  const sqrtT = Math.sqrt(years);
  const d1 = (Math.log(spot / strike) + (rate + (vol * vol) / 2) * years) / (vol * sqrtT);
  const d2 = d1 - vol * sqrtT;
  const discount = Math.exp(-rate * years);
  const call = spot * normCdf(d1) - strike * discount * normCdf(d2);
  const put = strike * discount * normCdf(-d2) - spot * normCdf(-d1);
  const decay = (-spot * normPdf(d1) * vol) / (2 * sqrtT);
  return {
    call,
    put,
    callDelta: normCdf(d1),
    putDelta: normCdf(d1) - 1,
    gamma: normPdf(d1) / (spot * vol * sqrtT),
    callTheta: (decay - rate * strike * discount * normCdf(d2)) / 365,
    putTheta: (decay + rate * strike * discount * normCdf(-d2)) / 365,
    vega: (spot * normPdf(d1) * sqrtT) / 100,
  };
}

/** Annualised volatility of daily closes (sample stdev of log returns × √252), or null if too few. */
export function historicalVolatility(closes: readonly number[]): number | null {
  const returns: number[] = [];
  for (let i = 1; i < closes.length; i += 1) {
    if (closes[i - 1] > 0 && closes[i] > 0) returns.push(Math.log(closes[i] / closes[i - 1]));
  }
  if (returns.length < 5) return null;
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  const variance = returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance * 252);
}
