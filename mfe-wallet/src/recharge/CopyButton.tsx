import { useTranslation } from 'react-i18next';
import { showToast } from '@app/shared';
import { NS } from '../i18n';

/** Copies `text` (an account number, an address) and says so. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation(NS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Older browsers and non-secure origins: a hidden selection.
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      document.execCommand?.('copy');
      area.remove();
    }
    showToast(t('common.copied'));
  };
  return (
    <button type="button" className="w-copy" onClick={copy} aria-label={`${t('common.copy')} ${label ?? ''}`.trim()}>
      {t('common.copy')}
    </button>
  );
}
