// /pages/mine/detail: every movement of money (the ledger, user/reflushWalletMsg), newest first,
// filtered by wallet, paged as the user scrolls. Times in UTC−5 through the shared filters.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, formatMs, formatUsdt, type FundingRecord } from '@app/shared';
import { type WalletFilter } from '@app/shared/routes';
import { useWalletFundingDetailsInfiniteQuery } from './history-api';
import { NS } from '../i18n';
import { InfiniteList } from '../common/InfiniteList';
import { signClass } from './sign';
import '../common/wallet.css';

const FILTERS: Array<WalletFilter | 'all'> = ['all', 'stock', 'coin'];

function Row({ r }: { r: FundingRecord }) {
  const { t, i18n } = useTranslation(NS);
  // Kinds we know are said in the interface language; a kind added later shows the provider's label.
  const label = i18n.exists(`kind.${r.kind}`, { ns: NS }) ? t(`kind.${r.kind}`) : r.label;
  const movesFrozen = r.frozenAmount !== '0.00';
  return (
    <div className="w-row" data-testid="funding-row" data-kind={r.kind}>
      <div className="w-row__top">
        <span className="w-row__title">{label}</span>
        <span className={`w-row__amount num ${signClass(r.amount)}`}>
          {`${r.amount.startsWith('-') || r.amount === '0.00' ? '' : '+'}${formatUsdt(r.amount)}`}
        </span>
      </div>
      <div className="w-row__meta">
        <span>
          {t(`wallet.${r.wallet}`)}
          {movesFrozen ? ` · ${t('wallet.frozen')} ${r.frozenAmount.startsWith('-') ? r.frozenAmount : `+${r.frozenAmount}`}` : ''}
        </span>
        <span className="num">
          {t('detail.balanceAfter')} {formatUsdt(r.balanceAfter)}
        </span>
      </div>
      <div className="w-row__meta">
        <span className="num">{formatMs(r.time)}</span>
      </div>
    </div>
  );
}

export function FundingDetailsPage() {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useSearchParams();
  const raw = search.get('wallet');
  const wallet: WalletFilter | undefined = raw === 'stock' || raw === 'coin' ? raw : undefined;
  const query = useWalletFundingDetailsInfiniteQuery(wallet ? { wallet } : {});
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('title.detail')} testId="funding-details-page">
      <div className="w-tabs" role="tablist" aria-label={t('detail.filter')}>
        {FILTERS.map((f) => {
          const on = (f === 'all' && !wallet) || f === wallet;
          return (
            <button
              key={f}
              type="button"
              role="tab"
              aria-selected={on}
              className={`w-tab${on ? ' w-tab--on' : ''}`}
              onClick={() => setSearch(f === 'all' ? {} : { wallet: f }, { replace: true })}
            >
              {f === 'all' ? t('detail.all') : t(`wallet.${f}`)}
            </button>
          );
        })}
      </div>
      <InfiniteList
        items={items}
        keyOf={(r) => r.id}
        render={(r) => <Row r={r} />}
        empty={t('detail.empty')}
        testId="funding-list"
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
