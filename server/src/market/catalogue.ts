// The products the simulator trades, resolved from the data lines in ./listings: each gets its
// market's price rule (decimals and tick), board lot, volatility and average daily volume.
// Previous closes are written as decimal strings and converted to integer units once, so no price
// is ever a binary float.
import type { ProductType } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';
import { countryInfo, EXCHANGES } from './exchanges';
import { CN_ETFS, CN_STOCKS } from './listings/cn';
import { HK_ETFS, HK_STOCKS } from './listings/hk';
import { INDICES } from './listings/indices';
import { JP_ETFS, JP_STOCKS } from './listings/jp';
import type { ListingRow } from './listings/row';
import { US_ETFS, US_STOCKS } from './listings/us';
import { lotSizeOf, priceRuleOf, dailyTurnoverRate } from './price-rules';
import { SECTORS, type SectorKey } from './sectors';
import { divideRounded, formatTicks, parseTicks } from './ticks';

export interface ListedProduct {
  code: string;
  type: ProductType;
  name: Translations;
  /** Its Japanese name when the catalogue has none (an IPO staff named in Japanese). */
  nameJa?: string;
  /** Shown after the name, e.g. "US", "HK", "SH", "SZ", "T". */
  suffix: string;
  country: string;
  exchange: string;
  /** Currency of its prices, e.g. USD, HKD, CNY, JPY. */
  currency: string;
  /** The catalogue's previous close (on the tick). The live one moves day by day: see the simulator. */
  previousClose: string;
  decimals: number;
  /** Minimum price step in units of 10^-decimals (e.g. 5 with 2 decimals = 0.05). */
  tickUnits: number;
  /** The tick as a decimal string, e.g. "0.05". */
  tickSize: string;
  /** Shares per board lot (1 in the US). */
  lotSize: number;
  /** Standard deviation of one trading day's return (0.02 = 2 %). */
  dailyVolatility: number;
  sector: SectorKey;
  /** 0 for an index. */
  sharesOutstanding: number;
  /** Shares traded on an average day. */
  averageDailyVolume: number;
  /** Year of listing (an index: first published). */
  listedYear: number;
  /**
   * A product listed after start (an IPO): the moment its listing began (ms). A later listing of
   * the same code (the demo cycle opens ORBT and HYPE again) replaces it; see Simulator.addListing.
   */
  listedAt?: number;
}

const SUFFIX_OF_EXCHANGE: Record<string, string> = { NASDAQ: 'US', NYSE: 'US', HKEX: 'HK', SSE: 'SH', SZSE: 'SZ', TSE: 'T' };

/** Volatility of a market's shares relative to the sector's usual one. */
const COUNTRY_VOLATILITY: Record<string, number> = { US: 1, HK: 1.15, CN: 1.1, JP: 0.95 };

function resolve(row: ListingRow, type: ProductType): ListedProduct {
  const [code, en, zh, exchange, close, sector, millions, listedYear, volatility] = row;
  const venue = EXCHANGES.find((e) => e.code === exchange);
  const country = venue && countryInfo(venue.country);
  if (!venue || !country) throw new Error(`${code}: unknown exchange ${exchange}`);
  // Read with 3 decimals (the most any market uses), then put on the market's own tick.
  const thousandths = parseTicks(close, 3);
  const rule = priceRuleOf(country.code, type, thousandths / 1000);
  const scale = 10 ** (3 - rule.decimals);
  const units = Math.max(rule.tickUnits, divideRounded(thousandths, scale * rule.tickUnits) * rule.tickUnits);
  const dailyVolatility = volatility ?? SECTORS[sector].dailyVolatility * (COUNTRY_VOLATILITY[country.code] ?? 1);
  const shares = Math.round(millions * 1_000_000);
  const sharesOutstanding = type === 'index' ? 0 : shares;
  // Livelier shares trade more: turnover grows with volatility.
  const activity = (dailyVolatility / SECTORS[sector].dailyVolatility) ** 1.5;
  const averageDailyVolume = type === 'index' ? shares : Math.round(shares * dailyTurnoverRate(country.code, type) * activity);
  return {
    code,
    type,
    name: { en, zh },
    suffix: SUFFIX_OF_EXCHANGE[exchange],
    country: country.code,
    exchange,
    currency: country.currency,
    previousClose: formatTicks(units, rule.decimals),
    decimals: rule.decimals,
    tickUnits: rule.tickUnits,
    tickSize: formatTicks(rule.tickUnits, rule.decimals),
    lotSize: lotSizeOf(country.code, type, units / 10 ** rule.decimals),
    dailyVolatility,
    sector,
    sharesOutstanding,
    averageDailyVolume,
    listedYear,
  };
}

function build(): ListedProduct[] {
  const groups: Array<[readonly ListingRow[], ProductType]> = [
    [US_STOCKS, 'stock'],
    [US_ETFS, 'etf'],
    [HK_STOCKS, 'stock'],
    [HK_ETFS, 'etf'],
    [CN_STOCKS, 'stock'],
    [CN_ETFS, 'etf'],
    [JP_STOCKS, 'stock'],
    [JP_ETFS, 'etf'],
    [INDICES, 'index'],
  ];
  const out: ListedProduct[] = [];
  const seen = new Set<string>();
  for (const [rows, type] of groups) {
    for (const row of rows) {
      if (seen.has(row[0])) throw new Error(`duplicate product code ${row[0]}`);
      seen.add(row[0]);
      out.push(resolve(row, type));
    }
  }
  return out;
}

/** Every product, stocks and ETFs by country, then the indices. */
export const CATALOGUE: readonly ListedProduct[] = build();
