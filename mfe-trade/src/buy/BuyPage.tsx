// The buy form (docs/product.md §2 "Buy form", /pages/home/twoBuy?code=&direction=): direction, leverage,
// quantity, price type, optional stops, balance with the transfer link, total payable, agreement,
// then a confirmation panel repeating every figure before the one real submit.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CenteredMessage,
  Change,
  Page,
  PageLoading,
  formatFigure,
  formatUsdt,
  showToast,
  useQuote,
  useUserWalletQuery,
  type LeverBuyInfo,
  type LeverDirection,
  type LeverPriceType,
} from '@app/shared';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import { Sheet } from '../common/Sheet';
import { useTradeBuyInfoQuery, useTradeBuyMutation } from './buy-api';
import { Figure, FigureText } from '../common/Figure';
import { useTradeMessages } from '../common/messages';
import { QUANTITY_PRESETS, money, useBuyForm, type BuyFormView } from './use-buy-form';
import '../common/trade.css';
import './buy.css';

const PRICE_TYPES: readonly LeverPriceType[] = ['market', 'fixed', 'best'];

export function BuyPage() {
  const { t } = useTranslation(NS);
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const direction: LeverDirection = search.get('direction') === 'bearish' ? 'bearish' : 'bullish';
  const info = useTradeBuyInfoQuery(code, { skip: code === '' });
  return (
    <Page title={t('title.buy')} testId="buy-page">
      {info.data ? (
        <BuyForm info={info.data} initialDirection={direction} />
      ) : info.isError || code === '' ? (
        <CenteredMessage title={t('buy.loadFailed')}>
          {code !== '' && (
            <button type="button" className="app-btn app-btn--ghost" onClick={() => void info.refetch()}>
              {t('buy.retry')}
            </button>
          )}
        </CenteredMessage>
      ) : (
        <PageLoading />
      )}
    </Page>
  );
}

function BuyForm({ info, initialDirection }: { info: LeverBuyInfo; initialDirection: LeverDirection }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const quote = useQuote(info.code);
  const wallet = useUserWalletQuery();
  const livePrice = quote?.price ?? info.price;
  const available = wallet.data?.stock.available ?? info.available;
  const form = useBuyForm(info, livePrice, available, initialDirection);
  const { state, set } = form;
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [buy, buying] = useTradeBuyMutation();
  const { rule, known, inFlight } = useTradeMessages();
  // One id per order the customer means to place: a double tap, or a resend, buys once.
  const requestId = useRef(newRequestId('buy'));
  const closeConfirm = useCallback(() => setConfirming(false), []);

  const change = <K extends keyof typeof state>(key: K, value: (typeof state)[K]) => {
    set(key, value);
    setError(null);
  };

  const review = () => {
    if (!state.agreed) return setError(t('buy.mustAgree'));
    if (!form.check.ok) return setError(rule(form.check.error));
    setError(null);
    setConfirming(true);
  };

  const [send] = useSubmitOnce(async () => {
    try {
      const order = await buy({
        code: info.code,
        direction: state.direction,
        leverage: state.leverage,
        quantity: state.quantityText.trim(),
        priceType: state.priceType,
        ...(state.priceType === 'fixed' ? { price: state.limitPriceText.trim() } : {}),
        ...(state.stopProfitText.trim() ? { stopProfit: state.stopProfitText.trim() } : {}),
        ...(state.stopLossText.trim() ? { stopLoss: state.stopLossText.trim() } : {}),
        requestId: requestId.current,
      }).unwrap();
      requestId.current = newRequestId('buy');
      setConfirming(false);
      showToast(
        order.status === 'pending'
          ? t('confirm.pendingPlaced', { price: formatFigure(order.purchasePrice, info.decimals) })
          : t('confirm.placed'),
      );
      navigate(paths.positions({ tab: 'holding' }));
    } catch (err) {
      // The provider refused: the form stays as it was, with the trade rule's sentence if it has one.
      setConfirming(false);
      const message = known(err);
      if (message) setError(message);
    }
  }, inFlight);

  const submit = () => {
    if (!form.check.ok) {
      setConfirming(false);
      setError(rule(form.check.error));
      return;
    }
    return send();
  };

  return (
    <div className="trade-buy">
      <section className="trade-card trade-buy__product">
        <div>
          <div className="trade-buy__name">{info.name}</div>
          <div className="trade-buy__code">{info.code}</div>
        </div>
        <div className="trade-buy__price">
          <span className="trade-buy__price-label">{t('buy.livePrice')}</span>
          <span data-testid="buy-live-price">
            <Change value={quote?.change ?? '0'}>{formatFigure(livePrice, info.decimals)}</Change>
          </span>
        </div>
      </section>

      <section className="trade-card">
        <div className="trade-label">{t('direction.label')}</div>
        <div className="trade-segment" role="radiogroup" aria-label={t('direction.label')}>
          {(['bullish', 'bearish'] as const).map((d) => (
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={state.direction === d}
              data-testid={`direction-${d}`}
              className={`trade-segment__item trade-segment__item--${d}${state.direction === d ? ' is-active' : ''}`}
              onClick={() => change('direction', d)}
            >
              {t(`direction.${d}`)}
            </button>
          ))}
        </div>

        <LeverageField form={form} info={info} onChange={(n) => change('leverage', n)} />

        <div className="trade-label">{t('buy.quantity')}</div>
        <div className="trade-chips">
          {QUANTITY_PRESETS.filter((q) => q <= info.quantity.max).map((q) => (
            <button
              key={q}
              type="button"
              className={`trade-chip${state.quantityText === String(q) ? ' is-active' : ''}`}
              onClick={() => change('quantityText', String(q))}
            >
              {q}
            </button>
          ))}
        </div>
        <label className="trade-input">
          <span>{t('buy.customQuantity')}</span>
          <input
            inputMode="numeric"
            value={state.quantityText}
            data-testid="buy-quantity"
            maxLength={32}
            placeholder={t('buy.quantityPlaceholder', { min: formatFigure(info.quantity.min, 0), max: formatFigure(info.quantity.max, 0) })}
            onChange={(e) => change('quantityText', e.target.value)}
          />
        </label>
        <Figure label={t('buy.maxQuantity')} testId="buy-max-quantity">
          <FigureText text={t('buy.shares', { count: form.maxQuantity })} />
        </Figure>
        <Figure label={t('buy.dailyLimit')}>
          {quote ? `${formatFigure(quote.low, info.decimals)} – ${formatFigure(quote.high, info.decimals)}` : '--'}
        </Figure>

        <div className="trade-label">{t('buy.priceType')}</div>
        <div className="trade-segment" role="radiogroup" aria-label={t('buy.priceType')}>
          {PRICE_TYPES.map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={state.priceType === p}
              data-testid={`price-type-${p}`}
              className={`trade-segment__item${state.priceType === p ? ' is-active' : ''}`}
              onClick={() => change('priceType', p)}
            >
              {t(`buy.${p}`)}
            </button>
          ))}
        </div>
        {state.priceType === 'fixed' && (
          <label className="trade-input">
            <span>{t('buy.limitPrice')}</span>
            <input
              inputMode="decimal"
              value={state.limitPriceText}
              data-testid="buy-limit-price"
              maxLength={32}
              placeholder={t('buy.limitPlaceholder')}
              onChange={(e) => change('limitPriceText', e.target.value)}
            />
          </label>
        )}
        {!info.marketOpen && info.tradable && <p className="trade-hint">{t('buy.marketClosed')}</p>}
        {!info.tradable && (
          <p className="trade-hint" role="status" data-testid="buy-paused">
            {t('buy.paused')}
          </p>
        )}
        <label className="trade-input">
          <span>{t('buy.stopProfit')}</span>
          <input
            inputMode="decimal"
            value={state.stopProfitText}
            data-testid="buy-stop-profit"
            maxLength={32}
            placeholder={t('buy.optional')}
            onChange={(e) => change('stopProfitText', e.target.value)}
          />
        </label>
        <label className="trade-input">
          <span>{t('buy.stopLoss')}</span>
          <input
            inputMode="decimal"
            value={state.stopLossText}
            data-testid="buy-stop-loss"
            maxLength={32}
            placeholder={t('buy.optional')}
            onChange={(e) => change('stopLossText', e.target.value)}
          />
        </label>
      </section>

      <section className="trade-card">
        <Figure label={t('buy.payMargin')} testId="buy-margin">
          {money(form.figures?.margin)}
        </Figure>
        <Figure label={t('buy.handlingFee')} testId="buy-handling-fee">
          {money(form.figures?.handlingFee)}
        </Figure>
        <Figure label={t('buy.spreadFee')} testId="buy-spread-fee">
          {money(form.figures?.spreadFee)}
        </Figure>
        <Figure label={t('buy.dailyInterest')} testId="buy-daily-interest">
          {money(form.figures?.dailyInterest)}
        </Figure>
        <Figure label={t('buy.balance')} testId="buy-balance">
          {formatUsdt(available)}{' '}
          <Link className="trade-link" to={paths.transfer()} data-testid="buy-transfer">
            {t('buy.transfer')}
          </Link>
        </Figure>
        <Figure label={t('buy.openOrders')} testId="buy-open-orders">{`${info.openOrders} / ${info.maxOpenOrders}`}</Figure>
        <div className="trade-total">
          <span>{t('buy.totalPayable')}</span>
          <strong className="num" data-testid="buy-total">
            {money(form.figures?.totalPayable)}
          </strong>
        </div>
        <label className="trade-agree">
          <input type="checkbox" checked={state.agreed} onChange={(e) => change('agreed', e.target.checked)} data-testid="buy-agree" />
          <span>{t('buy.agree')}</span>
        </label>
        {error && (
          <p className="trade-error" role="alert" data-testid="buy-error">
            {error}
          </p>
        )}
        <button
          type="button"
          className={`trade-submit trade-submit--${state.direction}`}
          data-testid="buy-submit"
          disabled={!info.tradable}
          onClick={review}
        >
          {t('buy.ordinaryBuy')} · {t(`direction.${state.direction}`)}
        </button>
      </section>

      <Sheet open={confirming} onClose={closeConfirm} label={t('confirm.title')}>
        <ConfirmPanel
          info={info}
          form={form}
          livePrice={livePrice}
          available={available}
          busy={buying.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void submit()}
        />
      </Sheet>
    </div>
  );
}

/** Leverage: minus / plus around the multiple and a slider with marks (disabled where the product fixes it). */
function LeverageField({ form, info, onChange }: { form: BuyFormView; info: LeverBuyInfo; onChange: (n: number) => void }) {
  const { t } = useTranslation(NS);
  const { min, max } = info.leverage;
  const fixed = min === max;
  const value = form.state.leverage;
  // Every multiple up to 10×; beyond that the ends and every fifth (1× 5× 10× 15× 20×).
  const step = max - min > 10 ? 5 : 1;
  const marks: number[] = [min];
  for (let n = Math.ceil((min + 1) / step) * step; n < max; n += step) marks.push(n);
  if (max > min) marks.push(max);
  const set = (n: number) => onChange(Math.min(max, Math.max(min, Math.round(n))));
  return (
    <div className="trade-leverage">
      <div className="trade-label">
        {t('buy.leverage')}
        <span className="trade-stepper" data-testid="buy-leverage">
          <button type="button" aria-label="−" disabled={fixed || value <= min} onClick={() => set(value - 1)}>
            −
          </button>
          <input
            inputMode="numeric"
            aria-label={t('buy.leverage')}
            value={value}
            disabled={fixed}
            maxLength={3}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (Number.isInteger(n) && n > 0) set(n);
            }}
          />
          <button type="button" aria-label="+" disabled={fixed || value >= max} onClick={() => set(value + 1)}>
            +
          </button>
        </span>
      </div>
      {fixed ? (
        <p className="trade-hint">{t('buy.leverageFixed')}</p>
      ) : (
        <div className="trade-slider">
          <input
            type="range"
            min={min}
            max={max}
            step={1}
            value={value}
            aria-label={t('buy.leverage')}
            data-testid="buy-leverage-slider"
            style={{ ['--fill' as string]: `${((value - min) / (max - min)) * 100}%` }}
            onChange={(e) => set(Number(e.target.value))}
          />
          <div className="trade-slider__marks">
            {marks.map((n) => (
              <button
                type="button"
                key={n}
                className={n === value ? 'is-active' : undefined}
                style={{ left: `${((n - min) / (max - min)) * 100}%` }}
                onClick={() => set(n)}
              >
                {n}×
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function ConfirmPanel(props: {
  info: LeverBuyInfo;
  form: BuyFormView;
  livePrice: string;
  available: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(NS);
  const { info, form, livePrice, available, busy } = props;
  const { state, figures } = form;
  return (
    <div className="trade-confirm" data-testid="buy-confirm">
      <h2 className="trade-sheet__title">{t('confirm.title')}</h2>
      <Figure label={t('confirm.product')}>{`${info.name} · ${info.code}`}</Figure>
      <Figure label={t('direction.label')}>
        <span className={state.direction === 'bullish' ? 'up' : 'down'}>{t(`direction.${state.direction}`)}</span>
      </Figure>
      <Figure label={t('buy.leverage')}>{t('order.leverage', { n: state.leverage })}</Figure>
      <Figure label={t('buy.quantity')} testId="confirm-quantity">
        {formatFigure(state.quantityText.trim(), 0)}
      </Figure>
      <Figure label={t('buy.priceType')}>{t(`buy.${state.priceType}`)}</Figure>
      <Figure label={t('confirm.openPrice')} testId="confirm-price">
        {state.priceType === 'fixed'
          ? formatFigure(state.limitPriceText.trim(), info.decimals)
          : t('confirm.atMarket', { price: formatFigure(livePrice, info.decimals) })}
      </Figure>
      {state.stopProfitText.trim() && (
        <Figure label={t('buy.stopProfit')}>{formatFigure(state.stopProfitText.trim(), info.decimals)}</Figure>
      )}
      {state.stopLossText.trim() && <Figure label={t('buy.stopLoss')}>{formatFigure(state.stopLossText.trim(), info.decimals)}</Figure>}
      <Figure label={t('buy.payMargin')} testId="confirm-margin">
        {money(figures?.margin)}
      </Figure>
      <Figure label={t('buy.handlingFee')} testId="confirm-handling-fee">
        {money(figures?.handlingFee)}
      </Figure>
      <Figure label={t('buy.spreadFee')} testId="confirm-spread-fee">
        {money(figures?.spreadFee)}
      </Figure>
      <Figure label={t('buy.dailyInterest')} testId="confirm-daily-interest">
        {money(figures?.dailyInterest)}
      </Figure>
      <Figure label={t('buy.balance')}>{formatUsdt(available)}</Figure>
      <div className="trade-total">
        <span>{t('buy.totalPayable')}</span>
        <strong className="num" data-testid="confirm-total">
          {money(figures?.totalPayable)}
        </strong>
      </div>
      <div className="trade-sheet__actions">
        <button type="button" className="app-btn app-btn--ghost" onClick={props.onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className="app-btn" data-testid="buy-confirm-submit" disabled={busy} onClick={props.onConfirm}>
          {busy ? t('confirm.submitting') : t('confirm.submit')}
        </button>
      </div>
    </div>
  );
}

export default BuyPage;
