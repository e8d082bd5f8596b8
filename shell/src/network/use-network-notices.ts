import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@app/shared';
import { networkNotice, type NetworkState } from './network-notice';

interface Connection extends EventTarget {
  effectiveType?: string;
}

function readState(): NetworkState {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return { online: navigator.onLine, effectiveType: connection?.effectiveType };
}

/** Shows the network messages at start-up and when the connection changes. */
export function useNetworkNotices() {
  const { t } = useTranslation();
  useEffect(() => {
    const show = (trigger: 'check' | 'change') => {
      const notice = networkNotice(readState(), trigger);
      if (notice) showToast(t(notice.key), notice.durationMs);
    };
    show('check');
    const onChange = () => show('change');
    const connection = (navigator as Navigator & { connection?: Connection }).connection;
    window.addEventListener('offline', onChange);
    connection?.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('offline', onChange);
      connection?.removeEventListener('change', onChange);
    };
  }, [t]);
}
