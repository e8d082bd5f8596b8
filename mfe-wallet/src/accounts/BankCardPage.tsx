// /pages/mine/card ("financial account"): the bound bank account with every docs/product.md §3 field, the
// TRC20 address, and the beneficiary (the named recipient of a wire; it must be the user).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageLoading, type BankAccount } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useWalletBankQuery, useWalletDigitalQuery } from '../common/wallet-api';
import { NS } from '../i18n';
import { BeneficiaryForm } from './BeneficiaryForm';
import { FinancialTabs } from './FinancialTabs';
import '../common/wallet.css';

export const BANK_FIELDS = [
  'firstName',
  'lastName',
  'bankName',
  'accountNumber',
  'locality',
  'town',
  'city',
  'postalCode',
  'ifscCode',
  'branchName',
] as const;

function BankSummary({ bank }: { bank: BankAccount }) {
  const { t } = useTranslation(NS);
  return (
    <dl className="w-kv" data-testid="bank-summary">
      {BANK_FIELDS.map((f) => (
        <div className="w-kv__row" key={f}>
          <dt>{t(`bank.${f}`)}</dt>
          <dd>{bank[f] || '--'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BankCardPage() {
  const { t } = useTranslation(NS);
  const bank = useWalletBankQuery();
  const digital = useWalletDigitalQuery();
  return (
    <Page title={t('title.financialAccount')} testId="bank-card-page">
      <FinancialTabs current="bank" />
      <div className="w-body">
        <section className="w-card">
          <h2 className="w-card__title">{t('bank.title')}</h2>
          {bank.isLoading ? (
            <PageLoading />
          ) : bank.data ? (
            <BankSummary bank={bank.data} />
          ) : (
            <p className="w-muted" data-testid="bank-empty">
              {t('bank.empty')}
            </p>
          )}
          <Link
            className="w-submit"
            style={{ display: 'grid', placeItems: 'center', textDecoration: 'none' }}
            to={paths.editBankInformation()}
            data-testid="edit-bank"
          >
            {bank.data ? t('bank.edit') : t('bank.add')}
          </Link>
        </section>
        <section className="w-card">
          <h2 className="w-card__title">{t('usdt.title')}</h2>
          <p className="w-muted w-address">{digital.data ? digital.data.address : t('usdt.empty')}</p>
          <Link className="w-link" to={paths.usdtCard()}>
            {digital.data ? t('usdt.edit') : t('usdt.add')} ›
          </Link>
        </section>
        <BeneficiaryForm />
      </div>
    </Page>
  );
}
