// One catalogue line, kept as data: code, English and Chinese names, exchange, previous close (a
// decimal string), sector, shares outstanding in millions (for an index: its average daily
// volume in millions of shares), listing year (an index: first published), and optionally the
// daily volatility when it differs from the sector's usual one.
import type { SectorKey } from '../sectors';

export type ListingRow = readonly [
  code: string,
  en: string,
  zh: string,
  exchange: string,
  previousClose: string,
  sector: SectorKey,
  millions: number,
  year: number,
  dailyVolatility?: number,
];
