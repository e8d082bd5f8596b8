// Close-out (docs/product.md §2): a numeric quantity with minus / plus (a partial close leaves the rest open),
// the estimated P/L at the live price, then a result sheet with what the provider realised, line by line. An IPO
// holding awaiting its listing cannot be closed (the provider refuses): the sheet says when it can.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFigure, formatMoney, useQuote, type LeverCloseResponse, type LeverOrder } from '@app/shared';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { readNumberInput } from '@app/shared/domain/number-input';
import { NS } from '../i18n';
import { useTradeMessages } from '../common/messages';
import { Sheet } from '../common/Sheet';
import { useTradeCloseMutation } from './positions-api';
import { Figure, FigureText } from '../common/Figure';
import { closeEstimate } from './close-estimate';
import { awaitingListing, listingDay } from './listing';
import { Pnl } from './LiveFigures';
import { RealisedLines } from './RealisedLines';

/** The close quantity typed (the one number rule), or null when it is not a whole number between 1 and the position's shares. */
export function readCloseQuantity(text: string, max: number): number | null {
  const read = readNumberInput(text, 0);
  return typeof read === 'number' && read >= 1 && read <= max ? read : null;
}

export function CloseDialog({ order, onDone }: { order: LeverOrder; onDone: () => void }) {
  return awaitingListing(order) ? <NotYetListed order={order} onDone={onDone} /> : <CloseForm order={order} onDone={onDone} />;
}

/** An IPO holding before its listing has no market price and the provider refuses to close it: say so, offer nothing. */
function NotYetListed({ order, onDone }: { order: LeverOrder; onDone: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Sheet open onClose={onDone} label={t('closeOut.title')}>
      <div data-testid="close-dialog">
        <h2 className="trade-sheet__title">{t('closeOut.title')}</h2>
        <Figure label={`${order.name} · ${order.code}`}>
          {t(`direction.${order.tag}`)} {t('order.leverage', { n: order.leverage })}
        </Figure>
        <p className="trade-hint" data-testid="close-not-listed">
          <FigureText text={t('positions.closeAfterListing', { date: listingDay(order.listingAt!) })} />
        </p>
        <div className="trade-sheet__actions">
          <button type="button" className="app-btn app-btn--ghost" onClick={onDone}>
            {t('positions.no')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}

function CloseForm({ order, onDone }: { order: LeverOrder; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState(String(order.quantity));
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<LeverCloseResponse | null>(null);
  const [close, closing] = useTradeCloseMutation();
  const { known, inFlight } = useTradeMessages();
  const quote = useQuote(order.code);
  const price = quote?.price ?? order.currentPrice;
  const quantity = readCloseQuantity(text, order.quantity);
  const estimate = quantity === null ? null : closeEstimate(order, quantity, price);

  const step = (delta: number) => {
    const base = readCloseQuantity(text, order.quantity) ?? (delta > 0 ? 0 : order.quantity + 1);
    setText(String(Math.min(order.quantity, Math.max(1, base + delta))));
    setError(null);
  };

  const [send] = useSubmitOnce(async (closing: number) => {
    try {
      setResult(
        await close({
          orderId: order.id,
          ...(closing === order.quantity ? {} : { quantity: closing }),
          requestId: newRequestId('close'),
        }).unwrap(),
      );
    } catch (err) {
      const message = known(err);
      if (message) setError(message);
    }
  }, inFlight);
  const submit = () => (quantity === null ? setError(t('closeOut.invalid', { max: formatFigure(order.quantity, 0) })) : send(quantity));

  return (
    <Sheet open onClose={onDone} label={t(result ? 'closeOut.resultTitle' : 'closeOut.title')}>
      {result ? (
        <div data-testid="close-result">
          <h2 className="trade-sheet__title">{t('closeOut.resultTitle')}</h2>
          <Figure label={`${result.closed.name} · ${result.closed.code}`}>{t(`direction.${result.closed.tag}`)}</Figure>
          <Figure label={t('order.quantity')} testId="close-result-quantity">
            {result.closed.quantity}
          </Figure>
          <Figure label={t('order.sellPrice')}>{result.closed.sellPrice}</Figure>
          <RealisedLines figures={result.closed} />
          {result.remaining && <p className="trade-hint">{t('closeOut.remaining', { count: result.remaining.quantity })}</p>}
          <div className="trade-sheet__actions">
            <button type="button" className="app-btn" data-testid="close-result-done" onClick={onDone}>
              {t('closeOut.done')}
            </button>
          </div>
        </div>
      ) : (
        <div data-testid="close-dialog">
          <h2 className="trade-sheet__title">{t('closeOut.title')}</h2>
          <Figure label={`${order.name} · ${order.code}`}>
            {t(`direction.${order.tag}`)} {t('order.leverage', { n: order.leverage })}
          </Figure>
          <div className="trade-label">{t('closeOut.quantity')}</div>
          <div className="trade-qty">
            <button
              type="button"
              className="trade-qty__btn"
              aria-label={t('closeOut.minus')}
              data-testid="close-minus"
              onClick={() => step(-1)}
            >
              −
            </button>
            <input
              className="trade-qty__input num"
              inputMode="numeric"
              value={text}
              maxLength={9}
              data-testid="close-quantity"
              aria-label={t('closeOut.quantity')}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
            <button
              type="button"
              className="trade-qty__btn"
              aria-label={t('closeOut.plus')}
              data-testid="close-plus"
              onClick={() => step(1)}
            >
              +
            </button>
            <button
              type="button"
              className="trade-chip"
              onClick={() => {
                setText(String(order.quantity));
                setError(null);
              }}
            >
              {t('closeOut.max', { count: order.quantity })}
            </button>
          </div>
          <Figure label={t('closeOut.estimate', { price: formatFigure(price) })} testId="close-estimate">
            {estimate === null ? '--' : <Pnl value={formatMoney(estimate)} />}
          </Figure>
          {error && (
            <p className="trade-error" role="alert" data-testid="close-error">
              {error}
            </p>
          )}
          <div className="trade-sheet__actions">
            <button type="button" className="app-btn app-btn--ghost" onClick={onDone}>
              {t('positions.no')}
            </button>
            <button type="button" className="app-btn" data-testid="close-submit" disabled={closing.isLoading} onClick={() => void submit()}>
              {t('closeOut.submit')}
            </button>
          </div>
        </div>
      )}
    </Sheet>
  );
}
