import { useTranslation } from 'react-i18next';
import type { Country, Exchange } from '@app/shared';
import { NS } from '../i18n';

/** Card tabs of the Market tab: "All" and one per country (product/countrys). */
export function CountryTabs({ countries, value, onChange }: { countries: Country[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation(NS);
  const tabs = [{ code: '', name: t('list.all') }, ...countries];
  return (
    <div className="market-tabs" role="tablist" aria-label={t('list.countries')}>
      {tabs.map((c) => (
        <button key={c.code || 'all'} type="button" role="tab" aria-selected={value === c.code}
          className={`market-tabs__tab${value === c.code ? ' market-tabs__tab--active' : ''}`}
          onClick={() => onChange(c.code)} data-country={c.code || 'all'}>
          {c.name}
        </button>
      ))}
    </div>
  );
}

/** Exchanges of the chosen country with their trading state; one can narrow the list. */
export function ExchangeStrip({ exchanges, value, onChange }: { exchanges: Exchange[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation(NS);
  if (exchanges.length === 0) return <div className="market-exchanges market-exchanges--empty" />;
  return (
    <div className="market-exchanges" role="tablist" aria-label={t('list.exchanges')}>
      <button type="button" role="tab" aria-selected={value === ''} className={`market-chip${value === '' ? ' market-chip--active' : ''}`} onClick={() => onChange('')}>
        {t('list.allExchanges')}
      </button>
      {exchanges.map((x) => (
        <button key={x.code} type="button" role="tab" aria-selected={value === x.code}
          className={`market-chip${value === x.code ? ' market-chip--active' : ''}`} onClick={() => onChange(x.code)}
          title={x.sessions.map((s) => `${s.open}–${s.close}`).join(', ')}>
          <i className={`market-chip__dot${x.isOpen ? ' market-chip__dot--open' : ''}`} aria-hidden="true" />
          {x.code}
          <span className="market-chip__state">{x.isOpen ? t('list.open') : t('list.closed')}</span>
        </button>
      ))}
    </div>
  );
}
