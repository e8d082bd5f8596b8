import { useTranslation } from 'react-i18next';
import { useOnline } from './online';
import './offline-banner.css';

/** One banner while the browser is offline, instead of a toast on every failed call. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <svg width="1.2em" height="1.2em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M2 8.8a15 15 0 0 1 20 0M5.5 12.3a10 10 0 0 1 13 0M9 15.8a5 5 0 0 1 6 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="12" cy="19.5" r="1.5" fill="currentColor" />
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{t('network.offline')}</span>
    </div>
  );
}
