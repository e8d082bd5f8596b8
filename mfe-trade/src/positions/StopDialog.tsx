// Set or change a holding's stop-profit / stop-loss after opening (lever/updateStop), checked in
// the form by the same direction rules and messages as the provider's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFigure, parseDecimal, showToast, type LeverOrder } from '@app/shared';
import { useSubmitOnce } from '@app/shared/forms';
import { checkStopTexts, decimalsOf } from '@app/shared/domain/trade';
import { NS } from '../i18n';
import { Sheet } from '../common/Sheet';
import { useTradeUpdateStopMutation } from './positions-api';
import { useTradeMessages } from '../common/messages';

export function StopDialog({ order, onDone }: { order: LeverOrder; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const [stopProfit, setStopProfit] = useState(order.stopProfit ?? '');
  const [stopLoss, setStopLoss] = useState(order.stopLoss ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, updating] = useTradeUpdateStopMutation();
  const { rule, known, inFlight } = useTradeMessages();

  const [send] = useSubmitOnce(async () => {
    try {
      await update({ orderId: order.id, stopProfit: stopProfit.trim(), stopLoss: stopLoss.trim() }).unwrap();
      showToast(t('stops.saved'));
      onDone();
    } catch (err) {
      const message = known(err);
      if (message) setError(message);
    }
  }, inFlight);

  const submit = () => {
    const decimals = decimalsOf(order.purchasePrice);
    const open = parseDecimal(order.purchasePrice, decimals) ?? 0;
    const checked = checkStopTexts(order.direction, open, decimals, stopProfit, stopLoss);
    if ('error' in checked) return setError(rule(checked.error));
    return send();
  };

  return (
    <Sheet open onClose={onDone} label={t('stops.title')}>
      <div data-testid="stop-dialog">
        <h2 className="trade-sheet__title">{t('stops.title')}</h2>
        <p className="trade-hint">{t('stops.hint', { price: formatFigure(order.purchasePrice) })}</p>
        <label className="trade-input">
          <span>{t('order.stopProfit')}</span>
          <input
            inputMode="decimal"
            value={stopProfit}
            maxLength={32}
            data-testid="stop-profit"
            placeholder={t('buy.optional')}
            onChange={(e) => {
              setStopProfit(e.target.value);
              setError(null);
            }}
          />
        </label>
        <label className="trade-input">
          <span>{t('order.stopLoss')}</span>
          <input
            inputMode="decimal"
            value={stopLoss}
            maxLength={32}
            data-testid="stop-loss"
            placeholder={t('buy.optional')}
            onChange={(e) => {
              setStopLoss(e.target.value);
              setError(null);
            }}
          />
        </label>
        {error && (
          <p className="trade-error" role="alert" data-testid="stop-error">
            {error}
          </p>
        )}
        <div className="trade-sheet__actions">
          <button type="button" className="app-btn app-btn--ghost" onClick={onDone}>
            {t('positions.no')}
          </button>
          <button type="button" className="app-btn" data-testid="stop-save" disabled={updating.isLoading} onClick={() => void submit()}>
            {t('stops.save')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
