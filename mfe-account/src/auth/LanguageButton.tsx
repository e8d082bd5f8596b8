import { useTranslation } from 'react-i18next';
import { useLanguageSheet } from '../common/LanguageSheet';

/**
 * A globe in the title bar of the pages a logged-out visitor sees (open account, login): the same
 * five choices as Mine's language item (docs/product.md §1), without an account.
 */
export function LanguageButton() {
  const { t } = useTranslation();
  const { open, sheet } = useLanguageSheet();
  return (
    <>
      <button type="button" className="auth-lang" onClick={open} aria-label={t('language.title')} data-testid="language-button">
        <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.6 2.6 3.8 5.6 3.8 9s-1.2 6.4-3.8 9c-2.6-2.6-3.8-5.6-3.8-9S9.4 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
      {sheet}
    </>
  );
}
