// pages/mine/ipoOrder: the customer's applications with tabs by state (docs/product.md §4): the issue's
// outcome (oversubscription, under subscription) and the customer's (bought, did not win, unpaid,
// to pay). Each row opens the application detail.
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page, PageLoading, formatUsdt, type IpoOrder, type IpoOrderListRequest } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useIpoOrderListQuery } from './orders-api';
import { fullTime, shares } from '../common/format';
import { NS } from '../i18n';
import '../common/ipo.css';

/** The tabs: all, the two issue outcomes, then the customer's states. */
export const ORDER_TABS = ['all', 'oversubscription', 'underSubscription', 'bought', 'notWon', 'unpaid', 'toPay'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
const ISSUE_RESULT_TABS: readonly OrderTab[] = ['oversubscription', 'underSubscription'];

function requestOf(tab: OrderTab): IpoOrderListRequest {
  // The issue's outcome is a property of each order, not a state: those tabs filter the full list.
  if (tab === 'all' || ISSUE_RESULT_TABS.includes(tab)) return { page: 1, pageSize: 100 };
  return { state: tab as IpoOrderListRequest['state'], page: 1, pageSize: 100 };
}

export function IpoOrdersPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const asked = search.get('state');
  const tab: OrderTab = ORDER_TABS.find((s) => s === asked) ?? 'all';
  const { data, isError, refetch } = useIpoOrderListQuery(requestOf(tab));
  const list = (data?.list ?? []).filter((o) => !ISSUE_RESULT_TABS.includes(tab) || o.issueResult === tab);
  return (
    <Page title={t('title.ipoOrder')} testId="ipo-orders-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(paths.ipoOrders({ state: key === 'all' ? undefined : key }), { replace: true })}
        className="ipo-tabs"
      >
        {ORDER_TABS.map((s) => (
          <Tabs.Tab key={s} title={t(`tab.${s}`)} />
        ))}
      </Tabs>
      {!data && !isError && <PageLoading />}
      {isError && !data && <PageLoading onRetry={() => void refetch()} />}
      {data && list.length === 0 && <p className="ipo-empty">{t('orders.empty')}</p>}
      <div className="ipo-list" data-testid="ipo-order-list">
        {list.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </div>
    </Page>
  );
}

export function OrderRow({ order }: { order: IpoOrder }) {
  const { t } = useTranslation(NS);
  return (
    <Link className="ipo-card ipo-order" to={paths.ipoOrderDetail({ id: order.id })} data-testid="ipo-order" data-state={order.state}>
      <header className="ipo-card__head">
        <div>
          <div className="ipo-card__name">{order.name}</div>
          <div className="ipo-card__code">
            {order.code} <span className="ipo-badge">{order.market}</span>
          </div>
        </div>
        <div className="ipo-order__tags">
          <span className={`ipo-state ipo-state--${order.state}`} data-testid="ipo-order-state">
            {t(`state.${order.state}`)}
          </span>
          {order.issueResult && <span className="ipo-badge">{t(`tab.${order.issueResult}`)}</span>}
        </div>
      </header>
      <dl className="ipo-grid">
        <div className="ipo-field">
          <dt>{t('order.quantity')}</dt>
          <dd>{shares(order.quantity)}</dd>
        </div>
        <div className="ipo-field">
          <dt>{t('order.amount')}</dt>
          <dd>{formatUsdt(order.amount)}</dd>
        </div>
        <div className="ipo-field">
          <dt>{t('order.allotted')}</dt>
          <dd>{shares(order.allottedQuantity)}</dd>
        </div>
        <div className="ipo-field">
          <dt>{order.state === 'toPay' ? t('order.due') : t('order.frozen')}</dt>
          <dd>{formatUsdt(order.state === 'toPay' ? order.dueAmount : order.frozen)}</dd>
        </div>
        <div className="ipo-field ipo-field--wide">
          <dt>{t('order.subscribedAt')}</dt>
          <dd>{fullTime(order.subscribedAt)}</dd>
        </div>
      </dl>
    </Link>
  );
}

export default IpoOrdersPage;
