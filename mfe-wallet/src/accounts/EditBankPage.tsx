// /pages/mine/editBankInformation (pull-to-refresh): the bank account form with every docs/product.md §3
// field. Each field is checked as the provider checks it, in its order, with its message; once the
// real name has passed, the holder must be that person.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page, PageLoading, PullRefresh, RealNameStatus, showToast, type BankAccountFields } from '@app/shared';
import { paths } from '@app/shared/routes';
import { checkBankFields } from '@app/shared/domain/wallet';
import { useSubmitOnce } from '@app/shared/forms';
import { useWalletBankQuery, useWalletRealNameQuery } from '../common/wallet-api';
import { useWalletUpdateBankMutation } from './accounts-api';
import { NS } from '../i18n';
import { Field } from '../common/Field';
import { useWalletMessages } from '../common/messages';
import { BANK_FIELDS } from './BankCardPage';
import '../common/wallet.css';

type Form = Required<BankAccountFields>;
const EMPTY: Form = {
  firstName: '',
  lastName: '',
  bankName: '',
  accountNumber: '',
  locality: '',
  town: '',
  city: '',
  postalCode: '',
  ifscCode: '',
  branchName: '',
};
const OPTIONAL = new Set<keyof Form>(['locality', 'town', 'ifscCode', 'branchName']);

export function EditBankPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { rule, failure, inFlight } = useWalletMessages();
  const bank = useWalletBankQuery();
  const realName = useWalletRealNameQuery();
  const verified = realName.data?.status === RealNameStatus.PASSED ? realName.data.name : null;
  const [update] = useWalletUpdateBankMutation();
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<{ field?: keyof Form; message: string } | null>(null);

  useEffect(() => {
    if (!bank.data) return;
    const { holderName: _h, updatedAt: _u, ...fields } = bank.data;
    setForm(fields);
  }, [bank.data]);

  const [submit, busy] = useSubmitOnce(async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkBankFields(form, verified);
    if (problem) return setError({ field: problem.field, message: rule(problem.code) });
    setError(null);
    try {
      await update(form).unwrap();
      showToast(t('common.saved'));
      navigate(paths.bankCard(), { replace: true });
    } catch (err) {
      setError({ message: failure(err) });
    }
  }, inFlight);

  return (
    <Page title={t('title.bankInformation')} testId="edit-bank-page">
      <PullRefresh onRefresh={() => bank.refetch()}>
        <div className="w-body">
          {bank.isLoading ? (
            <PageLoading />
          ) : (
            <form className="w-card" onSubmit={submit} noValidate data-testid="bank-form">
              <p className="w-muted">{verified ? t('bank.mustBe', { name: verified }) : t('bank.intro')}</p>
              {BANK_FIELDS.map((f) => (
                <Field
                  key={f}
                  label={OPTIONAL.has(f) ? `${t(`bank.${f}`)} (${t('common.optional')})` : t(`bank.${f}`)}
                  error={error?.field === f ? error.message : null}
                  input={{
                    name: f,
                    value: form[f],
                    placeholder: t(`bank.${f}Placeholder`),
                    onChange: (e) => setForm((old) => ({ ...old, [f]: e.target.value })),
                  }}
                />
              ))}
              {error && !error.field && (
                <p className="w-form-error" role="alert">
                  {error.message}
                </p>
              )}
              <button type="submit" className="w-submit" disabled={busy}>
                {busy ? t('common.submitting') : t('common.save')}
              </button>
            </form>
          )}
        </div>
      </PullRefresh>
    </Page>
  );
}
