// Highcharts' texts (stock tools, popups, tooltips) in every interface language. English is
// Highcharts' own default (a few labels corrected in en.json); the other packs are ours (zh-Hans
// starts from Highcharts' zh-CN pack).
import type { UiLanguage } from '@app/shared';
import en from './lang/en.json';
import zhHans from './lang/zh-Hans.json';
import zhHant from './lang/zh-Hant.json';
import ja from './lang/ja.json';
import type { HighchartsStatic } from './load-highcharts';
import { applyIndicatorNames } from './indicator-names';

type LangOptions = Record<string, unknown>;

export const CHART_LANG_PACKS: Record<UiLanguage, LangOptions> = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja };

let englishDefaults: LangOptions | null = null;

/**
 * Sets the global `lang` of Highcharts for the next charts. `lang` is global in Highcharts, so
 * switching back to English restores the defaults captured before the first change.
 */
export function applyChartLanguage(H: HighchartsStatic, lang: UiLanguage): void {
  const current = (H.getOptions().lang ?? {}) as LangOptions;
  if (!englishDefaults) englishDefaults = JSON.parse(JSON.stringify(current)) as LangOptions;
  // The stock-tools chunk arrives later (first use of the toolbar) and brings its own English
  // texts: keep them as defaults the first time they are seen, before any pack covers them.
  else if (current.stockTools && !englishDefaults.stockTools) {
    englishDefaults = {
      ...englishDefaults,
      stockTools: JSON.parse(JSON.stringify(current.stockTools)),
      navigation: JSON.parse(JSON.stringify(current.navigation ?? {})),
    };
  }
  const pack = CHART_LANG_PACKS[lang];
  H.setOptions({ lang: H.merge(englishDefaults, pack) as never });
  applyIndicatorNames(H, lang);
}
