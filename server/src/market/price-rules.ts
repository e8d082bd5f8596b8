// How each market quotes prices: the number of decimals shown and the tick (minimum price step),
// and the board lot. A price is an integer number of "units" of 10^-decimals; the simulator only
// produces multiples of the tick. The rule is taken at the catalogue's previous close and kept.
import type { ProductType } from '@app/shared/contracts';

export interface PriceRule {
  decimals: number;
  /** Tick size in units of 10^-decimals. */
  tickUnits: number;
}

/** Hong Kong spread table (HK$): upper bound → tick in HK$ thousandths. */
const HK_SPREADS: ReadonlyArray<readonly [number, number]> = [
  [0.25, 1],
  [0.5, 5],
  [10, 10],
  [20, 20],
  [100, 50],
  [200, 100],
  [500, 200],
  [1000, 500],
  [2000, 1000],
  [5000, 2000],
  [Infinity, 5000],
];

/** Tokyo tick table for large caps (¥): upper bound → [decimals, tick in units]. */
const JP_TICKS: ReadonlyArray<readonly [number, number, number]> = [
  [1000, 1, 1],
  [3000, 1, 5],
  [10_000, 0, 1],
  [30_000, 0, 5],
  [100_000, 0, 10],
  [Infinity, 0, 50],
];

export function priceRuleOf(country: string, type: ProductType, price: number): PriceRule {
  if (type === 'index') return { decimals: 2, tickUnits: 1 };
  switch (country) {
    case 'HK': {
      const tickThousandths = HK_SPREADS.find(([bound]) => price < bound)![1];
      // Under HK$10 the quote shows 3 decimals; above, 2 (every tick there is a whole cent).
      return price < 10 ? { decimals: 3, tickUnits: tickThousandths } : { decimals: 2, tickUnits: tickThousandths / 10 };
    }
    case 'CN':
      return type === 'etf' ? { decimals: 3, tickUnits: 1 } : { decimals: 2, tickUnits: 1 };
    case 'JP': {
      const [, decimals, tickUnits] = JP_TICKS.find(([bound]) => price < bound)!;
      return { decimals, tickUnits };
    }
    default:
      return { decimals: 2, tickUnits: 1 };
  }
}

/** Shares per board lot: 1 in the US; 100 in China and Japan; in Hong Kong it varies, here by price. */
export function lotSizeOf(country: string, type: ProductType, price: number): number {
  if (type === 'index') return 1;
  switch (country) {
    case 'US':
      return 1;
    case 'HK':
      if (price < 5) return 2000;
      if (price < 20) return 500;
      if (price < 100) return 200;
      return 100;
    default:
      return 100;
  }
}

/** Share of the shares outstanding traded on an average day, by market (a fund's units turn over faster). */
export function dailyTurnoverRate(country: string, type: ProductType): number {
  if (type === 'etf') return 0.02;
  switch (country) {
    case 'US':
      return 0.006;
    case 'HK':
      return 0.0025;
    case 'CN':
      return 0.008;
    default:
      return 0.004;
  }
}
