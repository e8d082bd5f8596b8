// product/queryProductPrice: everything the detail page shows at once. Figures come from the
// simulator's integer session state; large counts are labelled in the reader's language
// ("1.23B" / "12.3亿") and colour tones compare with the previous close.
import type { ProductDetail, ProfileRow } from '@app/shared/contracts';
import type { ContentLanguage, Language } from '../i18n/language';
import { inContentLanguage, type Localized } from '../i18n/localized';
import type { ProductBoard } from '../market/board';
import { depthOf } from '../market/depth';
import { EXCHANGES } from '../market/exchanges';
import { countryName, exchangeName, productName, sectorDescription, sectorName } from './localize';
import type { MarketSimulator } from '../market/simulator';
import { divideRounded, formatBigUnits, formatTicks } from '../market/ticks';

// Each row also carries its key (ProfileRow.key): the client shows its own translation of the
// label and only the value from here. The labels stay for clients that do not know a key.
const LABELS = {
  sector: { en: 'Sector', zh: '行业', ja: 'セクター' },
  exchange: { en: 'Exchange', zh: '交易所', ja: '取引所' },
  country: { en: 'Market', zh: '市场', ja: '市場' },
  currency: { en: 'Currency', zh: '币种', ja: '通貨' },
  listed: { en: 'Listed in', zh: '上市年份', ja: '上場年' },
  published: { en: 'Published since', zh: '发布年份', ja: '算出開始年' },
  shares: { en: 'Shares outstanding', zh: '总股本', ja: '発行済株式数' },
  units: { en: 'Units outstanding', zh: '基金份额', ja: '発行済口数' },
  marketCap: { en: 'Market cap', zh: '总市值', ja: '時価総額' },
  fundSize: { en: 'Fund size', zh: '基金规模', ja: '純資産総額' },
  lot: { en: 'Board lot', zh: '每手股数', ja: '売買単位' },
  tick: { en: 'Tick size', zh: '最小价位', ja: '呼値' },
  hours: { en: 'Trading hours', zh: '交易时间', ja: '取引時間' },
  open: { en: 'Open', zh: '今开', ja: '始値' },
  prevClose: { en: 'Prev close', zh: '昨收', ja: '前日終値' },
  high: { en: 'High', zh: '最高', ja: '高値' },
  low: { en: 'Low', zh: '最低', ja: '安値' },
  change: { en: 'Change', zh: '涨跌额', ja: '前日比' },
  changePct: { en: 'Change %', zh: '涨跌幅', ja: '騰落率' },
  volume: { en: 'Volume', zh: '成交量', ja: '出来高' },
  turnover: { en: 'Turnover', zh: '成交额', ja: '売買代金' },
  average: { en: 'Average price', zh: '均价', ja: '平均価格' },
  amplitude: { en: 'Amplitude', zh: '振幅', ja: '値幅' },
  turnoverRate: { en: 'Turnover rate', zh: '换手率', ja: '売買回転率' },
} satisfies Record<string, Localized>;

const EN_UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];
const ZH_UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, '万亿'],
  [1e8, '亿'],
  [1e4, '万'],
];
const ZH_HANT_UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, '萬億'],
  [1e8, '億'],
  [1e4, '萬'],
];
const JA_UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, '兆'],
  [1e8, '億'],
  [1e4, '万'],
];
const UNITS: Record<ContentLanguage, ReadonlyArray<readonly [number, string]>> = {
  en: EN_UNITS,
  'zh-Hans': ZH_UNITS,
  'zh-Hant': ZH_HANT_UNITS,
  ja: JA_UNITS,
};

/** A count or amount for reading, e.g. 1234567 → "1.23M" / "123.46万". Display only. */
export function formatLarge(value: number, language: Language | ContentLanguage): string {
  const units = language === 'zh' ? ZH_UNITS : language === 'en' ? EN_UNITS : UNITS[language];
  for (const [size, suffix] of units) if (Math.abs(value) >= size) return `${(value / size).toFixed(2)}${suffix}`;
  return String(Math.round(value));
}

function tone(value: number, reference: number): 1 | -1 | 0 {
  return value > reference ? 1 : value < reference ? -1 : 0;
}

/** Basis points (hundredths of a percent) as "1.23%". */
function percent(bp: number): string {
  return `${formatTicks(bp, 2)}%`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export function productDetail(
  market: MarketSimulator,
  board: ProductBoard,
  code: string,
  lang: Language,
  content: ContentLanguage = lang === 'zh' ? 'zh-Hans' : 'en',
): ProductDetail | undefined {
  const state = market.stateOf(code);
  const product = board.product(lang, code);
  if (!state || !product) return undefined;
  const { listing } = state;
  const { decimals } = listing;
  const s = state.session;
  const exchange = EXCHANGES.find((e) => e.code === listing.exchange)!;
  const price = (units: number) => formatTicks(units, decimals);
  const money = (units: number) => `${formatLarge(units / 10 ** decimals, content)} ${listing.currency}`;
  const isIndex = listing.type === 'index';
  type Key = keyof typeof LABELS;
  const row = (key: Key, value: string, tone?: ProfileRow['tone']): ProfileRow =>
    tone === undefined
      ? { key, label: inContentLanguage(LABELS[key], content), value }
      : { key, label: inContentLanguage(LABELS[key], content), value, tone };
  const exchangeLabel = exchangeName(exchange.code, content);

  const summary: ProfileRow[] = [
    row('sector', sectorName(listing.sector, content)),
    row('exchange', exchangeLabel),
    row('country', countryName(listing.country, content)),
    row('currency', listing.currency),
    row(isIndex ? 'published' : 'listed', String(listing.listedYear)),
  ];
  if (!isIndex) {
    const etf = listing.type === 'etf';
    summary.push(
      row(etf ? 'units' : 'shares', formatLarge(listing.sharesOutstanding, content)),
      row(etf ? 'fundSize' : 'marketCap', money(s.price * listing.sharesOutstanding)),
      row('lot', String(listing.lotSize)),
      row('tick', listing.tickSize),
    );
  }
  summary.push(row('hours', `${exchange.sessions.map((x) => `${x.open}–${x.close}`).join(', ')} (${exchange.timezone})`));

  const change = s.price - s.prevClose;
  const info: ProfileRow[] = [
    row('open', price(s.open), tone(s.open, s.prevClose)),
    row('prevClose', price(s.prevClose), 0),
    row('high', price(s.high), tone(s.high, s.prevClose)),
    row('low', price(s.low), tone(s.low, s.prevClose)),
    row('change', product.change, tone(change, 0)),
    row('changePct', `${product.changePct}%`, tone(change, 0)),
    row('volume', formatLarge(s.volume, content), 0),
    row('turnover', money(Number(s.turnover)), 0),
  ];
  if (s.volume > 0) {
    const average = Number((s.turnover + BigInt(s.volume >> 1)) / BigInt(s.volume));
    info.push(row('average', price(average), tone(average, s.prevClose)));
  }
  info.push(row('amplitude', percent(divideRounded((s.high - s.low) * 10_000, s.prevClose)), 0));
  if (!isIndex && listing.sharesOutstanding > 0) {
    info.push(
      row('turnoverRate', percent(divideRounded(s.volume * 10_000, listing.sharesOutstanding)), 0),
      row(listing.type === 'etf' ? 'fundSize' : 'marketCap', money(s.price * listing.sharesOutstanding), 0),
    );
  }

  const name = productName(market, code, content) ?? listing.name[lang];
  return {
    ...product,
    name,
    open: price(s.open),
    prevClose: price(s.prevClose),
    volume: s.volume,
    turnover: formatBigUnits(s.turnover, decimals),
    decimals,
    marketOpen: market.isOpen(code),
    demoSession: market.hours === 'always',
    depth: depthOf(state, market.version),
    description: fill(sectorDescription(listing.sector, content), { name, exchange: exchangeLabel, year: String(listing.listedYear) }),
    summary,
    info,
  };
}
