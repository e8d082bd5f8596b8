// Content in the request's content language (Accept-Language beside `lang`): texts stored in
// en/zh columns get their Japanese from ja/texts.ts and their traditional Chinese by conversion;
// the market catalogue's names get theirs from ja/market.ts.
import type { Product } from '@app/shared/contracts';
import type { ContentLanguage } from '../i18n/language';
import { inContentLanguage, type Localized } from '../i18n/localized';
import type { Translations } from '../i18n/translations';
import { COUNTRIES, EXCHANGES } from '../market/exchanges';
import { SECTORS, type SectorKey } from '../market/sectors';
import type { MarketSimulator } from '../market/simulator';
import { JA_COUNTRIES, JA_EXCHANGES, JA_PRODUCT_NAMES, JA_SECTORS } from './ja/market';
import { JA_TEXTS } from './ja/texts';

/** Japanese of an English text: whole, or paragraph by paragraph (every paragraph known); else undefined. */
function japaneseOf(en: string): string | undefined {
  const whole = JA_TEXTS[en];
  if (whole !== undefined || !en.includes('\n\n')) return whole;
  const paragraphs = en.split('\n\n').map((p) => JA_TEXTS[p]);
  return paragraphs.every((p) => p !== undefined) ? paragraphs.join('\n\n') : undefined;
}

/**
 * A stored text (en and zh columns) in the content language. Japanese: the row's own (`ja`, written
 * by staff), else the built-in Japanese of its English, else the English.
 */
export function rowText(en: string, zh: string, content: ContentLanguage, ja?: string | null): string {
  if (content === 'en') return en;
  if (content === 'zh-Hans') return zh;
  return inContentLanguage({ en, zh, ja: content === 'ja' ? ja || japaneseOf(en) : undefined }, content);
}

/** A catalogue text (Translations) with an optional Japanese one. */
export function catalogueText(text: Translations, ja: string | undefined, content: ContentLanguage): string {
  return inContentLanguage({ ...text, ja } satisfies Localized, content);
}

export function countryName(code: string, content: ContentLanguage): string {
  const c = COUNTRIES.find((x) => x.code === code);
  return c ? catalogueText(c.name, JA_COUNTRIES[code], content) : code;
}

export function exchangeName(code: string, content: ContentLanguage): string {
  const e = EXCHANGES.find((x) => x.code === code);
  return e ? catalogueText(e.name, JA_EXCHANGES[code], content) : code;
}

export function sectorName(key: SectorKey, content: ContentLanguage): string {
  return catalogueText(SECTORS[key].name, JA_SECTORS[key]?.name, content);
}

export function sectorDescription(key: SectorKey, content: ContentLanguage): string {
  return catalogueText(SECTORS[key].description, JA_SECTORS[key]?.description, content);
}

export function productName(market: MarketSimulator, code: string, content: ContentLanguage): string | undefined {
  const listing = market.listing(code);
  return listing ? catalogueText(listing.name, JA_PRODUCT_NAMES[listing.code] ?? listing.nameJa, content) : undefined;
}

/**
 * Products as the board made them for `lang` (en or zh), renamed for a ja / zh-Hant reader. The
 * board's caches stay per `lang`; en and zh-Hans answers are returned as they are (with their
 * cached JSON).
 */
export function localizeProducts<T extends Pick<Product, 'code' | 'name'>>(
  market: MarketSimulator,
  list: T[],
  content: ContentLanguage,
): T[] {
  if (content === 'en' || content === 'zh-Hans') return list;
  return list.map((p) => ({ ...p, name: productName(market, p.code, content) ?? p.name }));
}
