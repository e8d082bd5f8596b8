import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaResponse } from '@app/shared';
import { NS } from '../i18n';
import { useAccountNewCaptchaMutation } from './auth-api';

export interface CaptchaPictureHandle {
  /** Fetches a new picture (after a failed submit: a captcha answers one try). */
  refresh(): void;
}

interface Props {
  /** Called with each new captcha id (the form keeps it to send with the answer). */
  onChange(captchaId: string): void;
}

/** The picture captcha; tap it for a new one. */
export const CaptchaPicture = forwardRef<CaptchaPictureHandle, Props>(function CaptchaPicture({ onChange }, ref) {
  const { t } = useTranslation(NS);
  const [fetchCaptcha, { isLoading }] = useAccountNewCaptchaMutation();
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);

  // The latest onChange, so `refresh` stays one function however the form passes its callback.
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  const refresh = useCallback(async () => {
    const result = await fetchCaptcha();
    if ('data' in result && result.data) {
      setCaptcha(result.data);
      latestOnChange.current(result.data.captchaId);
    }
  }, [fetchCaptcha]);

  useImperativeHandle(ref, () => ({ refresh: () => void refresh() }), [refresh]);
  // Once, when the form opens (`refresh` does not change).
  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <button
      type="button"
      className="auth__captcha"
      onClick={() => void refresh()}
      aria-label={t('form.captchaRefresh')}
      disabled={isLoading}
      data-testid="captcha-picture"
    >
      {captcha ? (
        <img src={captcha.image} alt={t('form.captchaAlt')} data-captcha-id={captcha.captchaId} width={120} height={44} />
      ) : (
        <span className="auth__captcha-placeholder">{t('form.captchaLoading')}</span>
      )}
    </button>
  );
});
