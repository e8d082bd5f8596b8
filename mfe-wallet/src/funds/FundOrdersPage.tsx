// /pages/fund/myOrders: the user's fund orders (amount, rate, term, expected income, state, maturity).
import { useTranslation } from 'react-i18next';
import { Page, formatMs, formatUsdt, type FundOrder } from '@app/shared';
import { useWalletFundOrdersInfiniteQuery } from './funds-api';
import { NS } from '../i18n';
import { InfiniteList } from '../common/InfiniteList';
import '../common/wallet.css';

function Row({ o }: { o: FundOrder }) {
  const { t } = useTranslation(NS);
  return (
    <div className="w-row" data-testid="fund-order-row">
      <div className="w-row__top">
        <span className="w-row__title">{o.fundTitle}</span>
        <span className="w-row__amount num">{formatUsdt(o.amount)}</span>
      </div>
      <div className="w-row__meta">
        <span className="num">{o.orderNo}</span>
        <span className={`w-status w-status--${o.status === 0 ? 0 : 1}`}>{t(`fundStatus.${o.status}`)}</span>
      </div>
      <div className="w-row__meta">
        <span>
          {o.percent}% · {t('fund.term', { count: o.termDays })}
        </span>
        <span>
          {t('fund.expectedIncome')} <span className="num w-up">{formatUsdt(o.expectedIncome)}</span>
        </span>
      </div>
      <div className="w-row__meta">
        <span className="num">{formatMs(o.createdAt)}</span>
        <span className="num">
          {t('fund.maturesAt')} {formatMs(o.maturesAt)}
        </span>
      </div>
    </div>
  );
}

export function FundOrdersPage() {
  const { t } = useTranslation(NS);
  const query = useWalletFundOrdersInfiniteQuery();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('title.fundOrders')} testId="fund-orders-page">
      <InfiniteList
        items={items}
        keyOf={(o) => o.id}
        render={(o) => <Row o={o} />}
        empty={t('fund.noOrders')}
        testId="fund-orders"
        isLoading={query.isLoading}
        isError={query.isError}
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
        refetch={query.refetch}
      />
    </Page>
  );
}
