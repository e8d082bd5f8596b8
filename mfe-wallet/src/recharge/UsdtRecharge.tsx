import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, formatUsdt, type Recharge } from '@app/shared';
import { checkRechargeAmount, checkTransferHash } from '@app/shared/domain/wallet';
import { QrCode } from '@app/shared/qr-code';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { useWalletDigitalChannelsQuery, useWalletRechargeUsdtMutation } from './recharge-api';
import { NS } from '../i18n';
import { CopyButton } from './CopyButton';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';

/** USDT on TRC20: send to the platform's address (copy or scan), then give the amount and the transaction hash. */
export function UsdtRecharge({ onSubmitted }: { onSubmitted: (r: Recharge) => void }) {
  const { t } = useTranslation(NS);
  const { rule, failure, inFlight } = useWalletMessages();
  const channels = useWalletDigitalChannelsQuery();
  const channel = channels.data?.[0];
  const [amount, setAmount] = useState('');
  const [hash, setHash] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; hash?: string; form?: string }>({});
  const [pay] = useWalletRechargeUsdtMutation();

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    if (!channel) return;
    const checked = checkRechargeAmount(amount);
    const hashCode = checkTransferHash(hash);
    const next = { amount: checked.ok ? undefined : rule(checked.code), hash: hashCode === null ? undefined : rule(hashCode) };
    setErrors(next);
    if (next.amount || next.hash) return;
    try {
      onSubmitted(
        await pay({ channelId: channel.id, amount: amount.trim(), hash: hash.trim(), requestId: newRequestId('recharge') }).unwrap(),
      );
    } catch (err) {
      setErrors({ form: failure(err) });
    }
  }, inFlight);

  if (channels.isLoading) return <PageLoading />;
  if (!channel) return null;
  return (
    <form className="w-card" onSubmit={submit} noValidate data-testid="usdt-recharge">
      <h2 className="w-card__title">
        {channel.name} · {channel.network}
      </h2>
      <div className="w-qr-box">
        <QrCode value={channel.address} label={t('recharge.qrLabel')} className="w-qr" />
        <div className="w-address" data-testid="deposit-address">
          {channel.address}
        </div>
        <CopyButton text={channel.address} label={t('recharge.address')} />
      </div>
      <p className="w-note">{channel.note}</p>
      <Field
        label={t('recharge.amount')}
        error={errors.amount}
        hint={t('recharge.amountHint', { min: formatUsdt(channel.minAmount), max: formatUsdt(channel.maxAmount) })}
        input={{
          name: 'amount',
          inputMode: 'decimal',
          placeholder: t('recharge.amountPlaceholder'),
          value: amount,
          onChange: (e) => setAmount(e.target.value),
        }}
      />
      <Field
        label={t('recharge.hash')}
        error={errors.hash}
        hint={t('recharge.hashHint')}
        input={{
          name: 'hash',
          placeholder: t('recharge.hashPlaceholder'),
          value: hash,
          onChange: (e) => setHash(e.target.value),
          spellCheck: false,
          autoCapitalize: 'off',
        }}
      />
      {errors.form && (
        <p className="w-form-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="w-submit" disabled={busy}>
        {busy ? t('common.submitting') : t('recharge.submit')}
      </button>
    </form>
  );
}
