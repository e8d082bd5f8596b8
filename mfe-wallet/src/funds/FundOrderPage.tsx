// /pages/fund/order?id=: buy a fund from the coin wallet. Amount rules as the provider's
// (whole multiples of the step within the bounds); the expected income is computed exactly.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CenteredMessage,
  Page,
  PageLoading,
  WALLET_CURRENCY,
  formatMoney,
  formatUsdt,
  parseMoney,
  showToast,
  useUserWalletQuery,
  WALLET_RET_CODES as C,
} from '@app/shared';
import { paths } from '@app/shared/routes';
import { checkFundAmount, expectedFundIncome } from '@app/shared/domain/wallet';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { useWalletBuyFundMutation, useWalletFundDetailQuery } from './funds-api';
import { NS } from '../i18n';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';
import { useFundId } from './FundDetailPage';
import '../common/wallet.css';

export function FundOrderPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { rule, failure, inFlight } = useWalletMessages();
  const id = useFundId();
  const fund = useWalletFundDetailQuery(id ?? 0, { skip: id === null });
  const wallet = useUserWalletQuery();
  const [buy] = useWalletBuyFundMutation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const checked = checkFundAmount(amount);
  const income = fund.data && checked.ok ? expectedFundIncome(checked.minor, fund.data.percent, fund.data.termDays) : null;

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    if (!fund.data) return;
    if (!checked.ok) return setError(rule(checked.code));
    if (wallet.data && checked.minor > (parseMoney(wallet.data.coin.available) ?? 0))
      return setError(rule(C.WALLET_INSUFFICIENT_COIN_BALANCE));
    setError(null);
    try {
      await buy({ fundId: fund.data.id, amount: amount.trim(), requestId: newRequestId('fund') }).unwrap();
      showToast(t('fund.bought'));
      navigate(paths.fundOrders(), { replace: true });
    } catch (err) {
      setError(failure(err));
    }
  }, inFlight);

  return (
    <Page title={t('title.fundOrder')} testId="fund-order-page">
      <div className="w-body">
        {fund.isLoading && <PageLoading />}
        {(id === null || fund.isError) && <CenteredMessage title={t('fund.notFound')} />}
        {fund.data && (
          <form className="w-card" onSubmit={submit} noValidate data-testid="fund-order-form">
            <h2 className="w-card__title">{fund.data.title}</h2>
            <p className="w-muted">
              {fund.data.percent}% · {t('fund.term', { count: fund.data.termDays })}
            </p>
            <p className="w-muted num">{t('fund.coinAvailable', { amount: formatUsdt(wallet.data?.coin.available) })}</p>
            <Field
              label={t('fund.amountLabel')}
              error={error}
              hint={t('fund.amountHint', {
                min: formatUsdt(fund.data.minAmount),
                max: formatUsdt(fund.data.maxAmount),
                step: formatUsdt(fund.data.step),
              })}
              input={{
                name: 'amount',
                inputMode: 'numeric',
                placeholder: t('fund.amountPlaceholder'),
                value: amount,
                onChange: (e) => setAmount(e.target.value),
              }}
            />
            <dl className="w-kv">
              <div className="w-kv__row">
                <dt>{t('fund.expectedIncome')}</dt>
                <dd className="num w-up" data-testid="expected-income">
                  {income === null ? '--' : `${formatUsdt(formatMoney(income))} ${WALLET_CURRENCY}`}
                </dd>
              </div>
            </dl>
            <p className="w-muted">{t('fund.liftsCap')}</p>
            <button type="submit" className="w-submit" disabled={busy}>
              {busy ? t('common.submitting') : t('fund.confirm')}
            </button>
          </form>
        )}
      </div>
    </Page>
  );
}
