import { PullToRefresh } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CenteredMessage, Page, PageLoading } from '@app/shared';
import { NS } from '../i18n';
import { QuoteTable } from '../quotes/QuoteTable';
import { useProducts } from '../quotes/use-products';

/** Market tab (SPEC §2): live rows with pull-to-refresh. Country tabs and search come next. */
export function MarketListPage() {
  const { t } = useTranslation(NS);
  const { data, isLoading, refetch } = useProducts({ page: 1, pageSize: 100 });
  return (
    <Page title={t('title.market')} back={false} tabbed testId="market-list">
      <PullToRefresh onRefresh={async () => { await refetch(); }}>
        {isLoading && <PageLoading />}
        {data && data.list.length === 0 && <CenteredMessage title={t('empty')} />}
        {data && data.list.length > 0 && <QuoteTable products={data.list} />}
      </PullToRefresh>
    </Page>
  );
}
