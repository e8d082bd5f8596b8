// /pages/mine/cashlist: the user's withdrawals (amount, tax, receivable, destination, state, reason).
import { useTranslation } from 'react-i18next';
import { Page, formatMs, formatUsdt, orDash, type Withdrawal } from '@app/shared';
import { useWalletWithdrawalsInfiniteQuery } from './history-api';
import { NS } from '../i18n';
import { InfiniteList } from '../common/InfiniteList';
import '../common/wallet.css';

function Row({ w }: { w: Withdrawal }) {
  const { t } = useTranslation(NS);
  return (
    <div className="w-row" data-testid="cash-row" data-status={w.status}>
      <div className="w-row__top">
        <span className="w-row__title">{t(`withdraw.${w.method}`)}</span>
        <span className="w-row__amount num">{formatUsdt(w.amount)}</span>
      </div>
      <div className="w-row__meta">
        <span className="num">{w.orderNo}</span>
        <span className={`w-status w-status--${w.status}`}>{t(`status.${w.status}`)}</span>
      </div>
      <div className="w-row__meta">
        <span>
          {t('record.tax')} <span className="num">{formatUsdt(w.tax)}</span>
        </span>
        <span>
          {t('withdraw.receivable')} <span className="num">{formatUsdt(w.receivable)}</span>
        </span>
      </div>
      <div className="w-row__meta">
        <span>{t('record.destination')}</span>
        <span className="num">{w.destination}</span>
      </div>
      {w.rejectReason && (
        <div className="w-row__reason">
          {t('record.reason')}: {w.rejectReason}
        </div>
      )}
      <div className="w-row__meta">
        <span className="num">{formatMs(w.createdAt)}</span>
        <span className="num">
          {t('record.reviewed')} {orDash(w.reviewedAt === null ? null : formatMs(w.reviewedAt))}
        </span>
      </div>
    </div>
  );
}

export function CashListPage() {
  const { t } = useTranslation(NS);
  const query = useWalletWithdrawalsInfiniteQuery();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('title.cashList')} testId="cash-list-page">
      <InfiniteList
        items={items}
        keyOf={(w) => w.id}
        render={(w) => <Row w={w} />}
        empty={t('record.emptyWithdrawals')}
        testId="cash-list"
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
