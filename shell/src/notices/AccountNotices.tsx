// The banner of account notices (stop / forced closes, limit fills) on whatever page is open. The
// balances and positions themselves refresh through the event's tags; this only tells the customer.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatFigure, formatUsdt, type AccountNotice } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NOTICES_NS } from './i18n';
import { subscribeNotices } from './notice-bus';
import './notices.css';

/** How long a notice stays on screen. */
export const NOTICE_VISIBLE_MS = 6000;
/** At most this many notices stack up (a burst of closes shows the latest ones). */
const MAX_NOTICES = 3;

export function noticeText(t: (key: string, options?: Record<string, unknown>) => string, notice: AccountNotice): string {
  const values = { code: notice.code, count: notice.quantity, price: formatFigure(notice.price) };
  if (notice.kind === 'filled') return t('filled', values);
  const main = t(`closed.${notice.reason ?? 'self'}`, values);
  return notice.totalPnl === null ? main : `${main} · ${t('pnl', { pnl: formatUsdt(notice.totalPnl) })}`;
}

export function AccountNotices() {
  const { t } = useTranslation(NOTICES_NS);
  const navigate = useNavigate();
  const [shown, setShown] = useState<Array<{ id: number; notice: AccountNotice }>>([]);

  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = subscribeNotices((notice) => {
      const id = (next += 1);
      setShown((list) => [...list, { id, notice }].slice(-MAX_NOTICES));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((n) => n.id !== id));
      }, NOTICE_VISIBLE_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  if (shown.length === 0) return null;
  const dismiss = (id: number) => setShown((list) => list.filter((n) => n.id !== id));
  return (
    <div className="account-notices" role="status" aria-live="polite">
      {shown.map(({ id, notice }) => (
        <div
          key={id}
          className={`account-notice account-notice--${notice.kind === 'filled' ? 'filled' : (notice.reason ?? 'self')}`}
          data-testid="account-notice"
        >
          <span className="account-notice__text">{noticeText(t, notice)}</span>
          <button
            type="button"
            className="account-notice__btn"
            onClick={() => {
              dismiss(id);
              navigate(paths.positions(notice.kind === 'filled' ? {} : { tab: 'historical' }));
            }}
          >
            {t('view')}
          </button>
          <button type="button" className="account-notice__close" aria-label={t('dismiss')} onClick={() => dismiss(id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
