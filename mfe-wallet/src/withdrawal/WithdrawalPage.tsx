// /pages/mine/withdrawal: from the coin wallet to the bound bank account or USDT address. Every
// rule is said before submitting (withdrawal-check.ts): bounds and "must be an integer", market
// hours with the next opening, bank info first, real name and its match, one at a time, the daily
// cap without a wealth product, the withdrawal password. The tax line follows the server's mode.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Page,
  PageLoading,
  WALLET_CURRENCY,
  formatMoney,
  formatMs,
  useUserWalletQuery,
  WALLET_RET_CODES as C,
  type UserWallet,
  type Withdrawal,
} from '@app/shared';
import { paths } from '@app/shared/routes';
import { checkWithdrawalAmount, maskAccount, withdrawalTax } from '@app/shared/domain/wallet';
import { newRequestId, useSubmitOnce } from '@app/shared/forms';
import { useWalletBankQuery, useWalletBeneficiaryQuery, useWalletDigitalQuery, useWalletRealNameQuery } from '../common/wallet-api';
import { useWalletWithdrawMutation } from './withdrawal-api';
import { NS } from '../i18n';
import { BalanceCard } from '../common/BalanceCard';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';
import { standingProblems, withdrawalProblem, type WithdrawalFix, type WithdrawalProblem } from './withdrawal-check';
import '../common/wallet.css';

const FIX_LINKS: Record<WithdrawalFix, () => string> = {
  bankCard: paths.bankCard,
  editBank: paths.editBankInformation,
  usdtCard: paths.usdtCard,
  authentication: paths.authentication,
  cashList: paths.cashList,
  funds: paths.funds,
  withdrawPassword: paths.withdrawPassword,
};

function FixLink({ fix }: { fix?: WithdrawalFix }) {
  const { t } = useTranslation(NS);
  if (!fix) return null;
  return (
    <Link to={FIX_LINKS[fix]()} data-testid={`fix-${fix}`}>
      {t(`withdraw.fix.${fix}`)} ›
    </Link>
  );
}

/** docs/product.md §9's tax as the server's mode reads it: borne by the platform, or deducted from the payout. */
export function TaxLine({ wallet, amount }: { wallet: UserWallet; amount: string }) {
  const { t } = useTranslation(NS);
  const read = checkWithdrawalAmount(amount);
  const minor = read.ok ? read.minor : 0;
  const { taxMinor, receivableMinor } = withdrawalTax(minor, wallet.withdrawal.taxMode);
  const rate = wallet.withdrawal.taxRatePercent;
  return (
    <>
      <dl className="w-kv" data-testid="tax-line" data-mode={wallet.withdrawal.taxMode}>
        <div className="w-kv__row">
          <dt>{t('withdraw.tax', { rate })}</dt>
          <dd className="num">{wallet.withdrawal.taxMode === 'customer' ? `-${formatMoney(taxMinor)}` : t('withdraw.taxBorne')}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('withdraw.receivable')}</dt>
          <dd className="num" data-testid="receivable">
            {formatMoney(receivableMinor)} {WALLET_CURRENCY}
          </dd>
        </div>
      </dl>
      <p className="w-muted">
        {wallet.withdrawal.taxMode === 'customer' ? t('withdraw.taxCustomerNote', { rate }) : t('withdraw.taxPlatformNote', { rate })}
      </p>
    </>
  );
}

function Submitted({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation(NS);
  return (
    <section className="w-card w-result" data-testid="withdraw-result">
      <h2 className="w-card__title">{t('withdraw.submittedTitle')}</h2>
      <span className={`w-status w-status--${withdrawal.status}`}>{t(`status.${withdrawal.status}`)}</span>
      <dl className="w-kv" style={{ alignSelf: 'stretch' }}>
        <div className="w-kv__row">
          <dt>{t('record.orderNo')}</dt>
          <dd className="num">{withdrawal.orderNo}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('record.amount')}</dt>
          <dd className="num">{withdrawal.amount}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('record.tax')}</dt>
          <dd className="num">{withdrawal.tax}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('withdraw.receivable')}</dt>
          <dd className="num">{withdrawal.receivable}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('record.destination')}</dt>
          <dd className="num">{withdrawal.destination}</dd>
        </div>
      </dl>
      <p className="w-muted">{t('withdraw.submittedBody')}</p>
      <Link className="w-chip" to={paths.cashList()}>
        {t('title.cashList')}
      </Link>
    </section>
  );
}

export function WithdrawalPage() {
  const { t } = useTranslation(NS);
  const { rule, failure, inFlight } = useWalletMessages();
  const wallet = useUserWalletQuery();
  const bank = useWalletBankQuery();
  const digital = useWalletDigitalQuery();
  const beneficiary = useWalletBeneficiaryQuery();
  const realName = useWalletRealNameQuery();
  const [withdraw] = useWalletWithdrawMutation();
  const [method, setMethod] = useState<'bank' | 'usdt'>('bank');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<WithdrawalProblem | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);

  const loading = wallet.isLoading || bank.isLoading || digital.isLoading || beneficiary.isLoading || realName.isLoading;
  const state = wallet.data && {
    method,
    wallet: wallet.data,
    bank: bank.data ?? null,
    digital: digital.data ?? null,
    beneficiary: beneficiary.data ?? null,
    realName: realName.data ?? null,
  };

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    if (!state) return;
    const found = withdrawalProblem({ ...state, amount, password });
    setProblem(found);
    setServerError(null);
    if (found) return;
    try {
      setDone(await withdraw({ method, amount: amount.trim(), withdrawPassword: password, requestId: newRequestId('withdraw') }).unwrap());
      setAmount('');
      setPassword('');
    } catch (err) {
      setServerError(failure(err));
    }
  }, inFlight);

  const rules = wallet.data?.withdrawal;
  const standing = state ? standingProblems(state).filter((p) => p.code !== C.WITHDRAWAL_MARKET_CLOSED) : [];
  const fieldError = (field: 'amount' | 'password') => (problem?.field === field ? rule(problem.code) : null);
  const formProblem = problem && !problem.field ? problem : null;
  const fillAll = () => {
    if (!wallet.data || !rules) return;
    // Whole USDT only, and no more than the bounds and today's remainder allow.
    const limits = [wallet.data.coin.available, rules.maxAmount, rules.remainingToday].filter((x): x is string => x !== null);
    const whole = Math.min(...limits.map((x) => Number(x.split('.')[0])));
    setAmount(String(Math.max(0, whole)));
  };

  return (
    <Page
      title={t('title.withdrawal')}
      testId="withdrawal-page"
      right={
        <Link className="w-link" to={paths.cashList()}>
          {t('common.records')}
        </Link>
      }
    >
      <div className="w-tabs" role="tablist" aria-label={t('withdraw.method')}>
        {(['bank', 'usdt'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            aria-selected={method === m}
            className={`w-tab${method === m ? ' w-tab--on' : ''}`}
            onClick={() => {
              setMethod(m);
              setProblem(null);
              setServerError(null);
            }}
          >
            {t(`withdraw.${m}`)}
          </button>
        ))}
      </div>
      <div className="w-body">
        <BalanceCard only="coin" />
        {loading || !wallet.data || !rules ? (
          <PageLoading />
        ) : done ? (
          <>
            <Submitted withdrawal={done} />
            <button type="button" className="w-link" onClick={() => setDone(null)}>
              {t('withdraw.again')}
            </button>
          </>
        ) : (
          <form className="w-card" onSubmit={submit} noValidate data-testid="withdraw-form">
            <h2 className="w-card__title">{t('withdraw.to')}</h2>
            {method === 'bank' && bank.data && (
              <p className="w-muted" data-testid="withdraw-destination">
                {bank.data.bankName} {maskAccount(bank.data.accountNumber)} · {bank.data.holderName}
              </p>
            )}
            {method === 'usdt' && digital.data && (
              <p className="w-muted w-address" data-testid="withdraw-destination">
                TRC20 {digital.data.address}
              </p>
            )}

            {!rules.open && (
              <div className="w-warn" data-testid="withdraw-closed">
                <span>{rule(C.WITHDRAWAL_MARKET_CLOSED)}</span>
                {rules.nextOpenAt !== null && (
                  <span data-testid="withdraw-next-open">{t('withdraw.nextOpen', { time: formatMs(rules.nextOpenAt) })}</span>
                )}
              </div>
            )}
            {standing.map((p) => (
              <div className="w-warn" data-testid="withdraw-standing" key={p.code}>
                <span>{rule(p.code)}</span>
                <FixLink fix={p.fix} />
              </div>
            ))}

            <Field
              label={t('withdraw.amount')}
              error={fieldError('amount')}
              hint={t('withdraw.amountHint', { min: Number(rules.minAmount), max: Number(rules.maxAmount) })}
              extra={
                <button type="button" className="w-link" onClick={fillAll}>
                  {t('common.all')}
                </button>
              }
              input={{
                name: 'amount',
                inputMode: 'numeric',
                placeholder: t('withdraw.amountPlaceholder'),
                value: amount,
                onChange: (e) => setAmount(e.target.value),
              }}
            />
            {problem?.code === C.WITHDRAWAL_CAP_EXCEEDED && <FixLink fix="funds" />}
            {rules.dailyCap !== null && (
              <p className="w-muted" data-testid="withdraw-cap">
                {t('withdraw.cap', { cap: rules.dailyCap, remaining: rules.remainingToday })}{' '}
                <Link className="w-link" to={paths.funds()}>
                  {t('withdraw.fix.funds')}
                </Link>
              </p>
            )}
            <TaxLine wallet={wallet.data} amount={amount} />
            {wallet.data.withdrawPasswordSet ? (
              <Field
                label={t('withdraw.password')}
                error={fieldError('password')}
                extra={
                  <Link className="w-link" to={paths.withdrawPassword()}>
                    {t('withdraw.changePassword')}
                  </Link>
                }
                input={{
                  name: 'withdrawPassword',
                  type: 'password',
                  inputMode: 'numeric',
                  maxLength: 6,
                  placeholder: t('withdraw.passwordPlaceholder'),
                  value: password,
                  onChange: (e) => setPassword(e.target.value),
                }}
              />
            ) : (
              <div className="w-warn" data-testid="withdraw-no-password">
                <span>{rule(C.WITHDRAW_PASSWORD_NOT_SET)}</span>
                <FixLink fix="withdrawPassword" />
              </div>
            )}
            {formProblem && (
              <p className="w-form-error" role="alert">
                {rule(formProblem.code)}
              </p>
            )}
            {serverError && (
              <p className="w-form-error" role="alert">
                {serverError}
              </p>
            )}
            <button type="submit" className="w-submit" disabled={busy}>
              {busy ? t('common.submitting') : t('withdraw.submit')}
            </button>
          </form>
        )}
      </div>
    </Page>
  );
}
