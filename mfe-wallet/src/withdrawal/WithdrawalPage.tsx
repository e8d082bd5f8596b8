// /pages/mine/withdrawal: from the coin wallet to the bound bank account or USDT address. Every
// rule is said before submitting (withdrawal-check.ts), all the broken ones at once: bounds and
// "must be an integer", market hours with the next opening, bank info first, real name and its
// match, the daily cap without a wealth product, the withdrawal password, the coin balance. The
// amount's rules are said as it is typed, and what the customer would receive is shown only for an
// amount that can be withdrawn. The tax line follows the server's mode.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Page,
  PageLoading,
  WALLET_CURRENCY,
  formatFigure,
  formatMoney,
  formatMs,
  formatUsdt,
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
import { standingProblems, withdrawalProblems, type WithdrawalFix, type WithdrawalProblem } from './withdrawal-check';
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

/**
 * docs/product.md §9's tax as the server's mode reads it: borne by the platform, or deducted from the
 * payout. Figures only for an amount that can be withdrawn (`withdrawable`), else "--".
 */
export function TaxLine({ wallet, amount, withdrawable = true }: { wallet: UserWallet; amount: string; withdrawable?: boolean }) {
  const { t } = useTranslation(NS);
  const read = checkWithdrawalAmount(amount);
  const minor = read.ok && withdrawable ? read.minor : null;
  const { taxMinor, receivableMinor } = withdrawalTax(minor ?? 0, wallet.withdrawal.taxMode);
  const rate = wallet.withdrawal.taxRatePercent;
  return (
    <>
      <dl className="w-kv" data-testid="tax-line" data-mode={wallet.withdrawal.taxMode}>
        <div className="w-kv__row">
          <dt>{t('withdraw.tax', { rate })}</dt>
          <dd className="num">
            {wallet.withdrawal.taxMode !== 'customer'
              ? t('withdraw.taxBorne')
              : minor === null
                ? '--'
                : `-${formatUsdt(formatMoney(taxMinor))}`}
          </dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('withdraw.receivable')}</dt>
          <dd className="num" data-testid="receivable">
            {minor === null ? '--' : `${formatUsdt(formatMoney(receivableMinor))} ${WALLET_CURRENCY}`}
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
          <dd className="num">{formatUsdt(withdrawal.amount)}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('record.tax')}</dt>
          <dd className="num">{formatUsdt(withdrawal.tax)}</dd>
        </div>
        <div className="w-kv__row">
          <dt>{t('withdraw.receivable')}</dt>
          <dd className="num">{formatUsdt(withdrawal.receivable)}</dd>
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
  // After a first attempt every broken rule is said; before it, the amount's as it is typed.
  const [tried, setTried] = useState(false);
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
    setTried(true);
    setServerError(null);
    if (withdrawalProblems({ ...state, amount, password }).length > 0) return;
    try {
      setDone(await withdraw({ method, amount: amount.trim(), withdrawPassword: password, requestId: newRequestId('withdraw') }).unwrap());
      setAmount('');
      setPassword('');
      setTried(false);
    } catch (err) {
      setServerError(failure(err));
    }
  }, inFlight);

  const rules = wallet.data?.withdrawal;
  const standing = state ? standingProblems(state).filter((p) => p.code !== C.WITHDRAWAL_MARKET_CLOSED) : [];
  const problems = state ? withdrawalProblems({ ...state, amount, password }) : [];
  const amountProblems = problems.filter((p) => p.field === 'amount');
  const shown = tried ? problems : amount.trim() === '' ? [] : amountProblems;
  // Said under their field: the amount's, and the password's once it can be typed; the rest beside the button.
  const underField = (p: WithdrawalProblem) =>
    p.field === 'amount' || (p.field === 'password' && Boolean(wallet.data?.withdrawPasswordSet));
  const fieldErrors = (field: 'amount' | 'password') => shown.filter((p) => p.field === field && underField(p)).map((p) => rule(p.code));
  const formProblems = shown.filter((p) => !underField(p));
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
              setTried(false);
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
              error={fieldErrors('amount')}
              hint={t('withdraw.amountHint', { min: formatFigure(rules.minAmount, 0), max: formatFigure(rules.maxAmount, 0) })}
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
            {shown.some((p) => p.code === C.WITHDRAWAL_CAP_EXCEEDED) && <FixLink fix="funds" />}
            {rules.dailyCap !== null && (
              <p className="w-muted" data-testid="withdraw-cap">
                {t('withdraw.cap', { cap: formatUsdt(rules.dailyCap), remaining: formatUsdt(rules.remainingToday) })}{' '}
                <Link className="w-link" to={paths.funds()}>
                  {t('withdraw.fix.funds')}
                </Link>
              </p>
            )}
            <TaxLine wallet={wallet.data} amount={amount} withdrawable={amountProblems.length === 0} />
            {wallet.data.withdrawPasswordSet ? (
              <Field
                label={t('withdraw.password')}
                error={fieldErrors('password')}
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
            {formProblems.length > 0 && (
              <div className="w-form-error" role="alert" data-testid="withdraw-problems">
                <ul className="w-form-error__list">
                  {formProblems.map((p) => (
                    <li key={p.code}>{rule(p.code)}</li>
                  ))}
                </ul>
              </div>
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
