// /pages/mine/withdrawPassword: set (or change) the 6-digit withdrawal password. Both need the
// login password (user/updateWithdrawPwd), so a borrowed session alone cannot open withdrawals.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page, showToast, useUserWalletQuery } from '@app/shared';
import { checkNewWithdrawPassword } from '@app/shared/domain/wallet';
import { useSubmitOnce } from '@app/shared/forms';
import { useWalletUpdateWithdrawPasswordMutation } from './withdrawal-api';
import { NS } from '../i18n';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';
import '../common/wallet.css';

export function WithdrawPasswordPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { rule, failure, inFlight } = useWalletMessages();
  const wallet = useUserWalletQuery();
  const [update] = useWalletUpdateWithdrawPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [loginPassword, setLoginPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isSet = wallet.data?.withdrawPasswordSet ?? false;

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    const code = checkNewWithdrawPassword(password, confirm, loginPassword);
    if (code !== null) return setError(rule(code));
    setError(null);
    try {
      await update({ password, confirmPassword: confirm, loginPassword }).unwrap();
      showToast(t('password.saved'));
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx > 0) navigate(-1);
      else navigate('/', { replace: true });
    } catch (err) {
      setError(failure(err));
    }
  }, inFlight);

  return (
    <Page title={t('title.withdrawPassword')} testId="withdraw-password-page">
      <div className="w-body">
        <form className="w-card" onSubmit={submit} noValidate>
          <h2 className="w-card__title">{isSet ? t('password.change') : t('password.set')}</h2>
          <p className="w-muted">{t('password.intro')}</p>
          <Field
            label={t('password.new')}
            input={{
              name: 'password',
              type: 'password',
              inputMode: 'numeric',
              maxLength: 6,
              placeholder: t('password.newPlaceholder'),
              value: password,
              onChange: (e) => setPassword(e.target.value),
            }}
          />
          <Field
            label={t('password.confirm')}
            input={{
              name: 'confirmPassword',
              type: 'password',
              inputMode: 'numeric',
              maxLength: 6,
              placeholder: t('password.confirmPlaceholder'),
              value: confirm,
              onChange: (e) => setConfirm(e.target.value),
            }}
          />
          <Field
            label={t('password.login')}
            input={{
              name: 'loginPassword',
              type: 'password',
              placeholder: t('password.loginPlaceholder'),
              value: loginPassword,
              onChange: (e) => setLoginPassword(e.target.value),
              autoComplete: 'current-password',
            }}
          />
          {error && (
            <p className="w-form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="w-submit" disabled={busy}>
            {busy ? t('common.submitting') : t('common.save')}
          </button>
        </form>
      </div>
    </Page>
  );
}
