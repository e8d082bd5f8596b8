// /pages/fund/detail?id=: description, tags, manager with years and earnings, and the apply button.
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CenteredMessage, Page, PageLoading, formatUsdt } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useWalletFundDetailQuery } from './funds-api';
import { NS } from '../i18n';
import '../common/wallet.css';

export function useFundId(): number | null {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function FundDetailPage() {
  const { t } = useTranslation(NS);
  const id = useFundId();
  const fund = useWalletFundDetailQuery(id ?? 0, { skip: id === null });
  return (
    <Page title={t('title.fundDetail')} testId="fund-detail-page">
      <div className="w-body">
        {fund.isLoading && <PageLoading />}
        {(id === null || fund.isError) && <CenteredMessage title={t('fund.notFound')} />}
        {fund.data && (
          <>
            <section className="w-card">
              <h2 className="w-card__title">{fund.data.title}</h2>
              <div className="w-tags">
                {fund.data.tags.map((tag) => (
                  <span className="w-tag" key={tag}>
                    {tag}
                  </span>
                ))}
              </div>
              <div className="w-fund__pct num">{fund.data.percent}%</div>
              <p className="w-muted">{t('fund.percent')}</p>
              <dl className="w-kv">
                <div className="w-kv__row">
                  <dt>{t('fund.code')}</dt>
                  <dd className="num">{fund.data.code}</dd>
                </div>
                <div className="w-kv__row">
                  <dt>{t('fund.termLabel')}</dt>
                  <dd>{t('fund.term', { count: fund.data.termDays })}</dd>
                </div>
                <div className="w-kv__row">
                  <dt>{t('fund.amountLabel')}</dt>
                  <dd className="num">{t('fund.range', { min: formatUsdt(fund.data.minAmount), max: formatUsdt(fund.data.maxAmount) })}</dd>
                </div>
                <div className="w-kv__row">
                  <dt>{t('fund.risk')}</dt>
                  <dd>{t('fund.riskLevel', { level: fund.data.riskLevel })}</dd>
                </div>
              </dl>
            </section>
            <section className="w-card">
              <h2 className="w-card__title">{t('fund.description')}</h2>
              <p className="w-muted" style={{ color: '#4b5466' }}>
                {fund.data.description}
              </p>
            </section>
            <section className="w-card" data-testid="fund-manager">
              <h2 className="w-card__title">{t('fund.manager')}</h2>
              <dl className="w-kv">
                <div className="w-kv__row">
                  <dt>{t('fund.managerName')}</dt>
                  <dd>{fund.data.manager.name}</dd>
                </div>
                <div className="w-kv__row">
                  <dt>{t('fund.years')}</dt>
                  <dd>{t('fund.yearsValue', { years: fund.data.manager.years })}</dd>
                </div>
                <div className="w-kv__row">
                  <dt>{t('fund.earnings')}</dt>
                  <dd className="num w-up">{fund.data.manager.earnings}%</dd>
                </div>
              </dl>
            </section>
            <Link
              className="w-submit"
              style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }}
              to={paths.fundOrder({ id: fund.data.id })}
            >
              {t('fund.apply')}
            </Link>
          </>
        )}
      </div>
    </Page>
  );
}
