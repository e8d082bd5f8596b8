// /pages/mine/USDTcard ("financial account"): the user's own TRC20 address for USDT withdrawals.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, showToast } from '@app/shared';
import { checkTrc20Address } from '@app/shared/domain/wallet';
import { useSubmitOnce } from '@app/shared/forms';
import { useWalletDigitalQuery } from '../common/wallet-api';
import { useWalletUpdateDigitalMutation } from './accounts-api';
import { NS } from '../i18n';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';
import { FinancialTabs } from './FinancialTabs';
import '../common/wallet.css';

export function UsdtCardPage() {
  const { t } = useTranslation(NS);
  const { rule, failure, inFlight } = useWalletMessages();
  const digital = useWalletDigitalQuery();
  const [update] = useWalletUpdateDigitalMutation();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (digital.data) setAddress(digital.data.address);
  }, [digital.data]);

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    const code = checkTrc20Address(address);
    if (code !== null) return setError(rule(code));
    setError(null);
    try {
      await update({ address: address.trim() }).unwrap();
      showToast(t('common.saved'));
    } catch (err) {
      setError(failure(err));
    }
  }, inFlight);

  return (
    <Page title={t('title.financialAccount')} testId="usdt-card-page">
      <FinancialTabs current="usdt" />
      <div className="w-body">
        <form className="w-card" onSubmit={submit} noValidate data-testid="usdt-form">
          <h2 className="w-card__title">{t('usdt.title')}</h2>
          <p className="w-muted">{t('usdt.intro')}</p>
          <Field
            label={t('usdt.address')}
            error={error}
            hint={t('usdt.network')}
            input={{
              name: 'address',
              value: address,
              placeholder: t('usdt.placeholder'),
              onChange: (e) => setAddress(e.target.value),
              spellCheck: false,
              autoCapitalize: 'off',
            }}
          />
          <button type="submit" className="w-submit" disabled={busy}>
            {busy ? t('common.submitting') : t('common.save')}
          </button>
        </form>
      </div>
    </Page>
  );
}
