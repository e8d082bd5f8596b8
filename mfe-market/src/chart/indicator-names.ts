// Technical-indicator names in the stock-tools "Indicators" popup (and the series they create),
// in the interface language. Highcharts takes them from each indicator's `nameBase` (or the type
// in capitals), not from `lang`, so they are set on the indicator classes, the English ones kept
// to switch back. Standard financial terms; the usual abbreviation stays beside a long name.
import type { UiLanguage } from '@app/shared';
import type { HighchartsStatic } from './load-highcharts';

type Names = Record<Exclude<UiLanguage, 'en'>, string>;

const n = (hans: string, hant: string, ja: string): Names => ({ 'zh-Hans': hans, 'zh-Hant': hant, ja });

export const INDICATOR_NAMES: Readonly<Record<string, Names>> = {
  sma: n('简单移动平均 SMA', '簡單移動平均 SMA', '単純移動平均 SMA'),
  ema: n('指数移动平均 EMA', '指數移動平均 EMA', '指数平滑移動平均 EMA'),
  wma: n('加权移动平均 WMA', '加權移動平均 WMA', '加重移動平均 WMA'),
  dema: n('双指数移动平均 DEMA', '雙指數移動平均 DEMA', '二重指数平滑移動平均 DEMA'),
  tema: n('三重指数移动平均 TEMA', '三重指數移動平均 TEMA', '三重指数平滑移動平均 TEMA'),
  bb: n('布林带 BB', '布林通道 BB', 'ボリンジャーバンド BB'),
  macd: n('指数平滑异同移动平均 MACD', '指數平滑異同移動平均 MACD', 'MACD'),
  rsi: n('相对强弱指数 RSI', '相對強弱指數 RSI', '相対力指数 RSI'),
  stochastic: n('随机指标 KD', '隨機指標 KD', 'ストキャスティクス'),
  slowstochastic: n('慢速随机指标', '慢速隨機指標', 'スローストキャスティクス'),
  ikh: n('一目均衡表', '一目均衡表', '一目均衡表'),
  atr: n('平均真实波幅 ATR', '平均真實波幅 ATR', '平均トゥルーレンジ ATR'),
  natr: n('归一化平均真实波幅 NATR', '歸一化平均真實波幅 NATR', '正規化 ATR'),
  cci: n('顺势指标 CCI', '順勢指標 CCI', '商品チャネル指数 CCI'),
  cmf: n('蔡金资金流 CMF', '蔡金資金流 CMF', 'チャイキン・マネーフロー CMF'),
  chaikin: n('蔡金震荡指标', '蔡金震盪指標', 'チャイキン・オシレーター'),
  cmo: n('钱德动量摆动指标 CMO', '錢德動量擺動指標 CMO', 'シャンデ・モメンタム CMO'),
  ad: n('累积/派发线 A/D', '累積/派發線 A/D', '累積/分配ライン A/D'),
  ao: n('动量震荡指标 AO', '動量震盪指標 AO', 'オーサム・オシレーター AO'),
  apo: n('绝对价格震荡指标 APO', '絕對價格震盪指標 APO', 'APO'),
  ppo: n('价格震荡百分比 PPO', '價格震盪百分比 PPO', 'PPO'),
  abands: n('加速带', '加速帶', 'アクセラレーション・バンド'),
  aroon: n('阿隆指标', '阿隆指標', 'アルーン'),
  aroonoscillator: n('阿隆震荡指标', '阿隆震盪指標', 'アルーン・オシレーター'),
  disparityindex: n('乖离率', '乖離率', '乖離率'),
  dmi: n('趋向指标 DMI', '趨向指標 DMI', '方向性指数 DMI'),
  dpo: n('区间震荡线 DPO', '區間震盪線 DPO', 'DPO'),
  keltnerchannels: n('肯特纳通道', '肯特納通道', 'ケルトナー・チャネル'),
  klinger: n('克林格成交量摆动指标', '克林格成交量擺動指標', 'クリンガー・オシレーター'),
  linearRegression: n('线性回归', '線性迴歸', '線形回帰'),
  linearRegressionSlope: n('线性回归斜率', '線性迴歸斜率', '線形回帰スロープ'),
  linearRegressionIntercept: n('线性回归截距', '線性迴歸截距', '線形回帰切片'),
  linearRegressionAngle: n('线性回归角度', '線性迴歸角度', '線形回帰角度'),
  mfi: n('资金流量指标 MFI', '資金流量指標 MFI', 'マネーフロー指数 MFI'),
  momentum: n('动量指标', '動量指標', 'モメンタム'),
  obv: n('能量潮 OBV', '能量潮 OBV', 'オンバランス・ボリューム OBV'),
  pc: n('价格通道', '價格通道', 'プライス・チャネル'),
  pivotpoints: n('枢轴点', '樞軸點', 'ピボット・ポイント'),
  priceenvelopes: n('价格包络线', '價格包絡線', 'エンベロープ'),
  psar: n('抛物线转向 SAR', '拋物線轉向 SAR', 'パラボリック SAR'),
  roc: n('变动率 ROC', '變動率 ROC', '変化率 ROC'),
  supertrend: n('超级趋势', '超級趨勢', 'スーパートレンド'),
  trendline: n('趋势线', '趨勢線', 'トレンドライン'),
  trix: n('三重指数平滑 TRIX', '三重指數平滑 TRIX', 'TRIX'),
  vbp: n('成交量分布', '成交量分佈', '価格帯別出来高'),
  vwap: n('成交量加权平均价 VWAP', '成交量加權平均價 VWAP', '出来高加重平均価格 VWAP'),
  williamsr: n('威廉指标 %R', '威廉指標 %R', 'ウィリアムズ %R'),
  zigzag: n('之字转向', '之字轉向', 'ジグザグ'),
};

const englishNames = new Map<string, string | undefined>();

/** Renames the loaded indicator classes for `lang` (English: their own names back). */
export function applyIndicatorNames(H: HighchartsStatic, lang: UiLanguage): void {
  const types = (H as unknown as { seriesTypes?: Record<string, { prototype: { nameBase?: string } } | undefined> }).seriesTypes;
  if (!types) return;
  for (const [type, names] of Object.entries(INDICATOR_NAMES)) {
    const proto = types[type]?.prototype;
    if (!proto) continue; // the indicators arrive with the stock tools
    if (!englishNames.has(type)) englishNames.set(type, Object.hasOwn(proto, 'nameBase') ? proto.nameBase : undefined);
    const name = lang === 'en' ? englishNames.get(type) : names[lang];
    if (name === undefined) delete proto.nameBase;
    else proto.nameBase = name;
  }
}
