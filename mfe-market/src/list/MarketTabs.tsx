import { useTranslation } from 'react-i18next';
import type { Country, Exchange } from '@app/shared';
import { NS } from '../i18n';
import { ScrollStrip } from './ScrollStrip';

/** Card tabs of the Market tab: "All" and one per country (product/countrys). */
export function CountryTabs({ countries, value, onChange }: { countries: Country[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation(NS);
  const tabs = [{ code: '', name: t('list.all') }, ...countries];
  return (
    <ScrollStrip className="market-tabs" label={t('list.countries')} testId="country-tabs">
      {tabs.map((c) => (
        <button
          key={c.code || 'all'}
          type="button"
          role="tab"
          aria-selected={value === c.code}
          className={`market-tabs__tab${value === c.code ? ' market-tabs__tab--active' : ''}`}
          onClick={() => onChange(c.code)}
          data-country={c.code || 'all'}
        >
          {c.code ? t(`list.country.${c.code}`, { defaultValue: c.name }) : c.name}
        </button>
      ))}
    </ScrollStrip>
  );
}

/**
 * Exchanges of the chosen country with their trading state; one can narrow the list. On the
 * always-open demo clock (`demoSession`) the state reads "Demo session", not "Trading".
 */
export function ExchangeStrip({ exchanges, value, onChange }: { exchanges: Exchange[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation(NS);
  const hours = (x: Exchange) => x.sessions.map((s) => `${s.open}–${s.close}`).join(', ');
  const hoursTitle = (x: Exchange) => (x.demoSession ? t('list.demoHint', { hours: hours(x) }) : hours(x));
  const stateLabel = (x: Exchange) => (x.demoSession ? t('list.demo') : x.isOpen ? t('list.open') : t('list.closed'));
  if (exchanges.length === 0) return <div className="market-exchanges market-exchanges--empty" />;
  return (
    <ScrollStrip className="market-exchanges" label={t('list.exchanges')} testId="exchange-chips">
      <button
        type="button"
        role="tab"
        aria-selected={value === ''}
        className={`market-chip${value === '' ? ' market-chip--active' : ''}`}
        onClick={() => onChange('')}
      >
        {t('list.allExchanges')}
      </button>
      {exchanges.map((x) => (
        <button
          key={x.code}
          type="button"
          role="tab"
          aria-selected={value === x.code}
          className={`market-chip${value === x.code ? ' market-chip--active' : ''}`}
          onClick={() => onChange(x.code)}
          title={hoursTitle(x)}
          data-exchange={x.code}
        >
          <i
            className={`market-chip__dot${x.isOpen ? ' market-chip__dot--open' : ''}${x.demoSession ? ' market-chip__dot--demo' : ''}`}
            aria-hidden="true"
          />
          {x.code}
          <span className="market-chip__state" data-testid="exchange-state">
            {stateLabel(x)}
          </span>
        </button>
      ))}
    </ScrollStrip>
  );
}
