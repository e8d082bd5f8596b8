// /pages/mine/transfer: stock account ↔ coin wallet (user/transferWallet). Both balances, a swap
// of direction, "all" fills the source's available balance; amounts are exact decimals.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageLoading, formatUsdt, parseMoney, showToast, useUserWalletQuery, type WalletName } from '@app/shared';
import { paths } from '@app/shared/routes';
import { checkTransferAmount } from '@app/shared/domain/wallet';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { useWalletTransferMutation } from './transfer-api';
import { NS } from '../i18n';
import { BalanceCard } from '../common/BalanceCard';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';
import '../common/wallet.css';

export function TransferPage() {
  const { t } = useTranslation(NS);
  const { rule, failure, inFlight } = useWalletMessages();
  const wallet = useUserWalletQuery();
  const [transfer] = useWalletTransferMutation();
  const [from, setFrom] = useState<WalletName>('stock');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const to: WalletName = from === 'stock' ? 'coin' : 'stock';
  const available = wallet.data?.[from].available ?? '0.00';

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkTransferAmount(amount, parseMoney(available) ?? 0, from);
    if (!checked.ok) return setError(rule(checked.code));
    setError(null);
    try {
      await transfer({ from, amount: amount.trim(), requestId: newRequestId('transfer') }).unwrap();
      setAmount('');
      showToast(t('transfer.done'));
    } catch (err) {
      setError(failure(err));
    }
  }, inFlight);

  return (
    <Page
      title={t('title.transfer')}
      testId="transfer-page"
      right={
        <Link className="w-link" to={paths.fundingDetails()}>
          {t('title.detail')}
        </Link>
      }
    >
      <div className="w-body">
        <BalanceCard />
        {wallet.isLoading ? (
          <PageLoading />
        ) : (
          <form className="w-card" onSubmit={submit} noValidate data-testid="transfer-form">
            <div className="w-transfer">
              <div className="w-transfer__side">
                <span>{t('transfer.from')}</span>
                <strong data-testid="transfer-from">{t(`wallet.${from}`)}</strong>
              </div>
              <button
                type="button"
                className="w-swap"
                aria-label={t('transfer.swap')}
                onClick={() => {
                  setFrom(to);
                  setError(null);
                }}
              >
                ⇄
              </button>
              <div className="w-transfer__side">
                <span>{t('transfer.to')}</span>
                <strong data-testid="transfer-to">{t(`wallet.${to}`)}</strong>
              </div>
            </div>
            <Field
              label={t('transfer.amount')}
              error={error}
              hint={t('transfer.available', { amount: formatUsdt(available) })}
              extra={
                <button
                  type="button"
                  className="w-link"
                  onClick={() => {
                    setAmount(available);
                    setError(null);
                  }}
                >
                  {t('common.all')}
                </button>
              }
              input={{
                name: 'amount',
                inputMode: 'decimal',
                placeholder: t('transfer.amountPlaceholder'),
                value: amount,
                onChange: (e) => setAmount(e.target.value),
              }}
            />
            <button type="submit" className="w-submit" disabled={busy}>
              {busy ? t('common.submitting') : t('transfer.submit')}
            </button>
          </form>
        )}
      </div>
    </Page>
  );
}
