import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeader } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useMarketGainersLosersQuery } from './widgets-api';
import { HOME_MOVERS_COUNT } from '../common/constants';
import { NS } from '../i18n';
import { QuoteHead } from '../common/quotes/QuoteTable';
import { QuoteRow } from '../common/quotes/QuoteRow';
import { useSnapshotPolling } from '../common/quotes/use-products';

type Side = 'gainers' | 'losers';

/** Home's top gainers and top losers (upAndDownCharts): name, price, % change. */
export function HomeMovers() {
  const { t } = useTranslation(NS);
  const [side, setSide] = useState<Side>('gainers');
  const { data } = useMarketGainersLosersQuery({ limit: HOME_MOVERS_COUNT }, { pollingInterval: useSnapshotPolling() });
  const rows = (data?.[side] ?? []).slice(0, HOME_MOVERS_COUNT);
  return (
    <section className="home-card home-movers" data-testid="home-movers">
      <SectionHeader title={t('home.movers')} more={t('widget.all')} moreTo={paths.market({ sort: 'changeDesc' })}>
        <div className="home-movers__switch" role="tablist" aria-label={t('home.movers')}>
          {(['gainers', 'losers'] as const).map((s) => (
            <button key={s} type="button" role="tab" aria-selected={side === s} onClick={() => setSide(s)} data-testid={`movers-${s}`}>
              {t(`home.${s}`)}
            </button>
          ))}
        </div>
      </SectionHeader>
      <div role="group" aria-label={t(`home.${side}`)}>
        <QuoteHead />
        {rows.map((p) => (
          <QuoteRow key={p.code} product={p} />
        ))}
      </div>
    </section>
  );
}
