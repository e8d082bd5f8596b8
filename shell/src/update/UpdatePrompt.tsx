import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, loadOverlays } from '@app/shared';
import { useShellCheckUpdateQuery } from '../store/shell-api';

/**
 * The in-app update flow (docs/product.md §1) for a web app: when the provider reports a newer version than
 * 1.0.0 (code 100), ask the user to reload; reloading fetches the new shell and registry.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { data } = useShellCheckUpdateQuery(APP_VERSION.code);
  const shown = useRef(false);
  useEffect(() => {
    if (!data?.hasUpdate || shown.current) return;
    shown.current = true;
    // The dialog's code is fetched only when there is an update to offer (not on every start).
    void loadOverlays().then(({ Dialog }) =>
      Dialog.confirm({
        title: t('update.title'),
        'aria-label': t('update.title'),
        content: (
          <div data-testid="update-prompt">
            <p>{t('update.body', { version: data.latestVersion })}</p>
            {data.notes && <p>{t('update.notes', { notes: data.notes })}</p>}
          </div>
        ),
        confirmText: t('update.reload'),
        cancelText: t('action.later'),
        onConfirm: () => window.location.reload(),
      }),
    );
  }, [data, t]);
  return null;
}
