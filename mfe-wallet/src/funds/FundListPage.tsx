// /pages/fund/list: the wealth-management funds (percent figure, tags, title, manager). Public;
// holding one lifts the withdrawal cap (docs/product.md §6).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageLoading, CenteredMessage, formatUsdt, selectIsLoggedIn, useAppSelector, type FundSummary } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useWalletFundsQuery } from './funds-api';
import { NS } from '../i18n';
import '../common/wallet.css';

export function FundCard({ fund }: { fund: FundSummary }) {
  const { t } = useTranslation(NS);
  return (
    <Link className="w-card w-fund" to={paths.fundDetail({ id: fund.id })} data-testid="fund-card">
      <div className="w-fund__rate">
        <div className="w-fund__pct num">{fund.percent}%</div>
        <div className="w-fund__pct-label">{t('fund.percent')}</div>
      </div>
      <div className="w-fund__main">
        <h2 className="w-fund__title">{fund.title}</h2>
        <div className="w-tags">
          {fund.tags.map((tag) => (
            <span className="w-tag" key={tag}>
              {tag}
            </span>
          ))}
        </div>
        <p className="w-muted">
          {t('fund.manager')}: {fund.manager.name} · {t('fund.term', { count: fund.termDays })}
        </p>
        <p className="w-muted num">{t('fund.range', { min: formatUsdt(fund.minAmount), max: formatUsdt(fund.maxAmount) })}</p>
      </div>
    </Link>
  );
}

export function FundListPage() {
  const { t } = useTranslation(NS);
  const funds = useWalletFundsQuery();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <Page
      title={t('title.funds')}
      testId="fund-list-page"
      right={
        loggedIn ? (
          <Link className="w-link" to={paths.fundOrders()}>
            {t('title.fundOrders')}
          </Link>
        ) : undefined
      }
    >
      <div className="w-body">
        {funds.isLoading && <PageLoading />}
        {funds.data?.length === 0 && <CenteredMessage title={t('fund.empty')} />}
        {funds.data?.map((f) => (
          <FundCard key={f.id} fund={f} />
        ))}
      </div>
    </Page>
  );
}
