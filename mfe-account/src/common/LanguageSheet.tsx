import { ActionSheet } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGE_CHOICES, setUiLanguage, storedUiLanguageChoice, type UiLanguageChoice } from '@app/shared';

/**
 * docs/product.md §1's five interface-language choices (system, English, simplified Chinese, traditional
 * Chinese, Japanese) in a sheet: the one behind Mine's language item and the logged-out globe.
 */
export function useLanguageSheet(): { choice: UiLanguageChoice; open: () => void; sheet: ReactNode } {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [choice, setChoice] = useState(storedUiLanguageChoice);
  const sheet = (
    <ActionSheet
      visible={visible}
      onClose={() => setVisible(false)}
      cancelText={t('action.cancel')}
      actions={UI_LANGUAGE_CHOICES.map((c) => ({
        key: c,
        text: t(`language.${c}`),
        bold: c === choice,
        onClick: async () => {
          setVisible(false);
          setChoice(c);
          await setUiLanguage(c);
        },
      }))}
    />
  );
  return { choice, open: () => setVisible(true), sheet };
}
