import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGE_CHOICES, setUiLanguage, storedUiLanguageChoice, type UiLanguageChoice } from '@app/shared';
import { ChoiceSheet } from './ChoiceSheet';

/**
 * docs/product.md §1's five interface-language choices (system, English, simplified Chinese, traditional
 * Chinese, Japanese) in a sheet: the one behind Mine's language item and the logged-out globe.
 */
export function useLanguageSheet(): { choice: UiLanguageChoice; open: () => void; sheet: ReactNode } {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const [choice, setChoice] = useState(storedUiLanguageChoice);
  const sheet = (
    <ChoiceSheet
      visible={visible}
      label={t('language.title')}
      onClose={() => setVisible(false)}
      cancelText={t('action.cancel')}
      choices={UI_LANGUAGE_CHOICES.map((c) => ({ key: c, text: t(`language.${c}`) }))}
      current={choice}
      onChoose={(c) => {
        setVisible(false);
        setChoice(c);
        void setUiLanguage(c);
      }}
    />
  );
  return { choice, open: () => setVisible(true), sheet };
}
