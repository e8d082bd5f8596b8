import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLanguageSheet } from '../common/LanguageSheet';

/** Mine's language item: docs/product.md §1's five choices. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { choice, open, sheet } = useLanguageSheet();
  return (
    <>
      <List.Item extra={t(`language.${choice}`)} onClick={open} data-testid="language-item">
        {t('language.title')}
      </List.Item>
      {sheet}
    </>
  );
}
