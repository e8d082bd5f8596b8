import { useTranslation } from 'react-i18next';
import { CenteredMessage } from '@app/shared';

/** The registry itself could not be read: nothing can be routed, so offer a reload. */
export function RegistryUnavailable() {
  const { t } = useTranslation();
  return (
    <CenteredMessage title={t('unavailable.title')} body={t('network.exception')} testId="registry-unavailable">
      <button type="button" className="app-btn" onClick={() => window.location.reload()}>
        {t('action.retry')}
      </button>
    </CenteredMessage>
  );
}
