import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_LOADING } from '../constants/ui';
import { CenteredMessage } from './CenteredMessage';
import { Spinner } from './Spinner';

/**
 * Suspense fallback for lazy pages and remotes (docs/product.md §2): nothing for the first 200 ms (fast
 * loads never flash a spinner), then the spinner, then after 30 s an error screen with retry.
 */
export function PageLoading({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'quiet' | 'spinner' | 'timeout'>('quiet');
  useEffect(() => {
    const show = setTimeout(() => setPhase('spinner'), PAGE_LOADING.delayMs);
    const fail = setTimeout(() => setPhase('timeout'), PAGE_LOADING.timeoutMs);
    return () => {
      clearTimeout(show);
      clearTimeout(fail);
    };
  }, []);
  if (phase === 'quiet') return <div className="app-center" aria-busy="true" />;
  if (phase === 'spinner') {
    return (
      <div className="app-center" aria-busy="true" data-testid="page-loading">
        <Spinner label={t('loading.text')} />
      </div>
    );
  }
  return (
    <CenteredMessage title={t('loading.failed')} body={t('loading.timeout')} testId="page-timeout">
      <button type="button" className="app-btn" onClick={onRetry ?? (() => window.location.reload())}>
        {t('action.retry')}
      </button>
    </CenteredMessage>
  );
}
