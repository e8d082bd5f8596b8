// config/getKeys: the small key/value set the app reads (texts in the request's content language, figures
// as strings). Figures come from the domains' constants and settings, so a text can never
// disagree with the rule it explains. Documented in docs/server.md ("Market data").
import {
  FORCED_CLOSE_LOSS_PCT,
  FUND_INVESTMENT,
  NOTICE_MARQUEE_PX_PER_SECOND,
  WALLET_CURRENCY,
  WITHDRAWAL_HOURS,
  WITHDRAWAL_LIMITS,
} from '@app/shared/constants';
import type { Config } from '../config';
import type { ContentLanguage } from '../i18n/language';
import { inContentLanguage, type Localized } from '../i18n/localized';

type Value = (config: Config, content: ContentLanguage) => string;

const byLanguage =
  (en: string, zh: string, ja: string): Value =>
  (_config, content) =>
    inContentLanguage({ en, zh, ja }, content);

function taxBorneByPlatform(config: Config): boolean {
  // The wallet's WITHDRAWAL_TAX_MODE decides which reading of docs/product.md §9 applies.
  return (config.wallet?.taxMode ?? 'platform') === 'platform';
}

export const CONFIG_KEYS: Record<string, Value> = {
  /** Online service hours shown on Mine and the chat page. */
  customerServiceHours: byLanguage('Every day 09:00–21:00 (UTC−5)', '每天 09:00–21:00（UTC−5）', '毎日 09:00–21:00（UTC−5）'),
  /** Mine: "forced stop-loss line explanation". */
  forcedStopLossExplanation: byLanguage(
    `When the floating loss of a position reaches ${FORCED_CLOSE_LOSS_PCT}% of its margin (the forced stop-loss line), the position is closed automatically at the market price and the remaining margin returns to your stock account.`,
    `当持仓浮动亏损达到保证金的 ${FORCED_CLOSE_LOSS_PCT}%（强制平仓线）时，系统将以市价自动平仓，剩余保证金退回股票账户。`,
    `ポジションの含み損が証拠金の ${FORCED_CLOSE_LOSS_PCT}%（強制ロスカットライン）に達すると、ポジションは成行で自動的に決済され、残りの証拠金は株式口座に戻ります。`,
  ),
  forcedStopLossPct: () => String(FORCED_CLOSE_LOSS_PCT),
  /** docs/product.md §9 names a 5 % tax and also says the platform bears taxes: which applies is a setting. */
  withdrawalTaxNotice: (config, content) =>
    inContentLanguage(
      taxBorneByPlatform(config)
        ? ({
            en: `Withdrawals carry a ${WITHDRAWAL_LIMITS.taxRatePercent}% tax, which the platform bears: you receive the full amount.`,
            zh: `提现涉及 ${WITHDRAWAL_LIMITS.taxRatePercent}% 的税费，由平台承担，您将全额到账。`,
            ja: `出金には ${WITHDRAWAL_LIMITS.taxRatePercent}% の税金がかかりますが、当社が負担するため全額を受け取れます。`,
          } satisfies Localized)
        : {
            en: `A ${WITHDRAWAL_LIMITS.taxRatePercent}% tax is deducted from each withdrawal.`,
            zh: `每笔提现将扣除 ${WITHDRAWAL_LIMITS.taxRatePercent}% 的税费。`,
            ja: `出金ごとに ${WITHDRAWAL_LIMITS.taxRatePercent}% の税金が差し引かれます。`,
          },
      content,
    ),
  withdrawalTaxPct: () => String(WITHDRAWAL_LIMITS.taxRatePercent),
  /** "platform" or "customer". */
  withdrawalTaxBorneBy: (config) => (taxBorneByPlatform(config) ? 'platform' : 'customer'),
  withdrawalHours: byLanguage(
    `Monday to Friday, ${WITHDRAWAL_HOURS.open}–${WITHDRAWAL_HOURS.close} New York time (market open to close).`,
    `周一至周五，纽约时间 ${WITHDRAWAL_HOURS.open}–${WITHDRAWAL_HOURS.close}（开市至收市）。`,
    `月曜から金曜、ニューヨーク時間 ${WITHDRAWAL_HOURS.open}–${WITHDRAWAL_HOURS.close}（取引開始から終了まで）。`,
  ),
  withdrawalRange: () => `${WITHDRAWAL_LIMITS.min}-${WITHDRAWAL_LIMITS.max}`,
  /** docs/product.md §5/§9: "investment amount hint 1000-100000". */
  investmentAmountHint: () => `${FUND_INVESTMENT.min}-${FUND_INVESTMENT.max}`,
  currency: () => WALLET_CURRENCY,
  /** Home's scrolling notice bar, CSS pixels per second. */
  noticeMarqueeSpeed: () => String(NOTICE_MARQUEE_PX_PER_SECOND),
  /** MARKET_HOURS of this server: always | real. */
  marketHours: (config) => config.market.hours,
  /** How often live quotes arrive, ms. */
  quoteIntervalMs: (config) => String(config.quoteIntervalMs),
};

/** The known keys among `keys` (comma-separated, spaces ignored); unknown keys are left out. */
export function configValues(keys: string, config: Config, content: ContentLanguage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of keys.split(',')) {
    const key = raw.trim();
    if (key && Object.hasOwn(CONFIG_KEYS, key)) out[key] = CONFIG_KEYS[key](config, content);
  }
  return out;
}
