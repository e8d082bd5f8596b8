// Countries and exchanges the catalogue lists, with their time zones and regular sessions (local
// time; a lunch break splits the day where the exchange has one). Public holidays are not
// modelled: every weekday is a trading day.
import type { Translations } from '../i18n/translations';

export interface CountryInfo {
  code: string;
  name: Translations;
  /** Currency of prices and turnover on its exchanges. */
  currency: string;
}

export interface ExchangeInfo {
  code: string;
  name: Translations;
  country: string;
  /** IANA time zone. */
  timezone: string;
  /** Local HH:MM, in order, not overlapping. */
  sessions: ReadonlyArray<{ open: string; close: string }>;
}

export const COUNTRIES: readonly CountryInfo[] = [
  { code: 'US', name: { en: 'United States', zh: '美国' }, currency: 'USD' },
  { code: 'HK', name: { en: 'Hong Kong', zh: '中国香港' }, currency: 'HKD' },
  { code: 'CN', name: { en: 'China A-shares', zh: '中国A股' }, currency: 'CNY' },
  { code: 'JP', name: { en: 'Japan', zh: '日本' }, currency: 'JPY' },
];

const US_SESSIONS = [{ open: '09:30', close: '16:00' }];
const CN_SESSIONS = [
  { open: '09:30', close: '11:30' },
  { open: '13:00', close: '15:00' },
];

export const EXCHANGES: readonly ExchangeInfo[] = [
  { code: 'NASDAQ', name: { en: 'Nasdaq', zh: '纳斯达克' }, country: 'US', timezone: 'America/New_York', sessions: US_SESSIONS },
  {
    code: 'NYSE',
    name: { en: 'New York Stock Exchange', zh: '纽约证券交易所' },
    country: 'US',
    timezone: 'America/New_York',
    sessions: US_SESSIONS,
  },
  {
    code: 'HKEX',
    name: { en: 'Hong Kong Exchanges', zh: '香港交易所' },
    country: 'HK',
    timezone: 'Asia/Hong_Kong',
    sessions: [
      { open: '09:30', close: '12:00' },
      { open: '13:00', close: '16:00' },
    ],
  },
  {
    code: 'SSE',
    name: { en: 'Shanghai Stock Exchange', zh: '上海证券交易所' },
    country: 'CN',
    timezone: 'Asia/Shanghai',
    sessions: CN_SESSIONS,
  },
  {
    code: 'SZSE',
    name: { en: 'Shenzhen Stock Exchange', zh: '深圳证券交易所' },
    country: 'CN',
    timezone: 'Asia/Shanghai',
    sessions: CN_SESSIONS,
  },
  {
    code: 'TSE',
    name: { en: 'Tokyo Stock Exchange', zh: '东京证券交易所' },
    country: 'JP',
    timezone: 'Asia/Tokyo',
    // The afternoon session runs to 15:30 since November 2024.
    sessions: [
      { open: '09:00', close: '11:30' },
      { open: '12:30', close: '15:30' },
    ],
  },
];

export function countryInfo(code: string): CountryInfo | undefined {
  return COUNTRIES.find((c) => c.code === code);
}
