import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PaymentStatus, formatMs, formatUsdt, type Recharge } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useWalletRechargesInfiniteQuery } from '../common/recharges-api';
import { NS } from '../i18n';

/**
 * After submitting: the recharge as review sees it. The list entry is re-read whenever 'Balance'
 * is invalidated (the socket event of an approval), so the state turns to approved by itself.
 */
export function RechargeResult({ recharge, onAgain }: { recharge: Recharge; onAgain: () => void }) {
  const { t } = useTranslation(NS);
  const list = useWalletRechargesInfiniteQuery();
  const current = list.data?.pages.flatMap((p) => p.list).find((r) => r.id === recharge.id) ?? recharge;
  return (
    <section className="w-card w-result" data-testid="recharge-result" data-status={current.status}>
      <h2 className="w-card__title">
        {current.status === PaymentStatus.PENDING ? t('recharge.pendingTitle') : t(`status.${current.status}`)}
      </h2>
      <span className={`w-status w-status--${current.status}`}>{t(`status.${current.status}`)}</span>
      <dl className="w-kv" style={{ alignSelf: 'stretch' }}>
        <div className="w-kv__row">
          <dt>{t('record.orderNo')}</dt>
          <dd className="num">{current.orderNo}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('record.amount')}</dt>
          <dd className="num">{formatUsdt(current.amount)}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('record.channel')}</dt>
          <dd>{current.channelName}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('record.time')}</dt>
          <dd className="num">{formatMs(current.createdAt)}</dd>
        </div>
        {current.rejectReason && (
          <div className="w-kv__row">
            <dt>{t('record.reason')}</dt>
            <dd>{current.rejectReason}</dd>
          </div>
        )}
      </dl>
      <p className="w-muted">
        {current.status === PaymentStatus.PENDING
          ? t('recharge.pendingBody')
          : current.status === PaymentStatus.APPROVED
            ? t('recharge.approvedBody')
            : ''}
      </p>
      <div className="w-chips">
        <Link className="w-chip" to={paths.rechargeList()}>
          {t('title.rechargeList')}
        </Link>
        <button type="button" className="w-chip" onClick={onAgain}>
          {t('recharge.again')}
        </button>
      </div>
    </section>
  );
}
