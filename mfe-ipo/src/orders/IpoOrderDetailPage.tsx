// pages/mine/ipoOrderDetail?id=: one application with its 5-step progress, the info box and the
// description box; a won deposit application is paid here before its deadline. While the lottery
// is due the page asks again every few seconds, so the result (and released funds) show at once.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  IPO_RET_CODES,
  CenteredMessage,
  IPO_PAYMENT,
  Page,
  PageLoading,
  formatFigure,
  formatUsdt,
  showToast,
  useUserWalletQuery,
  type IpoOrderDetail,
} from '@app/shared';
import { failureOf, newRequestId, useSubmitOnce } from '@app/shared/forms';
import { paths } from '@app/shared/routes';
import { useIpoOrderDetailQuery, useIpoPayMutation } from './orders-api';
import { fullTime, shares } from '../common/format';
import { useIpoMessages } from '../common/messages';
import { remainingText, useNow } from '../common/use-now';
import { NS } from '../i18n';
import { stepStatuses } from './progress';
import '../common/ipo.css';

/** While a result is due, how often the page asks for it. */
export const RESULT_POLL_MS = 2000;

export function IpoOrderDetailPage() {
  const { t } = useTranslation(NS);
  const { rule } = useIpoMessages();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  // An address without a usable id (typed, or cut short) names no order: the page says so
  // rather than waiting for an answer it never asks for.
  const validId = Number.isInteger(id) && id > 0;
  const now = useNow();
  const [poll, setPoll] = useState(0);
  const first = useIpoOrderDetailQuery(id, { skip: !validId, pollingInterval: poll });
  const detail = first.data;
  // Waiting for the lottery (or the listing) that is due: poll until the provider has it.
  const due =
    !!detail &&
    ((detail.state === 'pending' && now >= detail.lotteryAt) ||
      (detail.state === 'bought' && now >= detail.listingDate && !detail.steps[4]?.done));
  useEffect(() => setPoll(due ? RESULT_POLL_MS : 0), [due]);
  return (
    <Page title={t('title.ipoOrderDetail')} testId="ipo-order-detail-page">
      {!validId && <CenteredMessage title={rule(IPO_RET_CODES.IPO_ORDER_NOT_FOUND)} />}
      {validId && !detail && !first.isError && <PageLoading />}
      {first.isError &&
        !detail &&
        (failureOf(first.error).retCode ? (
          <CenteredMessage title={rule(IPO_RET_CODES.IPO_ORDER_NOT_FOUND)} />
        ) : (
          <PageLoading onRetry={() => void first.refetch()} />
        ))}
      {detail && <OrderDetail order={detail} now={now} />}
    </Page>
  );
}

export function OrderDetail({ order, now }: { order: IpoOrderDetail; now: number }) {
  const { t } = useTranslation(NS);
  const statuses = stepStatuses(order.steps, order.state);
  const info: Array<[string, string, string?]> = [
    [t('issue.code'), order.code],
    [t('issue.market'), `${order.market} · ${order.exchange}`],
    [t('issue.underwritingPrice'), formatFigure(order.underwritingPrice)],
    [t('order.orderNo'), order.orderNo],
    [t('subscribe.paymentMethod'), t(`subscribe.method.${order.paymentMethod}`, { pct: IPO_PAYMENT.depositPct })],
    [t('order.quantity'), shares(order.quantity)],
    [t('order.amount'), formatUsdt(order.amount)],
    [t('order.frozen'), formatUsdt(order.frozen), 'ipo-detail-frozen'],
    [t('order.allotted'), shares(order.allottedQuantity)],
    [t('order.allottedAmount'), formatUsdt(order.allottedAmount)],
    [t('order.paid'), formatUsdt(order.paidAmount)],
    [t('order.due'), formatUsdt(order.dueAmount)],
    [t('order.subscribedAt'), fullTime(order.subscribedAt)],
  ];
  return (
    <div className="ipo-form" data-testid="ipo-order-detail" data-state={order.state}>
      <section className="ipo-card">
        <header className="ipo-card__head">
          <div>
            <div className="ipo-card__name">{order.name}</div>
            <div className="ipo-card__code">
              {order.code} <span className="ipo-badge">{order.market}</span>
            </div>
          </div>
          <span className={`ipo-state ipo-state--${order.state}`} data-testid="ipo-order-state">
            {t(`state.${order.state}`)}
          </span>
        </header>
        <ol className="ipo-steps" aria-label={t('detail.progress')} data-testid="ipo-steps">
          {order.steps.map((step, i) => (
            <li
              key={step.key}
              className={`ipo-step ipo-step--${statuses[i]}`}
              data-status={statuses[i]}
              aria-current={statuses[i] === 'current' ? 'step' : undefined}
            >
              <span className="ipo-step__dot">{statuses[i] === 'done' ? '✓' : statuses[i] === 'skipped' ? '–' : i + 1}</span>
              <span className="ipo-step__label">{t(`step.${step.key}`)}</span>
              <span className="ipo-step__time">
                {statuses[i] === 'skipped' ? t('step.skipped') : step.time ? fullTime(step.time).split(' ')[0] : '--'}
              </span>
            </li>
          ))}
        </ol>
      </section>

      {order.state === 'toPay' && <PayBox order={order} now={now} />}
      {order.state === 'bought' && (
        <p className="ipo-note" data-testid="ipo-holding-note">
          {t(now >= order.listingDate ? 'detail.holdingListed' : 'detail.holdingWaiting')}{' '}
          <Link to={paths.positions({ tab: 'holding' })}>{t('detail.toPosition')}</Link>
        </p>
      )}

      <section className="ipo-card ipo-box" aria-label={t('detail.info')}>
        <h2>{t('detail.info')}</h2>
        <dl className="ipo-rows">
          {info.map(([label, value, testId]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-testid={testId}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="ipo-card ipo-box" aria-label={t('detail.description')}>
        <h2>{t('detail.description')}</h2>
        <p data-testid="ipo-description">
          {t(`describe.${order.state}`, {
            lottery: fullTime(order.lotteryAt),
            listing: fullTime(order.listingDate),
            deadline: fullTime(order.payDeadline),
          })}
        </p>
        {order.issueResult && <p>{t(`describe.${order.issueResult}`)}</p>}
      </section>
    </div>
  );
}

function PayBox({ order, now }: { order: IpoOrderDetail; now: number }) {
  const { t } = useTranslation(NS);
  const wallet = useUserWalletQuery();
  const [pay, paying] = useIpoPayMutation();
  const [error, setError] = useState<string | null>(null);
  // Paying moves the whole balance of the allotment: it is confirmed first, like a subscription.
  const [confirming, setConfirming] = useState(false);
  const { refusal, inFlight } = useIpoMessages();
  const left = order.payDeadline === null ? null : remainingText(order.payDeadline, now, (n) => t('time.days', { count: n }));
  const [submit] = useSubmitOnce(async () => {
    setError(null);
    try {
      await pay({ orderId: order.id, requestId: newRequestId('ipo-pay') }).unwrap();
      showToast(t('pay.done'));
    } catch (err) {
      setConfirming(false);
      const message = refusal(err);
      if (message) setError(message);
    }
  }, inFlight);
  return (
    <section className="ipo-card ipo-pay" data-testid="ipo-pay">
      <dl className="ipo-rows">
        <div>
          <dt>{t('order.due')}</dt>
          <dd className="ipo-strong">{formatUsdt(order.dueAmount)}</dd>
        </div>
        <div>
          <dt>{t('subscribe.available')}</dt>
          <dd>{formatUsdt(wallet.data?.stock.available)}</dd>
        </div>
        <div>
          <dt>{t('pay.deadline')}</dt>
          <dd>{fullTime(order.payDeadline)}</dd>
        </div>
      </dl>
      {left && <p className="ipo-countdown">{t('pay.left', { time: left })}</p>}
      {error && (
        <p className="ipo-error" role="alert" data-testid="ipo-error">
          {error}
        </p>
      )}
      {!confirming && (
        <button
          type="button"
          className="ipo-button"
          disabled={!left}
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
          data-testid="ipo-pay-submit"
        >
          {t('pay.submit', { amount: formatUsdt(order.dueAmount) })}
        </button>
      )}
      {confirming && (
        <div className="ipo-confirm" role="dialog" aria-label={t('pay.confirmTitle')} data-testid="ipo-pay-confirmation">
          <h2>{t('pay.confirmTitle')}</h2>
          <p>
            {t('pay.confirmText', {
              amount: formatUsdt(order.dueAmount),
              count: order.allottedQuantity,
              name: order.name,
              code: order.code,
              price: formatFigure(order.underwritingPrice),
            })}
          </p>
          <p>{t('pay.confirmTotal', { paid: formatUsdt(order.paidAmount), total: formatUsdt(order.allottedAmount) })}</p>
          <div className="ipo-actions">
            <button type="button" className="ipo-button ipo-button--ghost" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="ipo-button"
              disabled={paying.isLoading || !left}
              onClick={() => void submit()}
              data-testid="ipo-pay-confirm"
            >
              {paying.isLoading ? t('common.submitting') : t('pay.confirm', { amount: formatUsdt(order.dueAmount) })}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

export default IpoOrderDetailPage;
