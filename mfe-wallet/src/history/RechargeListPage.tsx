// /pages/mine/rechargelist: the user's recharges with their review state and reason, paged on scroll.
import { useTranslation } from 'react-i18next';
import { Page, formatMs, formatUsdt, orDash, type Recharge } from '@app/shared';
import { useWalletRechargesInfiniteQuery } from '../common/recharges-api';
import { NS } from '../i18n';
import { InfiniteList } from '../common/InfiniteList';
import '../common/wallet.css';

function Row({ r }: { r: Recharge }) {
  const { t } = useTranslation(NS);
  return (
    <div className="w-row" data-testid="recharge-row" data-status={r.status}>
      <div className="w-row__top">
        <span className="w-row__title">{r.channelName}</span>
        <span className="w-row__amount num">{formatUsdt(r.amount)}</span>
      </div>
      <div className="w-row__meta">
        <span className="num">{r.orderNo}</span>
        <span className={`w-status w-status--${r.status}`}>{t(`status.${r.status}`)}</span>
      </div>
      {r.hash && (
        <div className="w-row__meta">
          <span>{t('record.hash')}</span>
          <span className="num" title={r.hash}>
            {r.hash.slice(0, 10)}…{r.hash.slice(-8)}
          </span>
        </div>
      )}
      {r.rejectReason && (
        <div className="w-row__reason">
          {t('record.reason')}: {r.rejectReason}
        </div>
      )}
      <div className="w-row__meta">
        <span className="num">{formatMs(r.createdAt)}</span>
        <span className="num">
          {t('record.reviewed')} {orDash(r.reviewedAt === null ? null : formatMs(r.reviewedAt))}
        </span>
      </div>
    </div>
  );
}

export function RechargeListPage() {
  const { t } = useTranslation(NS);
  const query = useWalletRechargesInfiniteQuery();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('title.rechargeList')} testId="recharge-list-page">
      <InfiniteList
        items={items}
        keyOf={(r) => r.id}
        render={(r) => <Row r={r} />}
        empty={t('record.emptyRecharges')}
        testId="recharge-list"
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
