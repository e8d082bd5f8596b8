import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, formatUsdt, type BankChannel, type Recharge } from '@app/shared';
import { checkRechargeAmount } from '@app/shared/domain/wallet';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { useWalletBankChannelsQuery, useWalletRechargeMutation } from './recharge-api';
import { NS } from '../i18n';
import { CopyButton } from './CopyButton';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';
import { VoucherPicker, type VoucherState } from './VoucherPicker';

function ChannelDetails({ channel }: { channel: BankChannel }) {
  const { t } = useTranslation(NS);
  const rows: Array<[string, string, boolean]> = [
    [t('recharge.bankName'), channel.bankName, false],
    [t('recharge.accountName'), channel.accountName, true],
    [t('recharge.accountNumber'), channel.accountNumber, true],
  ];
  return (
    <dl className="w-kv" data-testid="bank-channel-details">
      {rows.map(([label, value, copy]) => (
        <div className="w-kv__row" key={label}>
          <dt>{label}</dt>
          <dd className="num">
            {value}
            {copy && (
              <>
                {' '}
                <CopyButton text={value} label={label} />
              </>
            )}
          </dd>
        </div>
      ))}
      <div className="w-kv__row">
        <dt>{t('recharge.limits')}</dt>
        <dd className="num">
          {formatUsdt(channel.minAmount)} – {formatUsdt(channel.maxAmount)}
        </dd>
      </div>
    </dl>
  );
}

/** Bank transfer: pick the platform account, send the money from your bank, then say how much. */
export function BankRecharge({ onSubmitted }: { onSubmitted: (r: Recharge) => void }) {
  const { t } = useTranslation(NS);
  const { rule, failure, inFlight } = useWalletMessages();
  const channels = useWalletBankChannelsQuery();
  const [channelId, setChannelId] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<VoucherState>({ status: 'empty' });
  const [recharge] = useWalletRechargeMutation();
  useEffect(() => {
    if (!channelId && channels.data?.length) setChannelId(channels.data[0].id);
  }, [channels.data, channelId]);
  const channel = channels.data?.find((c) => c.id === channelId);

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkRechargeAmount(amount);
    if (!checked.ok) return setError(rule(checked.code));
    setError(null);
    try {
      onSubmitted(
        await recharge({
          channelId,
          amount: amount.trim(),
          ...(voucher.status === 'done' ? { voucher: voucher.id } : {}),
          requestId: newRequestId('recharge'),
        }).unwrap(),
      );
    } catch (err) {
      setError(failure(err));
    }
  }, inFlight);

  if (channels.isLoading) return <PageLoading />;
  return (
    <form className="w-card" onSubmit={submit} noValidate data-testid="bank-recharge">
      <h2 className="w-card__title">{t('recharge.chooseChannel')}</h2>
      <div className="w-chips" role="radiogroup" aria-label={t('recharge.chooseChannel')}>
        {channels.data?.map((c) => (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={c.id === channelId}
            className={`w-chip${c.id === channelId ? ' w-chip--on' : ''}`}
            onClick={() => setChannelId(c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
      {channel && <ChannelDetails channel={channel} />}
      {channel?.note && <p className="w-note">{channel.note}</p>}
      <Field
        label={t('recharge.amount')}
        error={error}
        hint={t('recharge.amountHint', { min: formatUsdt(channel?.minAmount), max: formatUsdt(channel?.maxAmount) })}
        input={{
          name: 'amount',
          inputMode: 'decimal',
          placeholder: t('recharge.amountPlaceholder'),
          value: amount,
          onChange: (e) => setAmount(e.target.value),
        }}
      />
      <VoucherPicker onChange={setVoucher} />
      <p className="w-muted">{t('recharge.voucherNote')}</p>
      <button type="submit" className="w-submit" disabled={busy || !channel || voucher.status === 'uploading'}>
        {busy ? t('common.submitting') : t('recharge.submit')}
      </button>
    </form>
  );
}
