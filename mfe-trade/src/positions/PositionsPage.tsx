// Position tab (docs/product.md §2): Holding and Historical, a header card with the totals, every order with
// its docs/product.md §2 fields (holdings move with the live price), cancel, stops, close-out, all-close,
// pull-to-refresh, and history paged as the user scrolls.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  CenteredMessage,
  LEVER_RECORD_PAGING,
  Page,
  PageLoading,
  PullRefresh,
  showToast,
  useLeverRecordPagesQuery,
  useUserWalletQuery,
  type LeverCloseAllResponse,
  type LeverOrder,
} from '@app/shared';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { Sheet } from '../common/Sheet';
import { useTradeMessages } from '../common/messages';
import { useTradeCancelMutation, useTradeCloseAllMutation } from './positions-api';
import { awaitingListing, earliestListing, listingCheckDelay } from './listing';
import { OrderCard, type OrderActions } from './OrderCard';
import { StopDialog } from './StopDialog';
import { Summary } from './Summary';
import '../common/trade.css';
import './positions.css';

// The close-out sheets (a position's close and all close's result) are fetched on first use, not
// with the tab: most visits only look at their positions.
const CloseDialog = lazy(() => import(/* webpackChunkName: "close-out" */ './CloseDialog').then((m) => ({ default: m.CloseDialog })));
const CloseAllResult = lazy(() =>
  import(/* webpackChunkName: "close-out" */ './CloseAllResult').then((m) => ({ default: m.CloseAllResult })),
);

type Tab = 'holding' | 'historical';
type Confirm = { kind: 'cancel'; order: LeverOrder } | { kind: 'closeAll'; count: number };

export function PositionsPage() {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'historical' ? 'historical' : 'holding';
  const setTab = (key: string) => setSearch(key === 'historical' ? { tab: 'historical' } : {}, { replace: true });
  return (
    <Page title={t('title.position')} back={false} tabbed testId="positions-page">
      <div className="trade-tabs" role="tablist">
        {(['holding', 'historical'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setTab(key)}>
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <OrderList key={tab} tab={tab} />
    </Page>
  );
}

function OrderList({ tab }: { tab: Tab }) {
  const { t } = useTranslation(NS);
  const records = useLeverRecordPagesQuery({ status: tab, pageSize: LEVER_RECORD_PAGING.defaultPageSize });
  const wallet = useUserWalletQuery();
  const orders = useMemo(() => records.data?.pages.flatMap((p) => p.list) ?? [], [records.data]);
  const summary = records.data?.pages[0]?.summary;
  const [closing, setClosing] = useState<LeverOrder | null>(null);
  const [stops, setStops] = useState<LeverOrder | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [closedAll, setClosedAll] = useState<LeverCloseAllResponse | null>(null);
  const [cancelOrder] = useTradeCancelMutation();
  const [closeAll] = useTradeCloseAllMutation();
  const { known, inFlight } = useTradeMessages();
  const closeConfirm = useCallback(() => setConfirm(null), []);

  const actions: OrderActions = useMemo(
    () => ({
      onClose: (order) => setClosing(order),
      onStops: (order) => setStops(order),
      onCancel: (order) => setConfirm({ kind: 'cancel', order }),
    }),
    [],
  );

  const [runOnce] = useSubmitOnce(async (current: Confirm) => {
    try {
      if (current.kind === 'cancel') {
        await cancelOrder(current.order.id).unwrap();
        showToast(t('positions.cancelled'));
      } else {
        setClosedAll(await closeAll({ requestId: newRequestId('close-all') }).unwrap());
      }
    } catch (err) {
      // A trade refusal in the interface language; any other the transport has toasted already.
      const message = known(err);
      if (message) showToast(message);
    }
  }, inFlight);
  const runConfirmed = () => {
    const current = confirm;
    setConfirm(null);
    if (!current) return;
    return runOnce(current);
  };

  const refresh = useCallback(() => Promise.all([records.refetch(), wallet.refetch()]), [records, wallet]);
  // All close covers what the provider can close: an IPO holding awaiting its listing stays open.
  const closable = orders.filter((o) => o.status === 'holding' && !awaitingListing(o));
  // Just after the earliest listing among the holdings, ask again (and again after each answer
  // that still has it waiting): from then on the provider prices that holding.
  const listing = earliestListing(orders);
  const answeredAt = records.fulfilledTimeStamp;
  const refetchRecords = useRef(records.refetch);
  refetchRecords.current = records.refetch;
  useEffect(() => {
    if (listing === null) return undefined;
    const timer = setTimeout(() => void refetchRecords.current(), listingCheckDelay(listing));
    return () => clearTimeout(timer);
  }, [listing, answeredAt]);

  let body;
  if (records.isLoading) body = <PageLoading />;
  else if (records.isError && orders.length === 0) body = <CenteredMessage title={t('positions.loadFailed')} />;
  else if (orders.length === 0) {
    body =
      tab === 'holding' ? (
        <CenteredMessage title={t('empty.holding')}>
          <Link className="app-btn app-btn--ghost" to={paths.market()}>
            {t('empty.toMarket')}
          </Link>
        </CenteredMessage>
      ) : (
        <CenteredMessage title={t('empty.historical')} />
      );
  } else {
    body = (
      <div className="trade-orders" data-testid={`orders-${tab}`}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} actions={actions} />
        ))}
        <MoreRows hasMore={records.hasNextPage} loading={records.isFetchingNextPage} onMore={() => void records.fetchNextPage()} />
      </div>
    );
  }

  return (
    <PullRefresh onRefresh={refresh}>
      <Summary tab={tab} orders={orders} summary={summary} available={wallet.data?.stock.available} />
      {tab === 'holding' && closable.length > 0 && (
        <div className="trade-closeall">
          <button
            type="button"
            className="app-btn app-btn--ghost"
            data-testid="close-all"
            onClick={() => setConfirm({ kind: 'closeAll', count: closable.length })}
          >
            {t('positions.closeAll')}
          </button>
        </div>
      )}
      {body}
      <Suspense fallback={null}>
        {closing && <CloseDialog order={closing} onDone={() => setClosing(null)} />}
        {closedAll && <CloseAllResult result={closedAll} onDone={() => setClosedAll(null)} />}
      </Suspense>
      {stops && <StopDialog order={stops} onDone={() => setStops(null)} />}
      <Sheet
        open={confirm !== null}
        onClose={closeConfirm}
        label={t(confirm?.kind === 'cancel' ? 'positions.cancel' : 'positions.closeAll')}
      >
        <div data-testid="confirm-dialog">
          <p className="trade-confirm__text">
            {confirm?.kind === 'cancel'
              ? t('positions.cancelConfirm')
              : t('positions.closeAllConfirm', { count: confirm?.kind === 'closeAll' ? confirm.count : 0 })}
          </p>
          <div className="trade-sheet__actions">
            <button type="button" className="app-btn app-btn--ghost" onClick={() => setConfirm(null)}>
              {t('positions.no')}
            </button>
            <button type="button" className="app-btn" data-testid="confirm-yes" onClick={() => void runConfirmed()}>
              {t('positions.yes')}
            </button>
          </div>
        </div>
      </Sheet>
    </PullRefresh>
  );
}

/** The next page loads as the end of the list comes within a screen of view. */
function MoreRows({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation(NS);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.current();
      },
      { rootMargin: '100% 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading]);
  return (
    <div ref={sentinel} className="trade-more" data-testid="orders-more">
      {loading ? t('positions.loadingMore') : hasMore ? '' : t('positions.noMore')}
    </div>
  );
}
