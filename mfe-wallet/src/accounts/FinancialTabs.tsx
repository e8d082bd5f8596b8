import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';

/** The two "financial account" pages: bank card and USDT card. */
export function FinancialTabs({ current }: { current: 'bank' | 'usdt' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <div className="w-tabs" role="tablist" aria-label={t('title.financialAccount')}>
      {(['bank', 'usdt'] as const).map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          aria-selected={current === k}
          className={`w-tab${current === k ? ' w-tab--on' : ''}`}
          onClick={() => current !== k && navigate(k === 'bank' ? paths.bankCard() : paths.usdtCard(), { replace: true })}
        >
          {t(`accounts.${k}`)}
        </button>
      ))}
    </div>
  );
}
