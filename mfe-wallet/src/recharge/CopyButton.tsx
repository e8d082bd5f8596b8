import { useTranslation } from 'react-i18next';
import { showToast } from '@app/shared';
import { copyText } from '@app/shared/clipboard';
import { NS } from '../i18n';

/** Copies `text` (an account number, an address) and says whether it did. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation(NS);
  const copy = async () => showToast(t((await copyText(text)) ? 'common.copied' : 'common.copyFailed'));
  return (
    <button type="button" className="w-copy" onClick={copy} aria-label={`${t('common.copy')} ${label ?? ''}`.trim()}>
      {t('common.copy')}
    </button>
  );
}
