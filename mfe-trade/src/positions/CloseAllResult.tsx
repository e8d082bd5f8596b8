// All close's result sheet: how many positions it closed, what they realised together (the same
// lines as a single close's sheet, summed over the closed records, so they add up), and each
// position it could not close, still held, with the provider's reason.
import { useTranslation } from 'react-i18next';
import { formatMoney, parseDecimal, type LeverCloseAllResponse } from '@app/shared';
import { NS } from '../i18n';
import { useTradeMessages } from '../common/messages';
import { Sheet } from '../common/Sheet';
import { CHARGES, RealisedLines, type Realised } from './RealisedLines';

/** The records' lines added up, to the cent. */
export function sumRealised(records: readonly Realised[]): Realised {
  const sum = (key: keyof Realised) => formatMoney(records.reduce((total, r) => total + (parseDecimal(r[key], 2) ?? 0), 0));
  const out = { floatingPnl: sum('floatingPnl'), totalPnl: sum('totalPnl') } as Realised;
  for (const key of CHARGES) out[key] = sum(key);
  return out;
}

export function CloseAllResult({ result, onDone }: { result: LeverCloseAllResponse; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const { known } = useTradeMessages();
  const failed = result.failed ?? [];
  return (
    <Sheet open onClose={onDone} label={t('closeOut.allTitle')}>
      <div data-testid="close-all-result">
        <h2 className="trade-sheet__title">{t('closeOut.allTitle')}</h2>
        <p className="trade-hint">{t('positions.closeAllDone', { count: result.closed.length })}</p>
        {result.closed.length > 0 && <RealisedLines figures={sumRealised(result.closed)} />}
        {failed.length > 0 && (
          <div className="trade-error" role="alert" data-testid="close-all-failed">
            {t('closeOut.notClosed')}
            <ul>
              {failed.map((f) => (
                <li key={f.orderId}>
                  {t('closeOut.notClosedItem', {
                    name: f.name,
                    code: f.code,
                    reason: known({ kind: 'business-error', retCode: f.retCode, message: f.message }) ?? f.message,
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="trade-sheet__actions">
          <button type="button" className="app-btn" data-testid="close-all-done" onClick={onDone}>
            {t('closeOut.done')}
          </button>
        </div>
      </div>
    </Sheet>
  );
}
