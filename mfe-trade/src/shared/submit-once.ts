// The one way a trade screen sends a money call: never two at once (docs/product.md §5 "do not submit
// continuously" — a second tap while the first is on its way toasts and sends nothing), and a
// refusal in the trade range (retCodes 2200–2399) comes back as the sentence to show beside the
// form. Any other failure the transport has already toasted.
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@app/shared';
import { NS } from '../i18n';
import { tradeMessage } from './messages';

/** What a failed call is worth saying on the form: the trade refusal's sentence, or null. */
export type OnRefused = (message: string | null) => void;

export function useSubmitOnce(): (send: () => Promise<void>, onRefused?: OnRefused) => Promise<void> {
  const { t } = useTranslation(NS);
  const inFlight = useRef(false);
  return useCallback(async (send, onRefused) => {
    if (inFlight.current) {
      showToast(t('buy.continuous'));
      return;
    }
    inFlight.current = true;
    try {
      await send();
    } catch (err) {
      const retCode = (err as { retCode?: number | null } | null)?.retCode;
      onRefused?.(typeof retCode === 'number' && retCode >= 2200 && retCode < 2400 ? tradeMessage(t, retCode) : null);
    } finally {
      inFlight.current = false;
    }
  }, [t]);
}
