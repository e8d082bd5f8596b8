// The lines a realised P/L is made of, as the provider settles a closed record
// (server/src/trade/views.ts): the price P/L, then every charge as the deduction it is — handling
// fees (opening and closing), spread fee, transaction tax, stamp duty, interest, storage fee — so
// the lines on the sheet add up to the realised figure beneath them.
import { useTranslation } from 'react-i18next';
import { formatUsdt, type LeverOrder } from '@app/shared';
import { NS } from '../i18n';
import { Figure } from '../common/Figure';
import { Pnl } from './LiveFigures';

export const CHARGES = ['handlingFee', 'spreadFee', 'transactionTax', 'stampDuty', 'interest', 'storageFee'] as const;

export type Realised = Pick<LeverOrder, 'floatingPnl' | 'totalPnl' | (typeof CHARGES)[number]>;

export function RealisedLines({ figures }: { figures: Realised }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <Figure label={t('order.floatingPnl')}>
        <Pnl value={figures.floatingPnl} />
      </Figure>
      {CHARGES.map((key) => (
        <Figure key={key} label={t(`order.${key}`)}>
          {`${/^[0.]+$/.test(figures[key]) ? '' : '\u2212'}${formatUsdt(figures[key])}`}
        </Figure>
      ))}
      <div className="trade-total">
        <span>{t('closeOut.realised')}</span>
        <strong>
          <Pnl value={figures.totalPnl} testId="close-result-pnl" />
        </strong>
      </div>
    </>
  );
}
