import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KlinePeriod } from '@app/shared';
import { useMarketKlineQuery } from '../common/market-api';
import { DEFAULT_PERIOD, KLINE_LIMIT, MORE_PERIODS, PRIMARY_PERIODS } from '../common/constants';
import { NS } from '../i18n';
import { ChevronIcon } from '../common/icons';
import { StockChart } from './StockChart';

export interface KlinePanelProps {
  code: string;
  name: string;
  decimals: number;
  price: string;
  priceTs: number | null;
  /** The page's text has not painted yet: the chart's code waits (StockChart `defer`). */
  deferChart?: boolean;
}

/**
 * The chart menu of the detail page: period tabs (1m … 1M; the rarer ones behind "more") over
 * the stock chart. Switching the period fetches that period's candles (cached per period).
 */
export function KlinePanel({ code, name, decimals, price, priceTs, deferChart = false }: KlinePanelProps) {
  const { t } = useTranslation(NS);
  const [period, setPeriod] = useState<KlinePeriod>(DEFAULT_PERIOD);
  const [moreOpen, setMoreOpen] = useState(false);
  const kline = useMarketKlineQuery({ code, period, limit: KLINE_LIMIT });
  const candles = kline.data && kline.data.period === period ? kline.data.candles : undefined;
  const inMore = MORE_PERIODS.includes(period);

  const tab = (p: KlinePeriod) => (
    <button
      key={p}
      type="button"
      role="tab"
      aria-selected={period === p}
      className="kline-menu__tab"
      onClick={() => {
        setPeriod(p);
        setMoreOpen(false);
      }}
      data-period={p}
    >
      {t(`period.${p}`)}
    </button>
  );

  return (
    <section className="kline" aria-label={t('chart.title')}>
      <div className="kline-menu">
        <div className="kline-menu__tabs" role="tablist" aria-label={t('chart.periods')}>
          {PRIMARY_PERIODS.map(tab)}
        </div>
        <button
          type="button"
          className={`kline-menu__tab kline-menu__more${inMore ? ' kline-menu__more--active' : ''}`}
          aria-expanded={moreOpen}
          onClick={() => setMoreOpen((o) => !o)}
          data-testid="kline-more"
        >
          {inMore ? t(`period.${period}`) : t('chart.more')}
          <ChevronIcon up={moreOpen} size="0.6rem" />
        </button>
      </div>
      {moreOpen && (
        <div className="kline-more" role="tablist" aria-label={t('chart.morePeriods')}>
          {MORE_PERIODS.map(tab)}
        </div>
      )}
      <StockChart
        code={code}
        name={name}
        decimals={decimals}
        period={period}
        candles={candles}
        price={price}
        priceTs={priceTs}
        defer={deferChart}
      />
      {kline.isError && <p className="kline__error">{t('chart.failed')}</p>}
    </section>
  );
}
