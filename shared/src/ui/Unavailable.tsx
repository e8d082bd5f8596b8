import { useTranslation } from 'react-i18next';
import type { DomainName } from '../routes/domains';
import { CenteredMessage } from './CenteredMessage';

/** What a domain shows when its remote cannot be loaded; the rest of the app keeps working. */
export function Unavailable({ domain, onRetry, compact = false }: { domain: DomainName; onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const domainName = t(`domain.${domain}`);
  if (compact) {
    return (
      <div className="app-center" style={{ minHeight: 0, padding: '0.8rem' }} data-testid={`unavailable-${domain}`}>
        <p className="app-center__body">{t('unavailable.body', { domain: domainName })}</p>
        <button type="button" className="app-btn app-btn--ghost" onClick={onRetry}>
          {t('action.retry')}
        </button>
      </div>
    );
  }
  return (
    <CenteredMessage title={t('unavailable.title')} body={t('unavailable.body', { domain: domainName })} testId={`unavailable-${domain}`}>
      <button type="button" className="app-btn" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </CenteredMessage>
  );
}
