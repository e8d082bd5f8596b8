import { ActionSheet, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGE_CHOICES, setUiLanguage, storedUiLanguageChoice } from '@app/shared';

/** SPEC §1: system, English, simplified Chinese, traditional Chinese, Japanese. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(storedUiLanguageChoice);
  return (
    <>
      <List.Item extra={t(`language.${choice}`)} onClick={() => setOpen(true)} data-testid="language-item">
        {t('language.title')}
      </List.Item>
      <ActionSheet
        visible={open}
        onClose={() => setOpen(false)}
        cancelText={t('action.cancel')}
        actions={UI_LANGUAGE_CHOICES.map((c) => ({
          key: c,
          text: t(`language.${c}`),
          bold: c === choice,
          onClick: async () => {
            setOpen(false);
            setChoice(c);
            await setUiLanguage(c);
          },
        }))}
      />
    </>
  );
}
