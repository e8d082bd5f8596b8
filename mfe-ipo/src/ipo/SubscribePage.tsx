// pages/mine/ipoSubscribe?id=: subscription quantity (minimum, steps of the minimum, maximum),
// available funds, payment method (full or deposit) with the amount and what is frozen now, a
// confirmation, then lever/ipo. Every docs/product.md §5 rule is checked before sending with the provider's
// wording; the provider's refusal shows the same way. A double tap sends once.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CenteredMessage,
  IPO_PAYMENT,
  IPO_PAYMENT_METHODS,
  Page,
  PageLoading,
  formatFigure,
  formatMoney,
  formatUsdt,
  parseMoney,
  showToast,
  useUserWalletQuery,
  type IpoIssue,
  type IpoPaymentMethod,
} from '@app/shared';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { paths } from '@app/shared/routes';
import { useIpoListQuery, useIpoSubscribeMutation } from './ipo-api';
import { fullTime, shares } from '../common/format';
import { useIpoMessages } from '../common/messages';
import { remainingText, useNow } from '../common/use-now';
import { NS } from '../i18n';
import { Field } from './IpoListPage';
import { checkIpoSubscription } from './subscription-rules';
import '../common/ipo.css';

export function SubscribePage() {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const { data, isError, refetch } = useIpoListQuery({ page: 1, pageSize: 100 });
  const issue = data?.list.find((i) => i.id === id);
  return (
    <Page title={t('title.ipoSubscribe')} testId="ipo-subscribe-page">
      {!data && !isError && <PageLoading />}
      {isError && !data && <PageLoading onRetry={() => void refetch()} />}
      {data && !issue && <CenteredMessage title={t('error.2400')} />}
      {issue && <SubscribeForm issue={issue} />}
    </Page>
  );
}

export function SubscribeForm({ issue }: { issue: IpoIssue }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const now = useNow();
  const wallet = useUserWalletQuery();
  const availableMinor = wallet.data ? parseMoney(wallet.data.stock.available) : null;
  const [quantityText, setQuantityText] = useState(String(issue.minSubscription));
  const [method, setMethod] = useState<IpoPaymentMethod>('full');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [subscribe, subscribing] = useIpoSubscribeMutation();
  const { rule, refusal, inFlight } = useIpoMessages();

  const check = checkIpoSubscription(issue, quantityText, method, availableMinor, now);
  const step = (delta: number) => {
    const current = /^\d+$/.test(quantityText.trim()) ? Number(quantityText.trim()) : 0;
    const next = Math.min(
      issue.maxSubscription,
      Math.max(issue.minSubscription, current - (current % issue.minSubscription) + delta * issue.minSubscription),
    );
    setQuantityText(String(next));
    setError(null);
  };
  const review = () => {
    if (!check.ok) return setError(rule(check.retCode));
    setError(null);
    setConfirming(true);
  };
  const [submit] = useSubmitOnce(async () => {
    if (!check.ok) {
      setConfirming(false);
      setError(rule(check.retCode));
      return;
    }
    try {
      const order = await subscribe({
        ipoId: issue.id,
        quantity: quantityText.trim(),
        paymentMethod: method,
        requestId: newRequestId('ipo'),
      }).unwrap();
      showToast(t('subscribe.done'));
      navigate(paths.ipoOrderDetail({ id: order.id }), { replace: true });
    } catch (err) {
      setConfirming(false);
      const message = refusal(err);
      if (message) setError(message);
    }
  }, inFlight);
  const left = remainingText(issue.subscribeEnd, now, (n) => t('time.days', { count: n }));

  return (
    <div className="ipo-form">
      <section className="ipo-card">
        <header className="ipo-card__head">
          <div>
            <div className="ipo-card__name">{issue.name}</div>
            <div className="ipo-card__code">
              {issue.code} <span className="ipo-badge">{issue.market}</span>
            </div>
          </div>
          <span className={`ipo-phase ipo-phase--${issue.phase}`}>{t(`phase.${issue.phase}`)}</span>
        </header>
        <dl className="ipo-grid">
          <Field label={t('issue.underwritingPrice')} value={formatFigure(issue.underwritingPrice)} />
          <Field label={t('issue.priceRange')} value={`${formatFigure(issue.priceRangeLow)} – ${formatFigure(issue.priceRangeHigh)}`} />
          <Field label={t('issue.exchange')} value={issue.exchange} />
          <Field label={t('issue.totalIssued')} value={shares(issue.totalIssued)} />
          <Field label={t('issue.lotteryAt')} value={fullTime(issue.lotteryAt)} />
          <Field label={t('issue.listingDate')} value={fullTime(issue.listingDate)} />
        </dl>
        {left && <p className="ipo-countdown">{t('issue.endsIn', { time: left })}</p>}
      </section>

      <section className="ipo-card">
        <label className="ipo-label" htmlFor="ipo-quantity">
          {t('subscribe.quantity')}
        </label>
        <div className="ipo-stepper">
          <button type="button" aria-label={t('subscribe.less')} onClick={() => step(-1)}>
            −
          </button>
          <input
            id="ipo-quantity"
            data-testid="ipo-quantity"
            inputMode="numeric"
            value={quantityText}
            onChange={(e) => {
              setQuantityText(e.target.value);
              setError(null);
            }}
          />
          <button type="button" aria-label={t('subscribe.more')} onClick={() => step(1)}>
            +
          </button>
        </div>
        <p className="ipo-hint">{t('subscribe.limits', { count: issue.minSubscription, max: shares(issue.maxSubscription) })}</p>

        <div className="ipo-label">{t('subscribe.paymentMethod')}</div>
        <div className="ipo-choices" role="radiogroup" aria-label={t('subscribe.paymentMethod')}>
          {IPO_PAYMENT_METHODS.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={method === m}
              className={`ipo-choice${method === m ? ' ipo-choice--on' : ''}`}
              onClick={() => {
                setMethod(m);
                setError(null);
              }}
              data-testid={`ipo-method-${m}`}
            >
              {t(`subscribe.method.${m}`, { pct: IPO_PAYMENT.depositPct })}
            </button>
          ))}
        </div>

        <dl className="ipo-rows">
          <div>
            <dt>{t('subscribe.available')}</dt>
            <dd data-testid="ipo-available">{formatUsdt(wallet.data?.stock.available)}</dd>
          </div>
          <div>
            <dt>{t('subscribe.amount')}</dt>
            <dd data-testid="ipo-amount">{check.ok ? formatUsdt(formatMoney(check.amountMinor)) : '--'}</dd>
          </div>
          <div>
            <dt>{t('subscribe.frozen')}</dt>
            <dd data-testid="ipo-frozen">{check.ok ? formatUsdt(formatMoney(check.frozenMinor)) : '--'}</dd>
          </div>
        </dl>
        {method === 'deposit' && (
          <p className="ipo-hint">
            {t('subscribe.depositNote', { pct: IPO_PAYMENT.depositPct, hours: IPO_PAYMENT.payWindowMs / 3_600_000 })}
          </p>
        )}
        {error && (
          <p className="ipo-error" role="alert" data-testid="ipo-error">
            {error}
          </p>
        )}
        {!confirming && (
          <button type="button" className="ipo-button" onClick={review} data-testid="ipo-review">
            {t('subscribe.submit')}
          </button>
        )}
      </section>

      {confirming && check.ok && (
        <section className="ipo-card ipo-confirm" role="dialog" aria-label={t('subscribe.confirmTitle')} data-testid="ipo-confirm">
          <h2>{t('subscribe.confirmTitle')}</h2>
          <p>
            {t('subscribe.confirmText', {
              count: check.quantity,
              name: issue.name,
              amount: formatUsdt(formatMoney(check.amountMinor)),
              frozen: formatUsdt(formatMoney(check.frozenMinor)),
            })}
          </p>
          <div className="ipo-actions">
            <button type="button" className="ipo-button ipo-button--ghost" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="ipo-button"
              disabled={subscribing.isLoading}
              onClick={() => void submit()}
              data-testid="ipo-confirm-submit"
            >
              {subscribing.isLoading ? t('common.submitting') : t('common.confirm')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

export default SubscribePage;
