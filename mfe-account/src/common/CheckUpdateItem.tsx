import { useRef } from 'react';
import { Dialog, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, showToast } from '@app/shared';
import { NS } from '../i18n';
import { useAccountCheckUpdateMutation } from './account-api';

/**
 * "Check for updates" (docs/product.md §1: version 1.0.0, code 100): asks the provider for the latest
 * version; a newer one is a reload away (a web app's update), the same one says so.
 */
export function CheckUpdateItem() {
  const { t } = useTranslation(NS);
  const [check, { isLoading }] = useAccountCheckUpdateMutation();
  const busy = useRef(false);
  const onClick = async () => {
    if (busy.current) return; // a double tap asks once
    busy.current = true;
    try {
      const result = await check(APP_VERSION.code);
      if (!('data' in result) || !result.data) return;
      if (!result.data.hasUpdate) {
        showToast(t('mine.upToDate'));
        return;
      }
      const reload = await Dialog.confirm({
        'aria-label': t('mine.checkUpdate'),
        content: t('mine.updateAvailable', { version: result.data.latestVersion }),
        confirmText: t('mine.updateReload'),
        cancelText: t('mine.updateLater'),
      });
      if (reload) window.location.reload();
    } finally {
      busy.current = false;
    }
  };
  return (
    <List.Item
      onClick={onClick}
      disabled={isLoading}
      extra={
        <span className="num" data-testid="app-version">
          {t('mine.version', { version: APP_VERSION.name, code: APP_VERSION.code })}
        </span>
      }
      data-testid="check-update"
    >
      {t('mine.checkUpdate')}
    </List.Item>
  );
}
