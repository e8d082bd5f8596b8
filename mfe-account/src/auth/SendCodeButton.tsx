import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast, type VerifyCodePurpose } from '@app/shared';
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
 */
export function SendCodeButton({ purpose, account }: Props) {
  const { t } = useTranslation(NS);
  const [send, { isLoading }] = useAccountSendVerifyCodeMutation();
  const [left, start] = useCountdown();

  const onClick = async () => {
    const value = await account();
    if (!value) return;
    const result = await send({ account: value, purpose });
    if ('data' in result && result.data) {
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
      disabled={left > 0}
      loading={isLoading}
      onClick={onClick}
      data-testid="send-code"
    >
      {left > 0 ? t('form.resendIn', { seconds: left }) : t('form.sendCode')}
    </Button>
  );
}
