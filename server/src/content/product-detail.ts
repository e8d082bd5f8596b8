// product/queryProductPrice: everything the detail page shows at once. Figures come from the
// simulator's integer session state; large counts are labelled in the reader's language
// ("1.23B" / "12.3亿") and colour tones compare with the previous close.
import type { ProductDetail, ProfileRow } from '@app/shared/contracts';
import type { Language } from '../i18n/language';
import type { Translations } from '../i18n/translations';
import type { ProductBoard } from '../market/board';
import { depthOf } from '../market/depth';
import { countryInfo, EXCHANGES } from '../market/exchanges';
import { SECTORS } from '../market/sectors';
import type { MarketSimulator } from '../market/simulator';
import { divideRounded, formatBigUnits, formatTicks } from '../market/ticks';

const LABELS = {
  sector: { en: 'Sector', zh: '行业' },
  exchange: { en: 'Exchange', zh: '交易所' },
  country: { en: 'Market', zh: '市场' },
  currency: { en: 'Currency', zh: '币种' },
  listed: { en: 'Listed in', zh: '上市年份' },
  published: { en: 'Published since', zh: '发布年份' },
  shares: { en: 'Shares outstanding', zh: '总股本' },
  units: { en: 'Units outstanding', zh: '基金份额' },
  marketCap: { en: 'Market cap', zh: '总市值' },
  fundSize: { en: 'Fund size', zh: '基金规模' },
  lot: { en: 'Board lot', zh: '每手股数' },
  tick: { en: 'Tick size', zh: '最小价位' },
  hours: { en: 'Trading hours', zh: '交易时间' },
  open: { en: 'Open', zh: '今开' },
  prevClose: { en: 'Prev close', zh: '昨收' },
  high: { en: 'High', zh: '最高' },
  low: { en: 'Low', zh: '最低' },
  change: { en: 'Change', zh: '涨跌额' },
  changePct: { en: 'Change %', zh: '涨跌幅' },
  volume: { en: 'Volume', zh: '成交量' },
  turnover: { en: 'Turnover', zh: '成交额' },
  average: { en: 'Average price', zh: '均价' },
  amplitude: { en: 'Amplitude', zh: '振幅' },
  turnoverRate: { en: 'Turnover rate', zh: '换手率' },
} satisfies Record<string, Translations>;

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

/** A count or amount for reading, e.g. 1234567 → "1.23M" / "123.46万". Display only. */
export function formatLarge(value: number, lang: Language): string {
  const units = lang === 'zh' ? ZH_UNITS : EN_UNITS;
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

export function productDetail(market: MarketSimulator, board: ProductBoard, code: string, lang: Language): ProductDetail | undefined {
  const state = market.stateOf(code);
  const product = board.product(lang, code);
  if (!state || !product) return undefined;
  const { listing } = state;
  const { decimals } = listing;
  const s = state.session;
  const exchange = EXCHANGES.find((e) => e.code === listing.exchange)!;
  const price = (units: number) => formatTicks(units, decimals);
  const money = (units: number) => `${formatLarge(units / 10 ** decimals, lang)} ${listing.currency}`;
  const isIndex = listing.type === 'index';
  const label = (key: keyof typeof LABELS) => LABELS[key][lang];

  const summary: ProfileRow[] = [
    { label: label('sector'), value: SECTORS[listing.sector].name[lang] },
    { label: label('exchange'), value: exchange.name[lang] },
    { label: label('country'), value: countryInfo(listing.country)?.name[lang] ?? listing.country },
    { label: label('currency'), value: listing.currency },
    { label: label(isIndex ? 'published' : 'listed'), value: String(listing.listedYear) },
  ];
  if (!isIndex) {
    const etf = listing.type === 'etf';
    summary.push(
      { label: label(etf ? 'units' : 'shares'), value: formatLarge(listing.sharesOutstanding, lang) },
      { label: label(etf ? 'fundSize' : 'marketCap'), value: money(s.price * listing.sharesOutstanding) },
      { label: label('lot'), value: String(listing.lotSize) },
      { label: label('tick'), value: listing.tickSize },
    );
  }
  summary.push({ label: label('hours'), value: `${exchange.sessions.map((x) => `${x.open}–${x.close}`).join(', ')} (${exchange.timezone})` });

  const change = s.price - s.prevClose;
  const info: ProfileRow[] = [
    { label: label('open'), value: price(s.open), tone: tone(s.open, s.prevClose) },
    { label: label('prevClose'), value: price(s.prevClose), tone: 0 },
    { label: label('high'), value: price(s.high), tone: tone(s.high, s.prevClose) },
    { label: label('low'), value: price(s.low), tone: tone(s.low, s.prevClose) },
    { label: label('change'), value: product.change, tone: tone(change, 0) },
    { label: label('changePct'), value: `${product.changePct}%`, tone: tone(change, 0) },
    { label: label('volume'), value: formatLarge(s.volume, lang), tone: 0 },
    { label: label('turnover'), value: money(Number(s.turnover)), tone: 0 },
  ];
  if (s.volume > 0) {
    const average = Number((s.turnover + BigInt(s.volume >> 1)) / BigInt(s.volume));
    info.push({ label: label('average'), value: price(average), tone: tone(average, s.prevClose) });
  }
  info.push({ label: label('amplitude'), value: percent(divideRounded((s.high - s.low) * 10_000, s.prevClose)), tone: 0 });
  if (!isIndex && listing.sharesOutstanding > 0) {
    info.push(
      { label: label('turnoverRate'), value: percent(divideRounded(s.volume * 10_000, listing.sharesOutstanding)), tone: 0 },
      { label: label(listing.type === 'etf' ? 'fundSize' : 'marketCap'), value: money(s.price * listing.sharesOutstanding), tone: 0 },
    );
  }

  const name = listing.name[lang];
  return {
    ...product,
    open: price(s.open),
    prevClose: price(s.prevClose),
    volume: s.volume,
    turnover: formatBigUnits(s.turnover, decimals),
    decimals,
    marketOpen: market.isOpen(code),
    demoSession: market.hours === 'always',
    depth: depthOf(state, market.version),
    description: fill(SECTORS[listing.sector].description[lang], { name, exchange: exchange.name[lang], year: String(listing.listedYear) }),
    summary,
    info,
  };
}
