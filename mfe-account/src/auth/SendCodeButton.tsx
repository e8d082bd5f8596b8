import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE, showToast, type VerifyCodePurpose } from '@app/shared';
import { NS } from '../i18n';
import { useAccountSendVerifyCodeMutation } from './auth-api';
import { useCountdown } from './use-countdown';

interface Props {
  purpose: VerifyCodePurpose;
  /** The account typed so far, or null when the form says it is missing (the form shows why). */
  account: () => Promise<string | null>;
}

/**
 * "Send code", then a countdown (docs/product.md §5 "cannot send repeatedly in a short time") during which it
 * is disabled. The server's refusals (wrong phone, sent too often…) are toasted by the transport.
 *
 * Both faces are laid in the same place, the one not in use hidden: the button is always as wide as
 * the wider of "Send code" and the longest countdown, so neither it nor the field beside it moves
 * when one turns into the other or the seconds lose a digit (in every language).
 */
export function SendCodeButton({ purpose, account }: Props) {
  const { t } = useTranslation(NS);
  const [send, { isLoading }] = useAccountSendVerifyCodeMutation();
  const [left, start] = useCountdown();
  const [longest, setLongest] = useState(VERIFY_CODE.resendIntervalMs / 1000);
  const counting = left > 0;

  const onClick = async () => {
    const value = await account();
    if (!value) return;
    const result = await send({ account: value, purpose });
    if ('data' in result && result.data) {
      setLongest((n) => Math.max(n, result.data.resendAfterSeconds));
      start(result.data.resendAfterSeconds);
      showToast(t(result.data.channel === 'sms' ? 'form.codeSentSms' : 'form.codeSentEmail'));
    }
  };

  return (
    <Button
      className="auth__send-code"
      size="small"
      color="primary"
      fill="outline"
      // Busy while the code is being sent: disabled, not antd's loading face, which would swap the
      // label for a spinner of another width and move the field beside it.
      disabled={counting || isLoading}
      aria-busy={isLoading || undefined}
      onClick={onClick}
      data-testid="send-code"
    >
      <span className="auth__send-code-faces">
        <span className={counting ? 'auth__send-code-off' : undefined} aria-hidden={counting || undefined}>
          {t('form.sendCode')}
        </span>
        <span className={counting ? undefined : 'auth__send-code-off'} aria-hidden={!counting || undefined}>
          {t('form.resendIn', { seconds: counting ? left : longest })}
        </span>
      </span>
    </Button>
  );
}
